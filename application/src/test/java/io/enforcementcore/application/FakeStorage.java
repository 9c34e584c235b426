package io.enforcementcore.application;

import io.enforcementcore.domain.decision.Change;
import io.enforcementcore.domain.model.AtRevision;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.CaseSummary;
import io.enforcementcore.domain.model.CaseView;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.DeadlineHandle;
import io.enforcementcore.domain.model.Evidence;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.InstanceId;
import io.enforcementcore.domain.model.Lease;
import io.enforcementcore.domain.model.LeaseBoard;
import io.enforcementcore.domain.model.LeaseGroup;
import io.enforcementcore.domain.model.LeaseName;
import io.enforcementcore.domain.model.LeaseRefused;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.Party;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.Revision;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.Committed;
import io.enforcementcore.domain.port.DueWindow;
import io.enforcementcore.domain.port.ForLeasing;
import io.enforcementcore.domain.port.ForMigratingItems;
import io.enforcementcore.domain.port.ForReadingCases;
import io.enforcementcore.domain.port.ForReadingTenantViews;
import io.enforcementcore.domain.port.ForRecallingCommands;
import io.enforcementcore.domain.port.ForRelayingOutbox;
import io.enforcementcore.domain.port.ForStoringChanges;
import io.enforcementcore.domain.port.IdempotencyRecord;
import io.enforcementcore.domain.port.Page;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * A scripted stand-in for the storage ports, for use-case logic the acceptance suite cannot steer
 * (races, failures, pacing). It is no store: each test fills in what its use case reads and decides
 * what commits answer. Reads nobody scripted fail loudly.
 */
