package io.enforcementcore.domain.port;

import io.enforcementcore.domain.model.TenantId;
import io.vavr.control.Option;
import java.util.List;
import java.util.Objects;

/**
 * Everything one command writes. A store applies a change set atomically (DynamoDB: one
 * TransactWriteItems), together with the idempotency record if there is one.
 *
 * @param command the command id of the design (C01..C14), for attribution of every storage call
 */
public record ChangeSet(String command, TenantId tenantId, List<Change> changes, Option<IdempotencyRecord> idempotency) {
    /** DynamoDB's limit on the items of one transaction; a set that cannot fit is a programming error. */
    public static final int MAX_CHANGES = 100;

    public ChangeSet {
        Objects.requireNonNull(command, "command");
        Objects.requireNonNull(tenantId, "tenantId");
        changes = List.copyOf(changes);
        Objects.requireNonNull(idempotency, "idempotency");
        if (changes.isEmpty()) {
            throw new IllegalArgumentException("a change set needs at least one change");
        }
        for (Change change : changes) {
            if (!change.tenantId().equals(tenantId)) {
                throw new IllegalArgumentException("change " + change.getClass().getSimpleName()
                        + " belongs to tenant " + change.tenantId() + ", not " + tenantId);
            }
        }
    }

    public static ChangeSet of(String command, TenantId tenantId, Option<IdempotencyRecord> idempotency,
                               Change... changes) {
        return new ChangeSet(command, tenantId, List.of(changes), idempotency);
    }
}
