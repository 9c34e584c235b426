package io.enforcementcore.workbench;

import io.enforcementcore.domain.rejection.Rejection;
import io.enforcementcore.metering.ItemWrite;
import io.enforcementcore.metering.StorageCall;
import io.vavr.control.Either;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Facade calls measured one by one, in order: the storage requests and item writes of each answer, and
 * the calls on valid input that were refused all the same (the measurement then is not the one asked for).
 */
final class MeasuredAnswers {
    private final StorageLedger ledger;
    private final List<Measured<?>> answers = new ArrayList<>();
    private final List<String> names = new ArrayList<>();
    private final List<String> refusals = new ArrayList<>();

    MeasuredAnswers(StorageLedger ledger) {
        this.ledger = ledger;
    }

    /** Measures one call; {@code what} names it if it is refused. */
    <T> Either<Rejection, T> measure(String what, Supplier<Either<Rejection, T>> call) {
        Measured<T> measured = Measured.measure(ledger, call);
        answers.add(measured);
        names.add(what);
        measured.outcome().swap().forEach(rejection -> refusals.add(what + ": " + rejection.message()));
        return measured.outcome();
    }

    /** Refusals met before the measured calls, e.g. while seeding. */
    void refusedBefore(List<String> earlier) {
        refusals.addAll(0, earlier);
    }

    /** The storage requests of each answer, one list per answer. */
    List<List<StorageCall>> calls() {
        return answers.stream().<List<StorageCall>>map(Measured::calls).toList();
    }

    /** The wall time of every answer, in nanoseconds, by the name it was measured under, in order. */
    Map<String, List<Long>> nanosByName() {
        Map<String, List<Long>> nanos = new LinkedHashMap<>();
        for (int i = 0; i < answers.size(); i++) {
            nanos.computeIfAbsent(names.get(i), name -> new ArrayList<>()).add(answers.get(i).nanos());
        }
        return nanos;
    }

    /** The item writes of each answer, one list per answer. */
    List<List<ItemWrite>> writes() {
        return answers.stream().<List<ItemWrite>>map(Measured::writes).toList();
    }

    /** What was refused, each as "what: why". */
    List<String> refusals() {
        return List.copyOf(refusals);
    }

    /**
     * Each answer in order, summed for scripts: {@code id}, {@code refused}, {@code requests},
     * {@code itemsExamined}, {@code itemsReturned}, {@code capacityUnits}, {@code itemsWritten}.
     */
    List<Map<String, Object>> summaries() {
        List<Map<String, Object>> summaries = new ArrayList<>();
        for (int i = 0; i < answers.size(); i++) {
            Measured<?> answer = answers.get(i);
            Map<String, Object> summary = new LinkedHashMap<>();
            summary.put("id", names.get(i));
            summary.put("refused", answer.outcome().isLeft());
            summary.put("requests", answer.calls().size());
            summary.put("itemsExamined", answer.calls().stream().mapToLong(StorageCall::itemsExamined).sum());
            summary.put("itemsReturned", answer.calls().stream().mapToLong(StorageCall::itemsReturned).sum());
            summary.put("capacityUnits", answer.calls().stream().mapToDouble(StorageCall::capacityUnits).sum());
            summary.put("itemsWritten", answer.writes().size());
            summaries.add(summary);
        }
        return summaries;
    }

    /** Prints every refusal to {@code err}: 0 when there was none, {@link ExitCode#FAILED} otherwise. */
    int exitCode(PrintWriter err) {
        refusals.forEach(refusal -> err.println("rejected " + refusal));
        err.flush();
        return (refusals.isEmpty() ? ExitCode.DONE : ExitCode.FAILED).code();
    }
}
