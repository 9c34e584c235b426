package io.enforcementcore.adapters.dynamodb.port;

import io.enforcementcore.adapters.dynamodb.client.StorageClient;
import io.enforcementcore.adapters.dynamodb.client.TransactAnswer;
import io.enforcementcore.adapters.dynamodb.item.ItemSize;
import io.enforcementcore.adapters.dynamodb.table.KeyLimits;
import io.enforcementcore.adapters.dynamodb.write.CancellationExplainer;
import io.enforcementcore.adapters.dynamodb.write.ChangePlanner;
import io.enforcementcore.adapters.dynamodb.write.CommitMarks;
import io.enforcementcore.adapters.dynamodb.write.ItemWrites;
import io.enforcementcore.adapters.dynamodb.write.OldItems;
import io.enforcementcore.adapters.dynamodb.write.WriteSpec;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.Committed;
import io.enforcementcore.domain.port.ForStoringChanges;
import io.enforcementcore.domain.port.OutcomeUnknown;
import io.enforcementcore.domain.port.StorageFailure;
import io.enforcementcore.domain.rejection.Rejection;
import io.enforcementcore.metering.ItemWrite;
import io.enforcementcore.metering.WriteTotals;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.AbstractList;
import java.util.List;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * {@link ForStoringChanges} on DynamoDB: one TransactWriteItems per change set, every invariant a
 * condition of that transaction (no read before the write), sizes and key lengths checked before the
 * request. A cancelled transaction is explained by {@link CancellationExplainer}. The request is reported
 * at the item's own write units (index writes are DynamoDB's propagation, reported per item as
 * {@link ItemWrite}s once the transaction has landed); since nothing is read first, an operation whose
 * item the change set does not tell is priced at the least it can cost and the report says so
 * ({@link ItemWrite#lowerBound}), with the engine's own figure beside it where the engine gives one.
 *
 * <p>Every commit carries one random ClientRequestToken, chosen once and sent unchanged by every retry of
 * that commit, so DynamoDB takes a retry for the same request: when an attempt was applied but its answer
 * was lost, the retry is answered with success (within DynamoDB's ten-minute token window) instead of
 * running again and failing its own conditions. The token is never derived from a caller's idempotency
 * key: DynamoDB refuses a token reused with other parameters for ten minutes after its first use, even
 * when that use was cancelled, and a command planned again (new event ids, new times) always has other
 * parameters. A key's durable guard is the idempotency record and its {@code attribute_not_exists}.
 *
 * <p>The token only covers an identical request within ten minutes, and engines other than DynamoDB
 * ignore it. Beyond it, a cancelled transaction first looks at the old items of its failed conditions:
 * when one carries this change set's own commit id, the commit had landed and is answered as such
 * ({@link CommitMarks}), whenever it was sent again and whatever changed since.
 *
 * <p>An answer that never came (a timeout fired or the connection failed after the request was sent, and
 * the retries ran out) is not guessed at: {@link LostAnswers} settles it before the port answers.
 */
public final class DynamoDbChangeStore implements ForStoringChanges {
    private static final Logger LOG = LoggerFactory.getLogger(DynamoDbChangeStore.class);
    /** DynamoDB's limit of operations in one transaction. */
    public static final int MAX_TRANSACTION_ITEMS = 100;

    private final StorageClient client;
    private final ChangePlanner planner;
    private final CancellationExplainer explainer;
    private final LostAnswers lostAnswers;

    public DynamoDbChangeStore(StorageClient client, ChangePlanner planner) {
        this.client = client;
        this.planner = planner;
        this.explainer = new CancellationExplainer(client);
        this.lostAnswers = new LostAnswers(client);
    }

    @Override
    public Either<Rejection, Committed> commit(ChangeSet set) {
        List<WriteSpec> specs;
        try {
            specs = planner.plan(set);
        } catch (KeyLimits.KeyTooLong tooLong) {
            return Either.left(new Rejection.InvalidInput(tooLong.attribute(), tooLong.getMessage()));
        }
        Option<Rejection> tooLarge = oversized(specs);
        if (tooLarge.isDefined()) {
            return Either.left(tooLarge.get());
        }
        if (specs.size() > MAX_TRANSACTION_ITEMS) {
            throw new IllegalArgumentException(set.command().id() + " needs " + specs.size()
                    + " operations, over DynamoDB's " + MAX_TRANSACTION_ITEMS + " per transaction");
        }
        List<TransactWriteItem> items = specs.stream().map(spec -> spec.toTransactItem(client.table())).toList();
        TransactWriteItemsRequest.Builder request = TransactWriteItemsRequest.builder().transactItems(items);
        request.clientRequestToken(UUID.randomUUID().toString());
        List<ItemWrite> writes = client.metering() ? ItemWrites.of(set.command().id(), specs) : List.of();
        WriteTotals totals = WriteTotals.of(writes);
        // named only when a retry is reported: the commit path makes no list of them
        List<String> itemTypes = new AbstractList<>() {
            @Override
            public String get(int index) {
                return ItemWrites.entityType(specs.get(index)).label();
            }

            @Override
            public int size() {
                return specs.size();
            }
        };
        TransactAnswer answer = client.transactWrite(set.command().id(), request, itemTypes, items.size(),
                totals.bytes(), totals.capacityUnits(), totals.lowerBound());
        return new CommitAnswers(set, specs, writes).answered(answer);
    }

    /** What a change set's transaction was answered, turned into the port's answer. */
    private final class CommitAnswers implements LostAnswers.Definite<Either<Rejection, Committed>> {
        private final ChangeSet set;
        private final List<WriteSpec> specs;
        private final List<ItemWrite> writes;

        CommitAnswers(ChangeSet set, List<WriteSpec> specs, List<ItemWrite> writes) {
            this.set = set;
            this.specs = specs;
            this.writes = writes;
        }

        @Override
        public Either<Rejection, Committed> answered(TransactAnswer answer) {
            if (answer instanceof TransactAnswer.Lost lost) {
                return lostAnswers.settle(set, specs, lost, this);
            }
            if (answer instanceof TransactAnswer.Cancelled cancelled) {
                return cancelled(cancelled);
            }
            return landed();
        }

        @Override
        public Either<Rejection, Committed> landed() {
            // reported once, whichever attempt (or earlier call) of this very change set landed
            client.reportItemWrites(writes);
            return Either.right(new Committed(set.command(), (int) specs.stream().filter(WriteSpec::writes).count()));
        }

        private Either<Rejection, Committed> cancelled(TransactAnswer.Cancelled answer) {
            TransactionCanceledException cancelled = answer.cancelled();
            OldItems old;
            try {
                old = OldItems.of(client, set.command().id(), specs, cancelled);
            } catch (StorageFailure unread) {
                if (!answer.afterLostAnswer()) {
                    throw unread;
                }
                // what would tell whether an earlier attempt landed could not be read: the outcome stays open
                throw new OutcomeUnknown("TransactWriteItems of " + set.command().id(), set.commitId(),
                        answer.attempts(), unread);
            }
            if (CommitMarks.carriedBy(old, set)) {
                return landed();
            }
            if (answer.afterLostAnswer() && !LostAnswers.hasFact(specs)) {
                // an earlier attempt may have landed and been written over since: no fact of its own to tell
                throw new OutcomeUnknown("TransactWriteItems of " + set.command().id(), set.commitId(),
                        answer.attempts(), cancelled);
            }
            // a business answer, counted by the command's observer: DEBUG, not WARN, and never the keys
            if (LOG.isDebugEnabled()) {
                LOG.debug("{} transaction cancelled ({}): answered as a rejection", set.command().id(),
                        cancelled.hasCancellationReasons() ? cancelled.cancellationReasons().stream()
                                .map(reason -> String.valueOf(reason.code())).toList() : "no reasons");
            }
            return Either.left(explainer.explain(set.command().id(), specs, cancelled, old));
        }
    }

    /** The first item that would exceed DynamoDB's 400 KB item limit, refused before any request. */
    public static Option<Rejection> oversized(List<WriteSpec> specs) {
        for (WriteSpec spec : specs) {
            if (spec.kind() == WriteSpec.WriteKind.PUT && spec.itemBytes() > ItemSize.MAX_ITEM_BYTES) {
                return Option.some(new Rejection.ItemTooLarge(spec.entity(), spec.itemBytes(),
                        ItemSize.MAX_ITEM_BYTES));
            }
        }
        return Option.none();
    }
}
