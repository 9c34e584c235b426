package io.enforcementcore.application.runtime;

import io.enforcementcore.application.command.IdempotentCommand;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.ForRecallingCommands.RecallWithCase;
import io.enforcementcore.domain.port.IdempotencyRecord;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Runs a validated command: plans it, commits its change set and, when the request carries an
 * idempotency key, makes a retry answer the first call's receipt.
 *
 * <p>Only successful commands are remembered: the idempotency record is written in the same
 * transaction as the command, so a request that was rejected leaves no record and simply runs again
 * when retried (and may succeed then). A retry is recognised by its {@link Fingerprint}; the same key
 * with a different request is {@link Rejection.IdempotencyKeyReused}. When two identical requests race,
 * the store lets one record win and the loser recalls it and answers as a retry.
 *
 * <p>A keyed command that reads its case's META before it plans reads it in the request that recalls its
 * record (one round trip, not two): a retry then ignores what it read of the case, as it ignored the case
 * before, and a first call plans from it as it would from its own read.
 *
 * <p>A record is kept for the policy's idempotency window ({@link
 * io.enforcementcore.domain.model.RetentionPolicy}); once it has expired the key is free again, and a
 * request under it, the same or another, runs as a new one. A client that retries after the window
 * is not retrying any more.
 */
public final class CommandRunner {
    private final Wiring wiring;
    private final Observing observing;

    public CommandRunner(Wiring wiring, Observing observing) {
        this.wiring = wiring;
        this.observing = observing;
    }

    /** A receipt, and whether it was recalled from an earlier call's idempotency record. */
    private record Answer(Receipt receipt, boolean replayed) {
        static Either<Rejection, Answer> fresh(Either<Rejection, Receipt> outcome) {
            return outcome.map(receipt -> new Answer(receipt, false));
        }
    }

    /**
     * A command that reads nothing of its case before it plans, or reads what no batch with its record serves.
     *
     * @param command the command it runs
     * @param request the caller's request, fingerprinted without its idempotency key
     * @param allowed the access policy's answer, decided before the call and observed with it
     * @param planner reads what the command needs and plans its writes; runs only if this is no retry
     */
    public Either<Rejection, Receipt> run(Principal principal, CommandId command, IdempotentCommand request,
                                   Either<Rejection, ?> allowed, Supplier<Either<Rejection, Plan>> planner) {
        return run(principal, command, request, allowed, Option.none(), read -> planner.get());
    }

    /**
     * A command whose new records carry its case's provenance ({@link Wiring#provenance}): with an idempotency
     * key, on a case this instance does not remember, META is read in the record's request, not after it.
     */
    public Either<Rejection, Receipt> runOnCase(Principal principal, CommandId command, IdempotentCommand request,
                                         CaseId caseId, Either<Rejection, ?> allowed,
                                         Supplier<Either<Rejection, Plan>> planner) {
        Option<CaseId> unknown = wiring.provenances().known(principal.tenantId(), caseId).isDefined()
                ? Option.none() : Option.some(caseId);
        return run(principal, command, request, allowed, unknown, read -> planner.get());
    }

    /**
     * A command that plans from its case's META ({@link Wiring#caseMetadata(Principal, CaseId)}): with an
     * idempotency key, META is read in the record's request, not after it.
     */
    public Either<Rejection, Receipt> runOnMetadata(Principal principal, CommandId command, IdempotentCommand request,
                                             CaseId caseId, Either<Rejection, ?> allowed,
                                             Function<CaseMetadata, Either<Rejection, Plan>> planner) {
        return run(principal, command, request, allowed, Option.some(caseId),
                read -> read.getOrElse(() -> wiring.caseMetadata(principal, caseId)).flatMap(planner));
    }

    /** {@code planner} gets META as read with the record, if {@code readWithRecord} names a case and a key is given. */
    private Either<Rejection, Receipt> run(Principal principal, CommandId command, IdempotentCommand request,
                                    Either<Rejection, ?> allowed, Option<CaseId> readWithRecord,
                                    Function<Option<Either<Rejection, CaseMetadata>>, Either<Rejection, Plan>> planner) {
        return observing.observe(command, principal.tenantId(),
                () -> allowed.flatMap(ok -> request.idempotencyKey().fold(
                        () -> Answer.fresh(plan(() -> planner.apply(Option.none()))
                                .flatMap(plan -> commit(plan, Option.none()))),
                        key -> runOnce(principal, key, Fingerprint.of(command, request), readWithRecord, planner))),
                Answer::replayed).map(Answer::receipt);
    }

    private Either<Rejection, Answer> runOnce(Principal principal, IdempotencyKey key, String fingerprint,
                                               Option<CaseId> readWithRecord,
                                               Function<Option<Either<Rejection, CaseMetadata>>,
                                                       Either<Rejection, Plan>> planner) {
        TenantId tenant = principal.tenantId();
        Instant now = wiring.now();
        Option<IdempotencyRecord> earlier;
        Option<Either<Rejection, CaseMetadata>> metadata = Option.none();
        if (readWithRecord.isDefined()) {
            CaseId caseId = readWithRecord.get();
            RecallWithCase read = wiring.storage().commands().recallWithCase(tenant, key, now, caseId);
            earlier = read.record();
            metadata = Option.some(wiring.caseMetadata(principal, caseId, read.metadata()));
        } else {
            earlier = wiring.storage().commands().recall(tenant, key, now);
        }
        if (earlier.isDefined()) {
            return answerRetry(earlier.get(), fingerprint);
        }
        Option<Either<Rejection, CaseMetadata>> read = metadata;
        return plan(() -> planner.apply(read)).flatMap(plan -> {
            IdempotencyRecord record = new IdempotencyRecord(tenant, key, fingerprint, plan.receipt(), now,
                    wiring.retention().idempotencyExpiry(now));
            Either<Rejection, Receipt> outcome = commit(plan, Option.some(record));
            if (outcome.isLeft() && outcome.getLeft() instanceof Rejection.IdempotencyKeyReused) {
                return wiring.storage().commands().recall(tenant, key, now)
                        .map(winner -> answerRetry(winner, fingerprint))
                        .getOrElse(() -> Answer.fresh(outcome));
            }
            return Answer.fresh(outcome);
        });
    }

    private static Either<Rejection, Answer> answerRetry(IdempotencyRecord earlier, String fingerprint) {
        return earlier.requestFingerprint().equals(fingerprint)
                ? Either.right(new Answer(earlier.receipt(), true))
                : Either.left(new Rejection.IdempotencyKeyReused(earlier.key().value()));
    }

    /** Value objects refused while planning (after the reads) are still the caller's invalid input. */
    private static Either<Rejection, Plan> plan(Supplier<Either<Rejection, Plan>> planner) {
        return PlanningRefusals.caught(planner).flatMap(planned -> planned);
    }

    private Either<Rejection, Receipt> commit(Plan plan, Option<IdempotencyRecord> idempotency) {
        ChangeSet changes = plan.changeSet(idempotency);
        return CommitLog.committing(changes, plan.receipt(), () -> wiring.storage().changes().commit(changes))
                .map(committed -> plan.receipt());
    }
}
