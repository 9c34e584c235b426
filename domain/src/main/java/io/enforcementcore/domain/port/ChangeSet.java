package io.enforcementcore.domain.port;

import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.commit.CommitId;
import io.enforcementcore.domain.decision.Change;
import io.enforcementcore.domain.decision.Decision;
import io.enforcementcore.domain.decision.Expectation;
import io.enforcementcore.domain.decision.Precondition;
import io.enforcementcore.domain.decision.Subject;
import io.enforcementcore.domain.model.TenantId;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Everything one command writes: its {@link Decision}, and the idempotency record if the command
 * carries a key. A store applies a change set atomically: all of it or none of it.
 *
 * @param command    the command id of the design (C01..C14), for attribution of every storage call
 * @param authorship who writes it, when, and for which case: what every record it writes is stamped with
 */
public record ChangeSet(CommandId command, TenantId tenantId, Authorship authorship, Decision decision,
                        Option<IdempotencyRecord> idempotency) {
    /** The most records one atomic change may touch, the tightest store's bound; more is a programming error. */
    public static final int MAX_CHANGES = 100;

    public ChangeSet {
        Objects.requireNonNull(command, "command");
        Objects.requireNonNull(tenantId, "tenantId");
        Objects.requireNonNull(authorship, "authorship");
        Objects.requireNonNull(decision, "decision");
        Objects.requireNonNull(idempotency, "idempotency");
        if (decision.changes().isEmpty()) {
            throw new IllegalArgumentException("a change set needs at least one change");
        }
        for (Change change : decision.changes()) {
            if (!change.tenantId().equals(tenantId)) {
                throw new IllegalArgumentException("change " + change.getClass().getSimpleName()
                        + " belongs to tenant " + change.tenantId() + ", not " + tenantId);
            }
        }
        for (Precondition precondition : decision.preconditions()) {
            if (precondition.expectation() instanceof Expectation.Present present
                    && !present.owner().equals(tenantId)) {
                throw new IllegalArgumentException("precondition " + precondition + " expects tenant "
                        + present.owner() + "'s record, not " + tenantId + "'s");
            }
        }
        CreatedRecords.requireProvenance(authorship, decision.changes(), idempotency.isDefined());
    }

    public static ChangeSet of(CommandId command, TenantId tenantId, Authorship authorship, Decision decision) {
        return new ChangeSet(command, tenantId, authorship, decision, Option.none());
    }

    /** The same writes, remembered under an idempotency record. */
    public ChangeSet rememberedAs(IdempotencyRecord record) {
        return new ChangeSet(command, tenantId, authorship, decision, Option.some(record));
    }

    /** The name its records are marked with when it lands; the same for an equal change set. */
    public CommitId commitId() {
        return CommitId.of(this);
    }

    public List<Change> changes() {
        return decision.changes();
    }

    /**
     * What the store checks at commit, in the order failures are reported: the idempotency key first (a
     * retry is answered as one before anything else is looked at; a record of the key that expired by the
     * time the new one is recorded no longer claims it), then the decision's preconditions.
     */
    public List<Precondition> preconditions() {
        if (idempotency.isEmpty()) {
            return decision.preconditions();
        }
        List<Precondition> all = new ArrayList<>();
        idempotency.forEach(record ->
                all.add(new Precondition.Unused(new Subject.IdempotencyClaim(record.tenantId(), record.key()),
                        Option.some(record.recordedAt()))));
        all.addAll(decision.preconditions());
        return List.copyOf(all);
    }
}
