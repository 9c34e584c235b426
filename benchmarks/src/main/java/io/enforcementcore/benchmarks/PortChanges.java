package io.enforcementcore.benchmarks;

import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.decision.Act;
import io.enforcementcore.domain.decision.CaseDecisions;
import io.enforcementcore.domain.decision.TaskDecisions;
import io.enforcementcore.domain.model.Audit;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.EventId;
import io.enforcementcore.domain.model.EventPayload;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.Provenance;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskId;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.Authorship;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.ForStoringChanges;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Change sets as the use cases decide them (C01 open, C02 transition, C04 create task) in one tenant, built
 * from the domain's decisions directly, so that a benchmark can hand the store's port exactly one commit.
 */
final class PortChanges {
    static final TenantId TENANT = new TenantId("bench");
    static final UserId OFFICER = new UserId("officer-1");
    static final Instant AT = Instant.parse("2026-06-01T09:00:00Z");
    static final Instant DUE = Instant.parse("2027-01-01T00:00:00Z");
    /** The change sets of the tenant the readers read. */
    static final PortChanges SHARED = new PortChanges(TENANT);
    /** How many transitions lead from the first status to the last open one. */
    static final int STEPS_BETWEEN_OPEN_STATUSES = CaseStatus.openStatuses().size() - 1;
    private static final OrgId ORG = new OrgId("org-1");
    private static final AtomicLong IDS = new AtomicLong();

    private final TenantId tenant;

    private PortChanges(TenantId tenant) {
        this.tenant = tenant;
    }

    /** Change sets of a tenant of their own: no other tenant's commit writes its index partitions. */
    static PortChanges ofNewTenant() {
        return new PortChanges(new TenantId(nextId("bench")));
    }

    static String nextId(String prefix) {
        return prefix + "-" + IDS.incrementAndGet();
    }

    CaseId open(ForStoringChanges changes) {
        return open(changes, Classification.PUBLIC);
    }

    CaseId open(ForStoringChanges changes, Classification classification) {
        CaseId caseId = new CaseId(nextId("case"));
        ChangeSet opening = set(CommandId.C01, CaseDecisions.open(act(), caseId, new EventPayload.CaseOpened(
                new ExternalRef(nextId("EXT")), new Title("Benchmark case"), new RiskScore(5), classification,
                ORG)), classification);
        changes.commit(opening).getOrElseThrow(rejection -> new IllegalStateException(rejection.toString()));
        return caseId;
    }

    /** C02 of a case at {@code version}, to its next status. */
    ChangeSet transition(CaseId caseId, long version) {
        return set(CommandId.C02, CaseDecisions.move(act(), caseId, version, nextStatusAt(version)).get(),
                Classification.PUBLIC);
    }

    /**
     * The status a case at {@code version} moves on to, when nothing but transitions wrote it: it opens at
     * version 1 in the first status, and each transition moves it one status on and one version up.
     */
    static CaseStatus nextStatusAt(long version) {
        return CaseStatus.values()[Math.toIntExact(version)];
    }

    ChangeSet taskCreation(CaseId caseId, int number) {
        return taskCreation(caseId, Classification.PUBLIC, DUE.plusSeconds(number * 60L));
    }

    /** A task of a case of {@code classification} (the case's own), due at {@code due}. */
    ChangeSet taskCreation(CaseId caseId, Classification classification, Instant due) {
        Task task = Task.open(tenant, caseId, new TaskId(nextId("task")), new Title("Task"), OFFICER, due,
                new Title("Benchmark case"), Audit.created(ORG, classification, OFFICER, AT));
        return set(CommandId.C04, TaskDecisions.create(act(), task), classification);
    }

    private Act act() {
        return new Act(tenant, OFFICER, Classification.CONFIDENTIAL, AT, new EventId(nextId("event")));
    }

    private ChangeSet set(CommandId command, io.enforcementcore.domain.decision.Decision decision,
                          Classification classification) {
        return new ChangeSet(command, tenant, Authorship.onCase(OFFICER, AT, new Provenance(ORG, classification)),
                decision, Option.none());
    }
}