class FakeStorage implements ForStoringChanges, ForReadingCases, ForReadingTenantViews, ForRelayingOutbox,
        ForRecallingCommands, ForMigratingItems {

    final List<ChangeSet> committed = new ArrayList<>();
    final List<ChangeSet> attempted = new ArrayList<>();
    Function<ChangeSet, Either<Rejection, Committed>> commitAnswer = changes -> Either.right(
            new Committed(changes.command(), changes.changes().size()));
    Function<IdempotencyKey, Option<IdempotencyRecord>> recallAnswer = key -> Option.none();
    Option<CaseMetadata> metadata = Option.none();
    List<Task> tasks = new ArrayList<>();
    List<Deadline> deadlines = new ArrayList<>();
    List<TimelineEvent> timeline = new ArrayList<>();
    List<List<OutboxEvent>> pendingShards = new ArrayList<>();
    MigrationScript migration = (segment, total, resumeFrom, maxItems) -> {
        throw new UnsupportedOperationException("no migration scripted");
    };
    SnapshotScript snapshotWalk = (segment, total, resumeFrom, maxItems) -> {
        throw new UnsupportedOperationException("no snapshot walk scripted");
    };
    int reads;

    interface SnapshotScript {
        SnapshotStep snapshots(int segment, int totalSegments, Option<String> resumeFrom, int maxItems);
    }

    interface MigrationScript {
        MigrationStep migrate(int segment, int totalSegments, Option<String> resumeFrom, int maxItems);
    }

    StoragePorts ports() {
        return new StoragePorts(this, this, this, this, this, this, new NoLeasesScripted());
    }

    @Override
    public Either<Rejection, Committed> commit(ChangeSet changes) {
        attempted.add(changes);
        Either<Rejection, Committed> answer = commitAnswer.apply(changes);
        if (answer.isRight()) {
            committed.add(changes);
            changes.changes().forEach(this::applyToOutbox);
        }
        return answer;
    }

    private void applyToOutbox(Change change) {
        if (change instanceof Change.MarkOutboxPublished mark) {
            pendingShards.forEach(shard -> shard.removeIf(event -> event.eventId().equals(mark.event().eventId())));
        }
    }

    /** The instant the last recall asked about. */
    java.time.Instant recalledAsOf;

    @Override
    public Option<IdempotencyRecord> recall(TenantId tenantId, IdempotencyKey key, java.time.Instant asOf) {
        reads++;
        recalledAsOf = asOf;
        return recallAnswer.apply(key);
    }

    /** One read, as a store's batch of the record and META is. */
    @Override
    public RecallWithCase recallWithCase(TenantId tenantId, IdempotencyKey key, java.time.Instant asOf, CaseId caseId) {
        reads++;
        recalledAsOf = asOf;
        return new RecallWithCase(recallAnswer.apply(key), metadata.filter(found -> found.tenantId().equals(tenantId)
                && found.caseId().equals(caseId)));
    }

    @Override
    public Option<CaseMetadata> metadata(TenantId tenantId, CaseId caseId) {
        reads++;
        return metadata.filter(found -> found.tenantId().equals(tenantId) && found.caseId().equals(caseId));
    }

    @Override
    public Page<TimelineEvent> timeline(TenantId tenantId, CaseId caseId, PageRequest page) {
        return paged(timeline, page);
    }

    @Override
    public Page<Deadline> deadlinesOfCase(TenantId tenantId, CaseId caseId, PageRequest page) {
        return paged(deadlines, page);
    }

    @Override
    public Page<Task> tasksOfCase(TenantId tenantId, CaseId caseId, Option<Instant> dueBefore, PageRequest page) {
        return paged(tasks, page);
    }

    /** The scripted deadlines, each at a revision no store tells: the fake checks no precondition. */
    @Override
    public Page<AtRevision<Deadline>> deadlinesOfCaseAsRead(TenantId tenantId, CaseId caseId, PageRequest page) {
        return paged(deadlines, page).map(deadline -> new AtRevision<>(deadline, Revision.UNTOLD));
    }

    @Override
    public Page<AtRevision<Task>> tasksOfCaseAsRead(TenantId tenantId, CaseId caseId, PageRequest page) {
        return paged(tasks, page).map(task -> new AtRevision<>(task, Revision.UNTOLD));
    }

    @Override
    public int shardCount() {
        return pendingShards.size();
    }

    @Override
    public Page<OutboxEvent> pending(int shard, PageRequest page) {
        return paged(pendingShards.get(shard), page);
    }

    @Override
    public MigrationStep migrate(int segment, int totalSegments, Option<String> resumeFrom, int maxItems) {
        return migration.migrate(segment, totalSegments, resumeFrom, maxItems);
    }

    @Override
    public Option<PositionRefused> checkPosition(int segment, int totalSegments, String position) {
        return Option.none();
    }

    /** Positions are "after the item with this id"; they survive the removal of earlier items. */
    @Override
    public Option<Party> partyProfile(TenantId tenantId, PartyId partyId) {
        return Option.none();
    }

    @Override
    public SnapshotStep snapshots(int segment, int totalSegments, Option<String> resumeFrom, int maxItems) {
        return snapshotWalk.snapshots(segment, totalSegments, resumeFrom, maxItems);
    }

    @Override
    public AuditStep audits(int segment, int totalSegments, Option<String> resumeFrom, int maxItems) {
        throw new UnsupportedOperationException("no use case walks the stamps of every item");
    }

    private <T> Page<T> paged(List<T> items, PageRequest page) {
        reads++;
        int start = page.after().map(position -> indexAfter(items, position)).getOrElse(0);
        int end = Math.min(items.size(), start + page.limit());
        List<T> slice = List.copyOf(items.subList(start, end));
        Option<String> next = end < items.size() && !slice.isEmpty()
                ? Option.some(idOf(slice.get(slice.size() - 1))) : Option.none();
        return new Page<>(slice, next);
    }

    private <T> int indexAfter(List<T> items, String position) {
        for (int i = 0; i < items.size(); i++) {
            if (idOf(items.get(i)).compareTo(position) > 0) {
                return i;
            }
        }
        return items.size();
    }

    private static String idOf(Object item) {
        if (item instanceof Task task) {
            return task.taskId().value();
        } else if (item instanceof Deadline deadline) {
            return deadline.deadlineId().value();
        } else if (item instanceof OutboxEvent event) {
            return event.eventId().value();
        } else if (item instanceof TimelineEvent event) {
            return event.eventId().value();
        }
        throw new IllegalArgumentException("no position for " + item);
    }

    @Override
    public Option<CaseState> state(TenantId tenantId, CaseId caseId) {
        throw notScripted();
    }

    @Override
    public Option<CaseId> caseIdByExternalRef(TenantId tenantId, ExternalRef externalRef) {
        throw notScripted();
    }

    @Override
    public Page<CaseParty> partiesOfCase(TenantId tenantId, CaseId caseId, PageRequest page) {
        throw notScripted();
    }

    @Override
    public Page<CaseParty> casesOfParty(TenantId tenantId, PartyId partyId, Classification clearance,
                                        PageRequest page) {
        throw notScripted();
    }

    @Override
    public Page<Evidence> evidenceOfCase(TenantId tenantId, CaseId caseId, PageRequest page) {
        throw notScripted();
    }

    @Override
    public Option<CaseView> operationalView(TenantId tenantId, CaseId caseId, int perSection) {
        throw notScripted();
    }

    @Override
    public Option<Task> task(TenantId tenantId, TaskHandle handle) {
        throw notScripted();
    }

    @Override
    public Option<Deadline> deadline(TenantId tenantId, DeadlineHandle handle) {
        throw notScripted();
    }

    @Override
    public Page<Task> openTasksOfAssignee(TenantId tenantId, UserId assignee, DueWindow window,
                                          Classification clearance, PageRequest page) {
        throw notScripted();
    }

    @Override
    public Page<Deadline> openDeadlinesDueBy(TenantId tenantId, Instant dueBy, Classification clearance,
                                             PageRequest page) {
        throw notScripted();
    }

    @Override
    public Page<CaseSummary> casesInStatus(TenantId tenantId, CaseStatus status, Classification clearance, PageRequest page) {
        throw notScripted();
    }

    @Override
    public Page<CaseSummary> highRiskOpenCases(TenantId tenantId, Classification clearance, PageRequest page) {
        throw notScripted();
    }

    private static UnsupportedOperationException notScripted() {
        return new UnsupportedOperationException("this read is not scripted for the test");
    }

    /** The use cases take no lease; a test that reaches one is told so. */
    private static final class NoLeasesScripted implements ForLeasing {
        @Override
        public LeaseBoard board(LeaseGroup group) {
            throw new UnsupportedOperationException("no leases scripted");
        }

        @Override
        public Either<LeaseRefused, Lease> take(
                LeaseName name, InstanceId taker,
                Instant now, Instant until) {
            throw new UnsupportedOperationException("no leases scripted");
        }

        @Override
        public Either<LeaseRefused, Lease> renew(
                Lease held, Instant until) {
            throw new UnsupportedOperationException("no leases scripted");
        }

        @Override
        public Either<LeaseRefused, Lease> release(
                Lease held, Instant now) {
            throw new UnsupportedOperationException("no leases scripted");
        }

        @Override
        public void beat(LeaseGroup group,
                         InstanceId member, Instant until) {
            throw new UnsupportedOperationException("no leases scripted");
        }
    }
}
