package io.enforcementcore.adapters.dynamodb.client;

import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/** What is known of one TransactWriteItems once its attempts are over. */
public sealed interface TransactAnswer {

    /** The engine applied it. */
    record Applied() implements TransactAnswer {
    }

    /**
     * The engine refused it, after {@code attempts} requests; {@code afterLostAnswer}: an earlier attempt may
     * have run, so an item that no longer carries this commit's mark does not prove that it did not land.
     */
    record Cancelled(TransactionCanceledException cancelled, int attempts, boolean afterLostAnswer)
            implements TransactAnswer {
    }

    /**
     * An attempt may have run and no answer says whether it did: the connection failed, a timeout fired or
     * the server failed after it was sent, and the retries ran out or the call's time did. {@code resend}
     * sends the very same request again (same ClientRequestToken) and says what is known then.
     */
    record Lost(Throwable cause, int attempts, Supplier<TransactAnswer> resend) implements TransactAnswer {
    }
}
