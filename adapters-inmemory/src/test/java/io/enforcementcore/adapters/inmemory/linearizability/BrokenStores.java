package io.enforcementcore.adapters.inmemory.linearizability;

import io.enforcementcore.adapters.inmemory.InMemoryStorage;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.decision.Change;
import io.enforcementcore.domain.decision.Precondition;
import io.enforcementcore.domain.decision.TaskDecisions;
import io.enforcementcore.domain.fixtures.ChangeSets;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.Committed;
import io.enforcementcore.domain.port.ForStoringChanges;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * The in-memory store with one step made non-atomic, a mistake a finer-grained store could make: what
 * the Lincheck tests must catch. It keeps every answer a sequential caller sees; only a concurrent caller
 * can tell.
 */
final class BrokenStores {
    private BrokenStores() {
    }

    /** A reassignment (C05) that leaves the old queue in one commit and joins the new one in another. */
    static StoragePorts reassigningInTwoCommits() {
        StoragePorts store = InMemoryStorage.create();
        return new StoragePorts(new ReassignmentInTwoCommits(store.changes()), store.cases(), store.views(),
                store.outbox(), store.commands(), store.migration(), store.leases());
    }

    private record ReassignmentInTwoCommits(ForStoringChanges store) implements ForStoringChanges {
        /** Whom a task belongs to between the two commits: nobody reads this queue. */
        private static final UserId IN_TRANSIT = new UserId("in-transit");

        @Override
        public Either<Rejection, Committed> commit(ChangeSet changes) {
            Option<Change.SetTaskAssignee> reassignment = Option.ofOptional(changes.changes().stream()
                    .filter(Change.SetTaskAssignee.class::isInstance).map(Change.SetTaskAssignee.class::cast).findFirst());
            if (reassignment.isEmpty()) {
                return store.commit(changes);
            }
            Change.SetTaskAssignee moving = reassignment.get();
            long seen = changes.preconditions().stream().filter(Precondition.TaskOpen.class::isInstance)
                    .map(open -> ((Precondition.TaskOpen) open).version()).findFirst().orElseThrow();
            // not in a flatMap: the second commit may wait for a stripe, and Lincheck cannot switch threads inside vavr
            Either<Rejection, Committed> left = store.commit(reassigning(moving, seen, IN_TRANSIT));
            return left.isLeft() ? left : store.commit(reassigning(moving, seen + 1, moving.newAssignee()));
        }

        private static ChangeSet reassigning(Change.SetTaskAssignee moving, long seenVersion, UserId assignee) {
            TenantId tenant = moving.tenantId();
            return ChangeSets.of(CommandId.C05, tenant,
                    TaskDecisions.reassign(ChangeSets.anAct(tenant), moving.task(), seenVersion, assignee));
        }
    }
}
