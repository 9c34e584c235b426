package io.enforcementcore.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.enforcementcore.domain.rejection.Rejection;
import io.enforcementcore.domain.rejection.RejectionKinds;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class ErrorReportKindsTest {

    @Test
    void each_rejection_has_a_kind_of_its_own_in_words_an_error_report_accepts() {
        List<Rejection> oneOfEach = List.of(new Rejection.InvalidInput("f", "r"), new Rejection.NotFound("case", "c"),
                new Rejection.Forbidden("a", "r"), new Rejection.DuplicateExternalRef("R"),
                new Rejection.StaleVersion("case", "c", 1, 2), new Rejection.IllegalTransition("A", "B"),
                new Rejection.CaseClosed("c"), new Rejection.TaskNotOpen("t", "DONE"),
                new Rejection.DeadlineNotOpen("d", "MET"), new Rejection.PartyAlreadyLinked("c", "p"),
                new Rejection.IdempotencyKeyReused("k"), new Rejection.InvalidCursor("r"),
                new Rejection.ItemTooLarge("evidence", 2, 1));

        Set<String> kinds = oneOfEach.stream().map(RejectionKinds::of)
                .map(kind -> new ErrorReport(kind, "m", ExitCode.REJECTED).kind()).collect(Collectors.toSet());

        assertEquals(Rejection.class.getPermittedSubclasses().length, oneOfEach.size(), "one of each rejection");
        assertEquals(oneOfEach.size(), kinds.size(), kinds.toString());
    }
}
