package io.enforcementcore.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.enforcementcore.application.query.Paged;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The shapes a client codes against, written out in full: a change to any of them shows here first. */
class GoldenJsonTest {
    private static final String TASK_TOKEN = ApiSamples.TASK_HANDLE.toToken();
    private static final String DEADLINE_TOKEN = ApiSamples.DEADLINE_HANDLE.toToken();
    private static final String AUDIT = """
            {"ownerOrgId": "org-enforcement", "classification": "RESTRICTED",
             "createdAt": "2026-07-01T09:30:00.000Z", "createdBy": "officer-ana",
             "updatedAt": "2026-07-01T09:30:00.000Z", "updatedBy": "officer-ana"}""";
    private static final String TASK = """
            {"tenantId": "agency-1", "caseId": "case-7f3a", "taskId": "task-01", "title": "Serve the notice",
             "assignee": "officer-budi", "dueAt": "2026-07-12T17:00:00.000Z", "status": "OPEN", "version": 1,
             "caseTitle": "Unlicensed lending platform", "audit": %s, "handle": "%s"}""".formatted(AUDIT, TASK_TOKEN);

    private final ObjectMapper mapper = new ObjectMapper().registerModule(new EnforcementCoreJacksonModule());

    @Test
    void a_receipt_names_its_case_and_the_entity_by_what_the_next_command_names_it_by() throws JsonProcessingException {
        assertEquals("{\"command\":\"C04\",\"caseId\":\"case-7f3a\",\"entity\":{\"kind\":\"task\",\"handle\":\""
                + TASK_TOKEN + "\"},\"version\":1}", mapper.writeValueAsString(ApiSamples.TASK_RECEIPT));
        assertEquals("{\"command\":\"C01\",\"caseId\":\"case-7f3a\",\"entity\":{\"kind\":\"case\",\"id\":"
                + "\"case-7f3a\"},\"version\":1}", mapper.writeValueAsString(Receipt.ofCase(CommandId.C01,
                ApiSamples.CASE, 1)));
    }

    @Test
    void a_rejection_is_its_kind_its_message_and_its_fields() throws JsonProcessingException {
        assertEquals("{\"kind\":\"stale-version\",\"message\":\"case 'case-7f3a' was changed by someone else: "
                + "expected version 2, found version 3\",\"entity\":\"case\",\"id\":\"case-7f3a\","
                + "\"expectedVersion\":2,\"actualVersion\":3}", mapper.writeValueAsString(ApiSamples.STALE));
        assertEquals("{\"kind\":\"invalid-input\",\"message\":\"invalid title: must not be blank\","
                + "\"field\":\"title\",\"reason\":\"must not be blank\"}",
                mapper.writeValueAsString(new Rejection.InvalidInput("title", "must not be blank")));
    }

    @Test
    void an_answer_holds_either_its_rejection_or_its_result_and_nothing_else() throws JsonProcessingException {
        Either<Rejection, Receipt> refused = Either.left(new Rejection.NotFound("case", "case-9"));
        Either<Rejection, Option<String>> none = Either.right(Option.none());

        assertEquals("{\"rejection\":{\"kind\":\"not-found\",\"message\":\"case 'case-9' was not found\","
                + "\"entity\":\"case\",\"id\":\"case-9\"}}", mapper.writeValueAsString(refused));
        assertEquals("{\"result\":null}", mapper.writeValueAsString(none));
        assertEquals("{\"result\":\"kept\"}", mapper.writeValueAsString(Either.right(Option.some("kept"))));
    }

    @Test
    void a_page_holds_its_items_and_the_opaque_cursor_of_the_next_or_null_on_the_last() throws JsonProcessingException {
        assertJson("{\"items\": [%s], \"cursor\": \"v1.cursor-is-opaque\"}".formatted(TASK), ApiSamples.TASK_PAGE);
        assertJson("{\"items\": [], \"cursor\": null}",
                new Paged<>(List.of(), Option.none()));
    }

    @Test
    void a_case_view_holds_the_case_its_state_and_its_open_work_with_their_handles() throws JsonProcessingException {
        assertJson("""
                {"metadata": {"tenantId": "agency-1", "caseId": "case-7f3a", "externalRef": "DOCKET-2026-0042",
                              "title": "Unlicensed lending platform", "classification": "RESTRICTED",
                              "ownerOrgId": "org-enforcement", "openedBy": "officer-ana",
                              "openedAt": "2026-07-01T09:30:00.000Z", "updatedAt": "2026-07-01T09:30:00.000Z"},
                 "state": {"tenantId": "agency-1", "caseId": "case-7f3a", "status": "NOTICE_ISSUED", "riskScore": 85,
                           "classification": "RESTRICTED", "version": 3, "openedAt": "2026-07-01T09:30:00.000Z",
                           "updatedAt": "2026-07-11T17:00:00.000Z",
                           "counts": {"openTasks": 1, "openDeadlines": 1, "parties": 1, "evidence": 0}},
                 "openTasks": [%s],
                 "openDeadlines": [{"tenantId": "agency-1", "caseId": "case-7f3a", "deadlineId": "deadline-01",
                                    "type": "LEGAL_RESPONSE", "dueAt": "2026-07-12T17:00:00.000Z", "status": "OPEN",
                                    "version": 1, "caseTitle": "Unlicensed lending platform", "audit": %s,
                                    "handle": "%s"}],
                 "parties": [{"tenantId": "agency-1", "caseId": "case-7f3a", "partyId": "party-pt-maju",
                              "partyKind": "COMPANY", "partyName": "PT Maju Jaya", "role": "RESPONDENT",
                              "classification": "RESTRICTED", "linkedAt": "2026-07-01T09:30:00.000Z"}]}
                """.formatted(TASK, AUDIT, DEADLINE_TOKEN), ApiSamples.VIEW);
    }

    @Test
    void a_timeline_event_carries_its_payload_typed_by_its_event_type() throws JsonProcessingException {
        assertJson("""
                {"tenantId": "agency-1", "caseId": "case-7f3a", "eventId": "event-0007",
                 "occurredAt": "2026-07-01T09:30:00.000Z", "actor": "officer-ana",
                 "payload": {"type": "TASK_CREATED", "taskId": "task-01", "assignee": "officer-budi",
                             "dueAt": "2026-07-12T17:00:00.000Z"}}
                """, ApiSamples.EVENT);
    }

    @Test
    void an_empty_option_is_null_or_left_out_where_the_mapper_leaves_out_absent_values() throws JsonProcessingException {
        ObjectMapper leavingOut = new ObjectMapper().registerModule(new EnforcementCoreJacksonModule())
                .setSerializationInclusion(JsonInclude.Include.NON_ABSENT);
        Paged<String> last = new Paged<>(List.of("a"), Option.none());

        assertEquals("{\"items\":[\"a\"],\"cursor\":null}", mapper.writeValueAsString(last));
        assertEquals("{\"items\":[\"a\"]}", leavingOut.writeValueAsString(last));
    }

    /** The same JSON, field for field and in the same order, whatever the spacing. */
    private void assertJson(String expected, Object value) throws JsonProcessingException {
        assertEquals(mapper.writeValueAsString(mapper.readTree(expected)), mapper.writeValueAsString(value));
    }
}
