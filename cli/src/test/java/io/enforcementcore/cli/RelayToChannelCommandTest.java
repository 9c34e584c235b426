package io.enforcementcore.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.engine.DynamoDbTestEngine;
import io.enforcementcore.adapters.sqs.consumer.SqsTestQueue;
import io.enforcementcore.domain.contract.ForPublishingEventsContract.Received;
import io.enforcementcore.workbench.ExitCode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The relay publishing into a real queue on the engine, read back as a consumer reads it. */
class RelayToChannelCommandTest {
    private String endpoint;
    private String table;

    @BeforeEach
    void createTable() {
        endpoint = DynamoDbTestEngine.endpoint().toString();
        table = DynamoDbTestEngine.uniqueTableName("relay");
        CliRun created = dynamo("create-table");
        assertEquals(0, created.exitCode(), created.err());
    }

    private CliRun dynamo(String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--store", "dynamodb", "--endpoint", endpoint, "--table", table));
        return CliRun.of(all.toArray(String[]::new));
    }

    private String anOpenedCase() {
        CliRun opened = dynamo("open-case", "--tenant", "kppu", "--external-ref", "KPPU/2026/000077",
                "--title", "Cartel in cement", "--risk", "70", "--owner-org", "kppu-markets");
        assertEquals(0, opened.exitCode(), opened.err());
        Matcher caseId = Pattern.compile("\\bcase=(\\S+)").matcher(opened.out());
        assertTrue(caseId.find(), opened.out());
        return caseId.group(1);
    }

    @Test
    void the_relay_publishes_each_pending_event_into_the_queue_as_its_message() {
        String caseId = anOpenedCase();
        SqsTestQueue queue = SqsTestQueue.standard();

        CliRun relayed = dynamo("relay-outbox", "--publish-to", "sqs:" + queue.url());

        assertEquals(0, relayed.exitCode(), relayed.err());
        assertTrue(relayed.out().contains("published=1 failed=0"), relayed.out());
        List<Received> received = queue.receivedSoFar();
        assertEquals(1, received.size(), received.toString());
        Map<String, String> attributes = received.get(0).attributes();
        assertEquals(Map.of("tenant", "kppu", "case", caseId, "type", "CASE_OPENED", "schemaVersion", "1"),
                Map.of("tenant", attributes.get("tenant"), "case", attributes.get("case"),
                        "type", attributes.get("type"), "schemaVersion", attributes.get("schemaVersion")));
        assertTrue(received.get(0).body().startsWith("{\"schemaVersion\":1,\"tenant\":\"kppu\",\"case\":\"" + caseId
                + "\",\"event\":\"" + attributes.get("event") + "\",\"type\":\"CASE_OPENED\""), received.get(0).body());
    }

    @Test
    void a_relay_to_a_queue_that_does_not_exist_leaves_the_event_for_the_next_run() {
        anOpenedCase();
        SqsTestQueue queue = SqsTestQueue.standard();

        CliRun failed = dynamo("relay-outbox", "--publish-to", "sqs:" + SqsTestQueue.missingQueueUrl());
        CliRun next = dynamo("relay-outbox", "--publish-to", "sqs:" + queue.url());

        assertTrue(failed.out().contains("published=0 failed=1"), failed.out() + failed.err());
        assertTrue(failed.err().contains("not published: SQS queue " + SqsTestQueue.missingQueueUrl()
                + " did not take event "), failed.err());
        assertTrue(next.out().contains("published=1 failed=0"), next.out() + next.err());
        assertEquals(1, queue.receivedSoFar().size());
    }

    @Test
    void a_channel_that_is_neither_a_queue_url_nor_a_topic_arn_is_refused_with_examples() {
        CliRun refused = CliRun.of("relay-outbox", "--publish-to", "sqs:case-events");

        assertEquals(ExitCode.REJECTED.code(), refused.exitCode());
        assertTrue(refused.err().contains("--publish-to 'sqs:case-events' names no channel: give stdout, "
                + "sqs:<queue-url>"), refused.err());
    }
}
