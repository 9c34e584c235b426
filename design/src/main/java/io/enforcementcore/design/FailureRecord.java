package io.enforcementcore.design;

import io.enforcementcore.adapters.dynamodb.DynamoDbStorage;
import io.enforcementcore.domain.port.OutcomeUnknown;
import io.enforcementcore.domain.port.StorageFailure;
import io.enforcementcore.domain.port.StoreDefect;
import io.enforcementcore.domain.port.StoreMisconfigured;
import io.enforcementcore.domain.port.StoreUnavailable;
import java.util.Map;

/**
 * The ADR's section on failures and retries: the storage failures a caller can meet, read from the
 * sealed {@link StorageFailure} family so that a new kind cannot go unexplained, and who retries what.
 */
final class FailureRecord {
    private static final Map<Class<?>, String> MEANINGS = Map.of(
            StoreUnavailable.class, "throttling, a transaction conflict, a server error or the network still "
                    + "failing after the last attempt, or a commit cancelled for no business reason (a new fact "
                    + "under an event id another commit used, which a command planned again does not reuse); "
                    + "retryable",
            StoreMisconfigured.class, "the table or an index is missing (the message names the table and "
                    + "says to run `create-table`), an existing table differs from the design (`create-table` "
                    + "refuses it and lists the differences, as `check-table` does), or the credentials are "
                    + "missing or refused; not retryable",
            StoreDefect.class, "DynamoDB refused the request as invalid (a validation error): a defect of this "
                    + "library or of the table's shape, reported with the request id; not retryable",
            OutcomeUnknown.class, "a commit whose answer was lost (a timeout fired or the connection failed after "
                    + "it was sent) that the store could not settle: it reads back whether the commit's items carry "
                    + "its commit id and sends the same request again, for at most a few rounds, and the store "
                    + "stayed unreachable all along; the commit may have landed, the failure names its commit id, "
                    + "and retrying the command with the same idempotency key settles it; retryable");

    private FailureRecord() {
    }

    static String render() {
        StringBuilder md = new StringBuilder("## Failures and retries\n\n")
                .append("A business rule that fails is a rejection, returned as a value; a store that fails is a ")
                .append("`StorageFailure`, thrown, and nothing raw from the AWS SDK crosses a port:\n\n");
        for (Class<?> kind : StorageFailure.class.getPermittedSubclasses()) {
            String meaning = MEANINGS.get(kind);
            if (meaning == null) {
                throw new IllegalStateException(kind.getSimpleName() + " has no meaning in the ADR");
            }
            md.append("- `").append(kind.getSimpleName()).append("`: ").append(meaning).append('\n');
        }
        return md.append("\nOne retry loop, never two stacked, because stacked loops multiply their attempts ")
                .append("(every attempt of the outer loop runs the whole inner loop against an already throttled partition):\n\n")
                .append("- On a client the user built (`DynamoDbStorage.builder(client, table)`), the client's retry ")
                .append("strategy, standard or adaptive as configured, is the only loop and the adapter makes one ")
                .append("attempt. The SDK retries throttling and server errors; a transaction cancelled by a ")
                .append("conflict is not retried by it and surfaces as a retryable `StoreUnavailable`.\n")
                .append("- `retryingInTheAdapter(attempts, base, cap)` moves the loop into the adapter, which also ")
                .append("retries transaction conflicts, and is refused unless the client makes one attempt itself.\n")
                .append("- The endpoint-and-region convenience (`DynamoDbStorage.connect`) builds a single-attempt ")
                .append("client and retries in the adapter: ").append(DynamoDbStorage.CONNECT_ATTEMPTS)
                .append(" attempts, full-jitter backoff from ").append(DynamoDbStorage.CONNECT_BACKOFF_BASE.toMillis()).append(" ms up to ")
                .append(DynamoDbStorage.CONNECT_BACKOFF_CAP.toMillis()).append(" ms.\n")
                .append("- A failed condition is an answer, never retried. A command that carries an idempotency ")
                .append("key is safe to retry as a whole: its idempotency record makes a second commit a replay.\n")
                .append("- An answer that never came is never taken for a failure: a commit whose attempt may have run ")
                .append("(a timeout fired, the connection failed or the server erred after it was sent) is settled ")
                .append("before it is answered, so `StoreUnavailable` from a commit always means nothing was written.\n\n")
                .toString();
    }
}
