package io.enforcementcore.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.enforcementcore.adapters.inmemory.InMemoryStorage;
import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.EnforcementCoreBuilder;
import io.enforcementcore.application.command.CompleteTask;
import io.enforcementcore.application.command.CreateTask;
import io.enforcementcore.application.command.OpenCase;
import io.enforcementcore.application.command.TransitionCase;
import io.enforcementcore.application.query.PageQuery;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.UserId;
import io.vavr.control.Try;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * What an HTTP service does with the module, on a real facade: request bodies bound straight to commands, the
 * facade's answers written as they come, and a client that names a task by the handle it found in a listing.
 */
class ServiceEdgeTest {
    private final ObjectMapper mapper = new ObjectMapper().findAndRegisterModules();
    private final EnforcementCore core = EnforcementCoreBuilder.on(InMemoryStorage.create())
            .withClock(() -> Instant.parse("2026-07-01T09:30:00Z")).publishingTo(event -> Try.success(null))
            .withCursorsForThisInstanceOnly().build();
    private final Principal officer = Principal.of("agency-1", "officer-ana", Classification.RESTRICTED, Role.OFFICER);

    @Test
    void a_client_opens_a_case_adds_a_task_finds_it_in_a_listing_and_completes_it_by_its_handle() throws Exception {
        JsonNode opened = answer(core.openCase(officer, mapper.readValue("""
                {"externalRef": "DOCKET-2026-0042", "title": "Unlicensed lending platform", "riskScore": 85,
                 "classification": "RESTRICTED", "ownerOrgId": "org-enforcement", "idempotencyKey": "request-1"}
                """, OpenCase.class)));
        String caseId = opened.at("/result/caseId").asText();

        answer(core.createTask(officer, mapper.readValue("""
                {"caseId": "%s", "title": "Serve the notice", "assigneeId": "officer-budi",
                 "dueAt": "2026-07-12T17:00:00.000Z"}
                """.formatted(caseId), CreateTask.class)));
        JsonNode queue = answer(core.openTasksOfAssignee(officer, new UserId("officer-budi"), PageQuery.first(10)));
        JsonNode task = queue.at("/result/items/0");
        JsonNode done = answer(core.completeTask(officer, mapper.readValue("""
                {"task": "%s", "expectedVersion": %d}
                """.formatted(task.get("handle").asText(), task.get("version").asLong()), CompleteTask.class)));

        assertEquals("C01", opened.at("/result/command").asText());
        assertEquals("case", opened.at("/result/entity/kind").asText());
        assertEquals(caseId, opened.at("/result/entity/id").asText());
        assertEquals("2026-07-12T17:00:00.000Z", task.get("dueAt").asText());
        assertEquals("task", done.at("/result/entity/kind").asText());
        assertEquals(2, done.at("/result/version").asInt());
    }

    @Test
    void a_refused_command_answers_its_rejection_by_kind_with_its_fields() throws Exception {
        JsonNode opened = answer(core.openCase(officer, ApiSamples.OPEN_CASE));

        JsonNode refused = answer(core.transitionCase(officer, mapper.readValue("""
                {"caseId": "%s", "expectedVersion": 7, "targetStatus": "NOTICE_ISSUED"}
                """.formatted(opened.at("/result/caseId").asText()), TransitionCase.class)));

        assertEquals("stale-version", refused.at("/rejection/kind").asText());
        assertEquals(7, refused.at("/rejection/expectedVersion").asLong());
        assertEquals(1, refused.at("/rejection/actualVersion").asLong());
    }

    @Test
    void a_mapper_that_finds_its_modules_finds_this_one() {
        assertEquals(1, ObjectMapper.findModules().stream()
                .filter(module -> module instanceof EnforcementCoreJacksonModule).count());
    }

    /** The answer as a client receives it: written, sent, parsed. */
    private JsonNode answer(Object value) throws Exception {
        return mapper.readTree(mapper.writeValueAsString(value));
    }
}
