package io.enforcementcore.workbench;

import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;

/** Counts the commands the seeding issues, and keeps the first rejections for the report. */
final class CountingInvoker implements Invoker {
    private static final int KEPT_REJECTIONS = 5;

    private final Map<String, Integer> accepted = new TreeMap<>();
    private final List<String> rejections = new ArrayList<>();
    private int rejected;

    @Override
    public Either<Rejection, Receipt> invoke(String commandId, Supplier<Either<Rejection, Receipt>> call) {
        Either<Rejection, Receipt> answer = call.get();
        count(commandId, answer);
        return answer;
    }

    /** Counted under the invoker's lock: the seeding's lanes share one invoker. */
    private synchronized void count(String commandId, Either<Rejection, Receipt> answer) {
        if (answer.isRight()) {
            accepted.merge(commandId, 1, Integer::sum);
        } else {
            rejected++;
            if (rejections.size() < KEPT_REJECTIONS) {
                rejections.add(commandId + ": " + answer.getLeft().message());
            }
        }
    }

    /** Accepted commands by id, in id order. */
    synchronized Map<String, Integer> accepted() {
        return accepted;
    }

    synchronized int totalAccepted() {
        return accepted.values().stream().mapToInt(Integer::intValue).sum();
    }

    synchronized int rejected() {
        return rejected;
    }

    synchronized List<String> firstRejections() {
        return rejections;
    }
}
