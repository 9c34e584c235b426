package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.Tuple;
import io.vavr.Tuple2;
import io.vavr.control.Option;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * Turns a cancelled transaction into the rejection of the first failing change. Cancellation reasons
 * come in request order, one per operation; each ConditionalCheckFailed operation's guards read the
 * old item (returned by ALL_OLD, or, if the engine did not return it, one consistent GetItem made
 * only to word the rejection) and the failure of the lowest change index wins.
 */
final class CancellationExplainer {
    private final StorageClient client;

    CancellationExplainer(StorageClient client) {
        this.client = client;
    }

    Rejection explain(String command, List<WriteSpec> specs, TransactionCanceledException cancelled) {
        List<CancellationReason> reasons = cancelled.hasCancellationReasons() ? cancelled.cancellationReasons()
                : List.of();
        Option<Tuple2<Integer, Rejection>> first = Option.none();
        for (int index = 0; index < reasons.size() && index < specs.size(); index++) {
            CancellationReason reason = reasons.get(index);
            if (!TransientFailures.CONDITIONAL_CHECK_FAILED.equals(reason.code())) {
                continue;
            }
            Tuple2<Integer, Rejection> candidate = explain(command, specs.get(index), reason);
            if (first.isEmpty() || candidate._1 < first.get()._1) {
                first = Option.some(candidate);
            }
        }
        return first.map(Tuple2::_2).getOrElseThrow(() -> new IllegalStateException(
                "transaction refused for a reason other than a condition: " + describe(reasons), cancelled));
    }

    private Tuple2<Integer, Rejection> explain(String command, WriteSpec spec, CancellationReason reason) {
        Option<Map<String, AttributeValue>> old = reason.hasItem() && !reason.item().isEmpty()
                ? Option.some(reason.item())
                : client.get(command, spec.key());
        List<Guard> guards = spec.guards().stream().sorted(Comparator.comparingInt(Guard::changeIndex)).toList();
        for (Guard guard : guards) {
            Option<Rejection> failure = guard.failureOn(old);
            if (failure.isDefined()) {
                return Tuple.of(guard.changeIndex(), failure.get());
            }
        }
        // the item changed again between the failed write and the diagnosing read
        Guard firstGuard = guards.get(0);
        return Tuple.of(firstGuard.changeIndex(), firstGuard.unexplained());
    }

    private static String describe(List<CancellationReason> reasons) {
        return reasons.stream().map(r -> r.code() + (r.message() == null ? "" : " (" + r.message() + ")"))
                .collect(Collectors.joining(", ", "[", "]"));
    }
}
