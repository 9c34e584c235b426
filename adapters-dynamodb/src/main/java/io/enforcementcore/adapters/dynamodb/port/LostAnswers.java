package io.enforcementcore.adapters.dynamodb.port;

import io.enforcementcore.adapters.dynamodb.client.StorageClient;
import io.enforcementcore.adapters.dynamodb.client.TransactAnswer;
import io.enforcementcore.adapters.dynamodb.table.ItemKey;
import io.enforcementcore.adapters.dynamodb.write.CommitMarks;
import io.enforcementcore.adapters.dynamodb.write.WriteSpec;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.commit.CommitId;
import io.enforcementcore.domain.port.OutcomeUnknown;
import io.enforcementcore.domain.port.StorageFailure;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Settles a commit whose answer was lost: reads back, strongly consistent, the items it puts or updates.
 * One of them carrying its commit id proves it landed. Otherwise it is sent again, unchanged: a fact is
 * put only where there is none, so the resend lands only if the first did not, and an engine's answer to
 * it is definite (a cancellation whose old items carry the commit id says it had landed). Bounded: at
 * most {@link #ROUNDS} rounds of read-then-resend within {@link #WITHIN}; a store that stays unreachable
 * that long leaves the outcome open, and the caller hears {@link OutcomeUnknown}.
 */
final class LostAnswers {
    private static final Logger LOG = LoggerFactory.getLogger(LostAnswers.class);
    static final int ROUNDS = 5;
    static final Duration WITHIN = Duration.ofSeconds(30);

    /** What the change store does with a definite answer. */
    interface Definite<T> {
        T landed();

        T answered(TransactAnswer answer);
    }

    private final StorageClient client;

    LostAnswers(StorageClient client) {
        this.client = client;
    }

    <T> T settle(ChangeSet set, List<WriteSpec> specs, TransactAnswer.Lost lost, Definite<T> definite) {
        CommitId commit = set.commitId();
        LOG.warn("{} answer lost after {} attempts ({}); settling commit {}", set.command().id(), lost.attempts(),
                lost.cause().getMessage(), commit.value());
        List<ItemKey> marked = specs.stream().filter(spec -> spec.kind() == WriteSpec.WriteKind.PUT
                || spec.kind() == WriteSpec.WriteKind.UPDATE).map(WriteSpec::key).distinct().toList();
        long deadline = System.nanoTime() + WITHIN.toNanos();
        int attempts = lost.attempts();
        Throwable last = lost.cause();
        TransactAnswer.Lost pending = lost;
        for (int round = 1; round <= ROUNDS && System.nanoTime() < deadline; round++) {
            client.backOff(round);
            try {
                if (carriesMark(client.batchGet(set.command().id(), marked), set)) {
                    LOG.info("{} commit {} had landed; answered as landed", set.command().id(), commit.value());
                    return definite.landed();
                }
                TransactAnswer again = pending.resend().get();
                if (!(again instanceof TransactAnswer.Lost stillLost)) {
                    return definite.answered(again);
                }
                attempts += stillLost.attempts();
                last = stillLost.cause();
                pending = stillLost;
            } catch (StorageFailure unreachable) {
                last = unreachable;
                if (!unreachable.retryable()) {
                    break; // the commit may still have landed: no other failure may say it did not
                }
            }
        }
        LOG.warn("{} commit {} not settled: the store stayed unreachable; it may have landed", set.command().id(),
                commit.value());
        throw new OutcomeUnknown("TransactWriteItems of " + set.command().id(), commit, attempts, last);
    }

    /** Whether the set has a fact: an item put only where there is none, which no later commit rewrites. */
    static boolean hasFact(List<WriteSpec> specs) {
        return specs.stream().anyMatch(WriteSpec::putsOnlyIfNew);
    }

    private static boolean carriesMark(Map<ItemKey, Map<String, AttributeValue>> items, ChangeSet set) {
        List<CommitId> ids = new ArrayList<>(List.of(set.commitId()));
        ids.addAll(CommitId.formerOf(set));
        return items.values().stream().anyMatch(item -> ids.stream().anyMatch(id -> CommitMarks.isMarkedBy(item, id)));
    }
}
