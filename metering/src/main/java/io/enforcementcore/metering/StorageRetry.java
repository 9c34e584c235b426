package io.enforcementcore.metering;

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
 */
public record StorageRetry(String attribution, String operation, Reason reason, int attempt, boolean retried) {

    public StorageRetry {
        Objects.requireNonNull(attribution, "attribution");
        Objects.requireNonNull(operation, "operation");
        Objects.requireNonNull(reason, "reason");
        if (attempt < 1) {
            throw new IllegalArgumentException("attempt must be at least 1, was " + attempt);
        }
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
