package io.enforcementcore.metering;

import java.util.List;
import java.util.Objects;

/**
 * One transient failure of a storage request, reported by a store that retries by itself: what it
 * served, the operation, why it failed, the attempt that failed and whether another attempt follows
 * (false when the store gave up and the caller gets a retryable failure).
 *
 * @param attribution the access pattern or command id the request served
 * @param operation   the storage operation, such as {@code Query}
 * @param attempt     the requests made so far, the failed one included (a client that retried by itself counts
 *                    each of its requests), from 1: the count a giving-up failure carries too
 * @param contended   the types of the items a cancelled transaction's reasons named as in conflict or throttled,
 *                    in request order (e.g. {@code CaseState}): what tells which item a hot case's commands meet on;
 *                    empty when the failure named no item
 */
public record StorageRetry(String attribution, String operation, Reason reason, int attempt, boolean retried,
                           List<String> contended) {

    public StorageRetry {
        Objects.requireNonNull(attribution, "attribution");
        Objects.requireNonNull(operation, "operation");
        Objects.requireNonNull(reason, "reason");
        if (attempt < 1) {
            throw new IllegalArgumentException("attempt must be at least 1, was " + attempt);
        }
        contended = List.copyOf(contended);
    }

    /** A failure that names no item. */
    public StorageRetry(String attribution, String operation, Reason reason, int attempt, boolean retried) {
        this(attribution, operation, reason, attempt, retried, List.of());
    }

    /** Why a request was worth another attempt. */
    public enum Reason {
        /** The table, an index or the account was over its throughput. */
        THROTTLED,
        /** A transaction met another one on the same item. */
        TRANSACTION_CONFLICT,
        /** The service answered with an error of its own. */
        SERVER_ERROR,
        /** The request or its answer was lost on the way. */
        NETWORK;

        /** The tag value a metric or a log line shows, e.g. {@code transaction-conflict}. */
        public String label() {
            return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
        }
    }
}
