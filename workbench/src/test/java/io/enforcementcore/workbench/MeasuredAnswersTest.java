package io.enforcementcore.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.enforcementcore.domain.rejection.Rejection;
import io.enforcementcore.metering.ItemWrite;
import io.enforcementcore.metering.StorageCall;
import io.vavr.control.Either;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

class MeasuredAnswersTest {
    private static final StorageCall METADATA_READ = new StorageCall("AP01", "GetItem", "table", 1, 1, 300, 1, 1);
    private static final ItemWrite TIMELINE_PUT = new ItemWrite("C09", "Put", "TimelineEvent", 400, 2, List.of());

    private final StorageLedger ledger = new StorageLedger();
    private final MeasuredAnswers answers = new MeasuredAnswers(ledger);

    @Test
    void keeps_the_requests_and_item_writes_of_each_answer_apart() {
        answers.measure("AP01", () -> {
            ledger.record(METADATA_READ);
            return Either.right(1);
        });
        answers.measure("C09", () -> {
            ledger.recordItemWrite(TIMELINE_PUT);
            return Either.right(1);
        });

        assertEquals(List.of(List.of(METADATA_READ), List.of()), answers.calls());
        assertEquals(List.of(List.of(), List.of(TIMELINE_PUT)), answers.writes());
        assertEquals(0, answers.exitCode(new PrintWriter(new StringWriter())));
    }

    @Test
    void a_call_refused_on_valid_input_fails_the_run_and_is_named() {
        answers.refusedBefore(List.of("C03: party 'P-1' is already linked"));
        answers.measure("AP01", () -> Either.left(new Rejection.NotFound("case", "c-1")));
        StringWriter err = new StringWriter();

        assertEquals(ExitCode.FAILED.code(), answers.exitCode(new PrintWriter(err)));
        assertEquals(List.of("rejected C03: party 'P-1' is already linked", "rejected AP01: case 'c-1' was not found"),
                err.toString().lines().toList());
    }
}
