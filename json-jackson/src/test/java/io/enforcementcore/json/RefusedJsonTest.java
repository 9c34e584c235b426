package io.enforcementcore.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.InvalidTypeIdException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import io.enforcementcore.application.command.AddDeadline;
import io.enforcementcore.application.command.CompleteTask;
import io.enforcementcore.application.command.OpenCase;
import io.enforcementcore.application.command.RescheduleTask;
import io.enforcementcore.application.command.ResolveDeadline;
import io.enforcementcore.application.command.TransitionCase;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/**
 * A request body is read through the same checks as any caller's input, and what they refuse is answered as
 * Jackson's own input errors, naming the field and the rule: what a service turns into a 400.
 */
class RefusedJsonTest {
    private static final String OPEN_CASE = """
            {"externalRef": "%s", "title": "Unlicensed lending platform", "riskScore": %d,
             "classification": "RESTRICTED", "ownerOrgId": "org-enforcement"}""";

    private final ObjectMapper mapper = new ObjectMapper().registerModule(new EnforcementCoreJacksonModule());

    @Test
    void a_request_body_binds_to_its_command_and_a_field_it_leaves_out_that_is_optional_is_none()
            throws JsonProcessingException {
        OpenCase command = mapper.readValue(OPEN_CASE.formatted("DOCKET-2026-0042", 85), OpenCase.class);

        assertEquals(ApiSamples.OPEN_CASE.externalRef(), command.externalRef());
        assertEquals(Option.none(), command.idempotencyKey());
    }

    @Test
    void an_id_that_would_break_the_key_grammar_is_an_invalid_format_naming_the_field_and_the_rule() {
        InvalidFormatException refused = assertThrows(InvalidFormatException.class,
                () -> mapper.readValue(OPEN_CASE.formatted("DOCKET#42", 85), OpenCase.class));

        assertTrue(refused.getMessage().contains("externalRef: must not contain '#', the key delimiter"),
                refused.getMessage());
        assertEquals("externalRef", refused.getPath().get(0).getFieldName());
        assertEquals("DOCKET#42", refused.getValue());
    }

    @Test
    void a_score_out_of_range_is_an_invalid_format_naming_the_rule() {
        InvalidFormatException refused = assertThrows(InvalidFormatException.class,
                () -> mapper.readValue(OPEN_CASE.formatted("DOCKET-2026-0042", 101), OpenCase.class));

        assertTrue(refused.getMessage().contains("riskScore: must be between 0 and 100, was 101"), refused.getMessage());
        assertEquals("riskScore", refused.getPath().get(0).getFieldName());
    }

    @Test
    void a_required_field_left_out_is_a_mismatched_input_naming_it() {
        String noRef = "{\"title\": \"T\", \"riskScore\": 5, \"classification\": \"PUBLIC\", \"ownerOrgId\": \"o\"}";

        MismatchedInputException refused = assertThrows(MismatchedInputException.class,
                () -> mapper.readValue(noRef, OpenCase.class));

        assertTrue(refused.getMessage().contains("a required field is missing or null (externalRef)"),
                refused.getMessage());
        assertEquals(OpenCase.class, refused.getTargetType());
    }

    @Test
    void a_rule_across_fields_of_a_command_is_a_mismatched_input_in_the_commands_own_words() throws Exception {
        String sameTime = "{\"task\": \"%s\", \"expectedVersion\": 1, \"newDueAt\": \"2026-07-12T17:00:00Z\"}"
                .formatted(ApiSamples.TASK_HANDLE.toToken());
        String staleZero = "{\"caseId\": \"case-7f3a\", \"expectedVersion\": 0, \"targetStatus\": \"CLOSED\"}";
        String openOutcome = "{\"deadline\": \"%s\", \"expectedVersion\": 1, \"outcome\": \"OPEN\"}"
                .formatted(ApiSamples.DEADLINE_HANDLE.toToken());

        assertRefused(sameTime, RescheduleTask.class, "newDueAt: must differ from the task's current due time");
        assertRefused(staleZero, TransitionCase.class, "expectedVersion: must be at least 1, was 0");
        assertRefused(openOutcome, ResolveDeadline.class, "outcome: must be MET or MISSED");
    }

    @Test
    void an_instant_finer_than_a_millisecond_is_refused_by_the_command_not_rounded() {
        String tooFine = "{\"caseId\": \"case-7f3a\", \"deadlineType\": \"HEARING\", \"dueAt\": \"2026-07-12T17:00:00.0001Z\"}";

        assertRefused(tooFine, AddDeadline.class,
                "dueAt: must not be more precise than milliseconds");
    }

    @Test
    void an_instant_that_is_not_iso_8601_is_an_invalid_format() {
        String notIso = "{\"caseId\": \"case-7f3a\", \"deadlineType\": \"HEARING\", \"dueAt\": \"12/07/2026\"}";

        InvalidFormatException refused = assertThrows(InvalidFormatException.class,
                () -> mapper.readValue(notIso, AddDeadline.class));

        assertTrue(refused.getMessage().contains("must be an ISO-8601 UTC instant"), refused.getMessage());
        assertEquals("dueAt", refused.getPath().get(0).getFieldName());
    }

    @Test
    void a_handle_not_handed_out_by_a_receipt_is_an_invalid_format() {
        String forged = "{\"task\": \"dGFzayNjIzEj\", \"expectedVersion\": 1}";

        InvalidFormatException refused = assertThrows(InvalidFormatException.class,
                () -> mapper.readValue(forged, CompleteTask.class));

        assertTrue(refused.getMessage().contains("task: must be a task reference as a receipt or a listing gave it"),
                refused.getMessage());
    }

    @Test
    void an_answer_with_both_or_neither_side_is_a_mismatched_input() {
        TypeReference<Either<Rejection, Receipt>> answer = new TypeReference<>() {
        };

        assertThrows(MismatchedInputException.class, () -> mapper.readValue("{}", answer));
        assertThrows(MismatchedInputException.class, () -> mapper.readValue("{\"value\": 1}", answer));
        assertThrows(MismatchedInputException.class, () -> mapper.readValue(
                "{\"rejection\": {\"kind\": \"case-closed\", \"caseId\": \"c\"}, \"result\": null}", answer));
    }

    @Test
    void a_rejection_of_a_kind_there_is_none_of_is_an_invalid_type_id() {
        assertThrows(InvalidTypeIdException.class,
                () -> mapper.readValue("{\"kind\": \"NotFound\", \"entity\": \"case\", \"id\": \"c\"}", Rejection.class));
    }

    @Test
    void a_rejection_reads_back_by_its_kind_whatever_message_it_carries() throws JsonProcessingException {
        Rejection read = mapper.readValue("{\"kind\": \"not-found\", \"message\": \"anything\", \"entity\": \"case\","
                + " \"id\": \"case-9\"}", Rejection.class);

        assertEquals(new Rejection.NotFound("case", "case-9"), read);
    }

    private void assertRefused(String json, Class<?> command, String rule) {
        MismatchedInputException refused = assertThrows(MismatchedInputException.class,
                () -> mapper.readValue(json, command));

        assertTrue(refused.getMessage().contains(rule), refused.getMessage());
        assertEquals(command, refused.getTargetType());
    }
}
