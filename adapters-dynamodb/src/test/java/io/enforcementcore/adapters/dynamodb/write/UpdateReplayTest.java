package io.enforcementcore.adapters.dynamodb.write;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Update;

/** The update forms the planner writes, replayed on a stored item as DynamoDB would apply them. */
class UpdateReplayTest {

    @Test
    void an_update_is_replayed_on_the_stored_item() {
        Map<String, AttributeValue> stored = Map.of("status", AttributeValue.fromS("OPEN"),
                "version", AttributeValue.fromN("4"), "GSI1PK", AttributeValue.fromS("QUEUE#a"),
                "title", AttributeValue.fromS("kept"));
        Update update = Update.builder()
                .updateExpression("SET #status = :status, #version = #version + :one, #title = if_not_exists(#title, "
                        + ":title), #owner = if_not_exists(#owner, :owner) REMOVE #GSI1PK")
                .expressionAttributeNames(Map.of("#status", "status", "#version", "version", "#title", "title",
                        "#owner", "owner", "#GSI1PK", "GSI1PK"))
                .expressionAttributeValues(Map.of(":status", AttributeValue.fromS("DONE"), ":one",
                        AttributeValue.fromN("1"), ":title", AttributeValue.fromS("replaced"), ":owner",
                        AttributeValue.fromS("u1")))
                .build();

        assertEquals(Map.of("status", AttributeValue.fromS("DONE"), "version", AttributeValue.fromN("5"),
                "title", AttributeValue.fromS("kept"), "owner", AttributeValue.fromS("u1")),
                UpdateReplay.apply(stored, update));
    }

    @Test
    void an_add_to_a_number_steps_it_and_starts_a_missing_one_at_zero() {
        Update add = Update.builder().updateExpression("SET #status = :done ADD #open :minusOne, #filed :one")
                .expressionAttributeNames(Map.of("#status", "status", "#open", "open", "#filed", "filed"))
                .expressionAttributeValues(Map.of(":done", AttributeValue.fromS("DONE"),
                        ":minusOne", AttributeValue.fromN("-1"), ":one", AttributeValue.fromN("1"))).build();

        assertEquals(Map.of("status", AttributeValue.fromS("DONE"), "open", AttributeValue.fromN("2"),
                "filed", AttributeValue.fromN("1")), UpdateReplay.apply(Map.of("open", AttributeValue.fromN("3")), add));
    }

    @Test
    void an_update_form_the_replay_does_not_know_fails_loudly() {
        Update add = Update.builder().updateExpression("ADD #tags :tag")
                .expressionAttributeNames(Map.of("#tags", "tags"))
                .expressionAttributeValues(Map.of(":tag", AttributeValue.fromSs(List.of("x")))).build();

        assertThrows(IllegalArgumentException.class, () -> UpdateReplay.apply(Map.of(), add));
    }
}
