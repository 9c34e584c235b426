package io.enforcementcore.application.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.application.command.AttachEvidence;
import io.enforcementcore.application.command.CreateTask;
import io.enforcementcore.application.command.OpenCase;
import io.enforcementcore.application.command.ReassignTask;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.model.BlobRef;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.EvidenceMetadata;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Sha256;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.domain.model.TaskId;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class FingerprintTest {
    private static final Instant DUE = Instant.parse("2026-07-12T17:00:00Z");
    private static final CreateTask A_TASK = aTask("case-1", "Review filing", "officer-7", DUE)
            .withIdempotencyKey(new IdempotencyKey("key-1"));

    @Test
    void the_same_request_has_the_same_fingerprint_whatever_its_key() {
        CreateTask retriedUnderAnotherKey = aTask("case-1", "Review filing", "officer-7", DUE)
                .withIdempotencyKey(new IdempotencyKey("key-2"));

        assertEquals(Fingerprint.of(CommandId.C04, A_TASK), Fingerprint.of(CommandId.C04, retriedUnderAnotherKey));
    }

    @Test
    void is_a_stable_sha256() {
        String fingerprint = Fingerprint.of(CommandId.C04, A_TASK);

        assertTrue(fingerprint.matches("[0-9a-f]{64}"), fingerprint);
        // Computed independently of this code, as the SHA-256 of
        // S3:C04S6:caseIdR1:S6:case-1S5:titleR1:S13:Review filingS10:assigneeIdR1:S9:officer-7S5:dueAtT24:2026-07-12T17:00:00.000Z
        // a change of the canonical form would orphan every stored record.
        assertEquals("c539b41787175be92f556c0e5a4f32cc486545bd492430cc603eea4fec1d4d83", fingerprint);
    }

    @Test
    void every_field_counts() {
        String original = Fingerprint.of(CommandId.C04, A_TASK);

        assertNotEquals(original, Fingerprint.of(CommandId.C04, aTask("case-2", "Review filing", "officer-7", DUE)));
        assertNotEquals(original, Fingerprint.of(CommandId.C04, aTask("case-1", "Review filings", "officer-7", DUE)));
        assertNotEquals(original, Fingerprint.of(CommandId.C04, aTask("case-1", "Review filing", "officer-8", DUE)));
        assertNotEquals(original, Fingerprint.of(CommandId.C04, aTask("case-1", "Review filing", "officer-7",
                DUE.plusSeconds(86_400))));
    }

    @Test
    void a_task_handle_counts_down_to_its_due_time() {
        TaskHandle seen = new TaskHandle(new CaseId("case-1"), new TaskId("task-1"), DUE);
        TaskHandle moved = new TaskHandle(new CaseId("case-1"), new TaskId("task-1"), DUE.plusMillis(1));

        assertNotEquals(Fingerprint.of(CommandId.C05, new ReassignTask(seen, 2, new UserId("officer-8"))),
                Fingerprint.of(CommandId.C05, new ReassignTask(moved, 2, new UserId("officer-8"))));
    }

    @Test
    void the_command_counts() {
        assertNotEquals(Fingerprint.of(CommandId.C04, A_TASK), Fingerprint.of(CommandId.C05, A_TASK));
    }

    @Test
    void values_cannot_run_into_their_neighbours() {
        OpenCase split = aCase("REF-1", "ab");
        OpenCase shifted = aCase("REF-1a", "b");

        assertNotEquals(Fingerprint.of(CommandId.C01, split), Fingerprint.of(CommandId.C01, shifted));
    }

    @Test
    void map_order_does_not_count_but_map_content_does() {
        Map<String, String> inOneOrder = new LinkedHashMap<>();
        inOneOrder.put("source", "inspection");
        inOneOrder.put("page", "4");
        Map<String, String> inAnotherOrder = new LinkedHashMap<>();
        inAnotherOrder.put("page", "4");
        inAnotherOrder.put("source", "inspection");

        assertEquals(Fingerprint.of(CommandId.C09, evidence(inOneOrder)), Fingerprint.of(CommandId.C09, evidence(inAnotherOrder)));
        assertNotEquals(Fingerprint.of(CommandId.C09, evidence(inOneOrder)),
                Fingerprint.of(CommandId.C09, evidence(Map.of("page", "4"))));
    }

    private static CreateTask aTask(String caseId, String title, String assignee, Instant due) {
        return new CreateTask(new CaseId(caseId), new Title(title), new UserId(assignee), due);
    }

    private static OpenCase aCase(String externalRef, String title) {
        return new OpenCase(new ExternalRef(externalRef), new Title(title), new RiskScore(5), Classification.PUBLIC,
                new OrgId("org"));
    }

    private static AttachEvidence evidence(Map<String, String> metadata) {
        return new AttachEvidence(new CaseId("case-1"), new Title("Inspection report"),
                new BlobRef("s3://bucket/report.pdf"), new Sha256("0".repeat(64)), 1024, new EvidenceMetadata(metadata));
    }
}
