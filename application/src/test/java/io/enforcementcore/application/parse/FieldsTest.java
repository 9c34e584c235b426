package io.enforcementcore.application.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.enforcementcore.domain.model.EvidenceMetadata;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.util.Map;
import org.junit.jupiter.api.Test;

class FieldsTest {

    @Test
    void a_refused_value_is_named_by_the_request_field_not_by_the_value_object() {
        Either<Rejection, UserId> parsed = Fields.parse(() -> Fields.field("assigneeId", "officer#7", UserId::new));

        assertEquals(new Rejection.InvalidInput("assigneeId", "must not contain '#', the key delimiter"),
                parsed.getLeft());
    }

    @Test
    void the_first_refused_field_wins() {
        Either<Rejection, Object> parsed = Fields.parse(() -> java.util.List.of(
                Fields.field("riskScore", () -> new RiskScore(101)),
                Fields.field("assigneeId", "", UserId::new)));

        assertEquals(new Rejection.InvalidInput("riskScore", "must be between 0 and 100, was 101"), parsed.getLeft());
    }

    @Test
    void a_nested_refusal_keeps_its_detail() {
        Either<Rejection, EvidenceMetadata> parsed = Fields.parse(() ->
                Fields.field("metadata", () -> new EvidenceMetadata(Map.of("page#", "4"))));

        assertEquals(new Rejection.InvalidInput("metadata", "metadata key must not contain '#', the key delimiter"),
                parsed.getLeft());
    }

    @Test
    void a_valid_field_parses() {
        assertEquals(Either.right(new UserId("officer-7")),
                Fields.parse(() -> Fields.field("assigneeId", "officer-7", UserId::new)));
    }

    @Test
    void an_absent_optional_field_is_none_but_a_bad_one_is_refused() {
        assertEquals(Either.right(io.vavr.control.Option.none()),
                Fields.parse(() -> Fields.optionalInstant("dueBefore", null)));
        Rejection refused = Fields.parse(() -> Fields.optionalInstant("dueBefore", "tomorrow")).getLeft();
        assertEquals("dueBefore", ((Rejection.InvalidInput) refused).field());
    }
}
