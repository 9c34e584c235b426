package io.enforcementcore.adapters.dynamodb.write;

import io.enforcementcore.adapters.dynamodb.client.StorageClient;
import io.enforcementcore.domain.port.StoreUnavailable;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.Tuple2;
import io.vavr.Tuple;
import io.vavr.control.Option;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * Turns a cancelled transaction into the rejection of the first failing precondition. Cancellation
 * reasons come in request order, one per operation; the guards of each ConditionalCheckFailed operation
 * read the old item (returned by ALL_OLD, or, if the engine did not return it, one consistent GetItem
 * made only to word the rejection) and the failure of the lowest position wins. A cancellation no
 * precondition explains is no business answer: an item the engine refused is the caller's invalid input,
 * anything else (such as an item that changed again before it was read) is a {@link StoreUnavailable}.
 */
public final class CancellationExplainer {
    public static final String VALIDATION_ERROR = "ValidationError";

    private final StorageClient client;

    public CancellationExplainer(StorageClient client) {
        this.client = client;
    }

    public Rejection explain(String command, List<WriteSpec> specs, TransactionCanceledException cancelled) {
        return explain(command, specs, cancelled, OldItems.of(client, command, specs, cancelled));
    }

    /** As {@link #explain(String, List, TransactionCanceledException)}, on the old items read already. */
    public Rejection explain(String command, List<WriteSpec> specs, TransactionCanceledException cancelled,
                             OldItems old) {
        List<CancellationReason> reasons = OldItems.reasons(cancelled);
        Option<Tuple2<Integer, Rejection>> first = Option.none();
        for (int index = 0; index < reasons.size() && index < specs.size(); index++) {
            if (old.failedAt(index)) {
                Option<Tuple2<Integer, Rejection>> candidate = explain(specs.get(index), old.at(index));
                if (candidate.isDefined() && (first.isEmpty() || candidate.get()._1 < first.get()._1)) {
                    first = candidate;
                }
            }
        }
        return first.map(Tuple2::_2).getOrElse(() -> unexplained(command, specs, reasons, cancelled));
    }

    /** The first guard of the operation that fails on the item as it was. */
    private static Option<Tuple2<Integer, Rejection>> explain(WriteSpec spec, Option<Map<String, AttributeValue>> old) {
        return Option.ofOptional(spec.guards().stream().sorted(Comparator.comparingInt(Guard::position))
                .flatMap(guard -> guard.failureOn(old).map(failure -> Tuple.of(guard.position(), failure))
                        .toJavaStream())
                .findFirst());
    }

    private static Rejection unexplained(String command, List<WriteSpec> specs, List<CancellationReason> reasons,
                                         TransactionCanceledException cancelled) {
        for (int index = 0; index < reasons.size() && index < specs.size(); index++) {
            if (VALIDATION_ERROR.equals(reasons.get(index).code())) {
                String entity = specs.get(index).entity();
                return new Rejection.InvalidInput(entity, "DynamoDB refused the " + entity + " item: "
                        + Option.of(reasons.get(index).message()).getOrElse("no reason given"));
            }
        }
        throw new StoreUnavailable("TransactWriteItems of " + command + " (cancelled: " + describe(reasons) + ")", 1,
                cancelled);
    }

    private static String describe(List<CancellationReason> reasons) {
        return reasons.stream().map(r -> r.code() + (r.message() == null ? "" : " (" + r.message() + ")"))
                .collect(Collectors.joining(", ", "[", "]"));
    }
}
