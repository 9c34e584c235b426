package io.enforcementcore.adapters.inmemory;

import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.DeadlineHandle;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.port.Change;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * The condition of every change, evaluated against the store as it is before the change set (the
 * caller holds the write lock), as DynamoDB evaluates a transaction's conditions. The idempotency
 * record comes first, then the changes in list order; the first failure is the answer.
 */
final class Conditions {
    private final MemoryTables store;

    Conditions(MemoryTables store) {
        this.store = store;
    }

    Option<Rejection> firstFailure(ChangeSet changes) {
        Option<Rejection> reused = changes.idempotency()
                .filter(record -> store.idempotencyRecord(record.tenantId(), record.key()).isDefined())
                .map(record -> new Rejection.IdempotencyKeyReused(record.key().value()));
        if (reused.isDefined()) {
            return reused;
        }
        for (Change change : changes.changes()) {
            Either<Rejection, ?> checked = check(change);
            if (checked.isLeft()) {
                return Option.some(checked.getLeft());
            }
        }
        return Option.none();
    }

    private Either<Rejection, ?> check(Change change) {
        TenantId tenant = change.tenantId();
        if (change instanceof Change.OpenCase c) {
            return openable(c);
        } else if (change instanceof Change.TransitionCase c) {
            return caseAt(tenant, c.caseId(), c.expectedVersion()).flatMap(state -> state.status() == c.from()
                    ? Either.right(state)
                    : Either.left(new Rejection.IllegalTransition(state.status().name(), c.to().name())));
        } else if (change instanceof Change.ChangeRiskScore c) {
            return caseAt(tenant, c.before().caseId(), c.before().version());
        } else if (change instanceof Change.RenameCase c) {
            return caseAt(tenant, c.caseId(), c.expectedVersion());
        } else if (change instanceof Change.LinkParty c) {
            CaseId caseId = c.link().caseId();
            String partyId = c.link().partyId().value();
            return openedCase(tenant, caseId).flatMap(state -> store.caseOf(tenant, caseId).get().parties
                    .containsKey(partyId) ? Either.left(new Rejection.PartyAlreadyLinked(caseId.value(), partyId))
                    : Either.right(state));
        } else if (change instanceof Change.CreateTask c) {
            return caseOpenForWork(tenant, c.task().caseId());
        } else if (change instanceof Change.AddDeadline c) {
            return caseOpenForWork(tenant, c.deadline().caseId());
        } else if (change instanceof Change.AttachEvidence c) {
            return openedCase(tenant, c.evidence().caseId());
        } else if (change instanceof Change.ReassignTask c) {
            return task(tenant, c.task()).flatMap(task -> task.requireOpenAt(c.expectedVersion()));
        } else if (change instanceof Change.CompleteTask c) {
            return task(tenant, c.task()).flatMap(task -> task.requireOpenAt(c.expectedVersion()));
        } else if (change instanceof Change.RescheduleTask c) {
            return task(tenant, c.before().handle()).flatMap(task -> task.requireOpenAt(c.before().version()));
        } else if (change instanceof Change.RefreshTaskCaseTitle c) {
            return task(tenant, c.task().handle()).flatMap(task ->
                    atVersion("task", task.taskId().value(), c.task().version(), task.version()));
        } else if (change instanceof Change.ResolveDeadline c) {
            return openDeadlineAt(tenant, c.deadline(), c.expectedVersion());
        } else if (change instanceof Change.RefreshDeadlineCaseTitle c) {
            return deadline(tenant, c.deadline().handle()).flatMap(deadline ->
                    atVersion("deadline", deadline.deadlineId().value(), c.deadline().version(), deadline.version()));
        } else if (change instanceof Change.AppendTimeline c) {
            return notAnotherTenantsCase(tenant, c.event().caseId());
        } else if (change instanceof Change.AppendOutbox c) {
            return notAnotherTenantsCase(tenant, c.event().caseId());
        } else if (change instanceof Change.MarkOutboxPublished c) {
            return store.caseOf(tenant, c.event().caseId())
                    .flatMap(partition -> Option.of(partition.outboxEvent(c.event())))
                    .filter(stored -> !stored.published())
                    .toEither(() -> new Rejection.NotFound("outbox event", c.event().eventId().value()));
        }
        throw new IllegalArgumentException("unknown change " + change);
    }

    private Either<Rejection, ?> openable(Change.OpenCase change) {
        CaseId caseId = change.metadata().caseId();
        if (store.caseIdByExternalRef(change.tenantId(), change.metadata().externalRef()).isDefined()) {
            return Either.left(new Rejection.DuplicateExternalRef(change.metadata().externalRef().value()));
        }
        if (store.holdsCase(caseId) || store.caseBelongsToAnotherTenant(change.tenantId(), caseId)) {
            throw new IllegalArgumentException("case id " + caseId + " is taken; case ids must be minted unique");
        }
        return Either.right(caseId);
    }

    private Either<Rejection, CaseState> openedCase(TenantId tenant, CaseId caseId) {
        return store.openedCaseOf(tenant, caseId).map(partition -> partition.state)
                .toEither(() -> new Rejection.NotFound("case", caseId.value()));
    }

    private Either<Rejection, CaseState> caseAt(TenantId tenant, CaseId caseId, long expectedVersion) {
        return openedCase(tenant, caseId).flatMap(state -> state.requireVersion(expectedVersion));
    }

    private Either<Rejection, CaseState> caseOpenForWork(TenantId tenant, CaseId caseId) {
        return openedCase(tenant, caseId).flatMap(state -> state.status() == CaseStatus.CLOSED
                ? Either.left(new Rejection.CaseClosed(caseId.value()))
                : Either.right(state));
    }

    /** Events carry no condition, but an item of one tenant never lands in another tenant's case. */
    private Either<Rejection, CaseId> notAnotherTenantsCase(TenantId tenant, CaseId caseId) {
        return store.caseBelongsToAnotherTenant(tenant, caseId)
                ? Either.left(new Rejection.NotFound("case", caseId.value()))
                : Either.right(caseId);
    }

    private Either<Rejection, Task> task(TenantId tenant, TaskHandle handle) {
        return store.caseOf(tenant, handle.caseId()).flatMap(partition -> Option.of(partition.task(handle)))
                .toEither(() -> new Rejection.NotFound("task", handle.taskId().value()));
    }

    private Either<Rejection, Deadline> deadline(TenantId tenant, DeadlineHandle handle) {
        return store.caseOf(tenant, handle.caseId()).flatMap(partition -> Option.of(partition.deadline(handle)))
                .toEither(() -> new Rejection.NotFound("deadline", handle.deadlineId().value()));
    }

    private Either<Rejection, Long> openDeadlineAt(TenantId tenant, DeadlineHandle handle, long expectedVersion) {
        return deadline(tenant, handle).flatMap(deadline -> deadline.isOpen()
                ? atVersion("deadline", deadline.deadlineId().value(), expectedVersion, deadline.version())
                : Either.left(new Rejection.DeadlineNotOpen(deadline.deadlineId().value(), deadline.status().name())));
    }

    private static Either<Rejection, Long> atVersion(String entity, String id, long expected, long actual) {
        return expected == actual ? Either.right(actual)
                : Either.left(new Rejection.StaleVersion(entity, id, expected, actual));
    }
}
