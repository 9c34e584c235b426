package io.enforcementcore.design;

import static io.enforcementcore.design.Specimens.NOW;

import io.enforcementcore.adapters.dynamodb.model.StoredItem;
import io.enforcementcore.adapters.dynamodb.model.TableModel;
import io.enforcementcore.adapters.dynamodb.model.AccessPattern;
import io.enforcementcore.domain.catalog.AccessPatternId;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.decision.Act;
import io.enforcementcore.domain.decision.CaseDecisions;
import io.enforcementcore.domain.decision.Change;
import io.enforcementcore.domain.decision.DeadlineDecisions;
import io.enforcementcore.domain.decision.Decision;
import io.enforcementcore.domain.decision.OutboxDecisions;
import io.enforcementcore.domain.decision.TaskDecisions;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.DeadlineStatus;
import io.enforcementcore.domain.model.EventId;
import io.enforcementcore.domain.model.EventType;
import io.enforcementcore.domain.model.Evidence;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.RetentionPolicy;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.SystemActors;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.Authorship;
import io.enforcementcore.domain.port.ChangeSet;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import java.util.stream.IntStream;

/**
 * The charges of one request of each kind the hotspot workloads repeat: commands as the change sets
 * the application commits (with the read it makes first, if any), priced by {@link TransactionReplay};
 * reads as the steps of their access pattern's plan in the table model, priced by
 * {@link ReadCharges} over specimen items. Only the workload is chosen here: which partition, which
 * items and how many; the operation, index, consistency and page bound are the plan's.
 */
final class HotspotRequests {
    private final int outboxShards;

    HotspotRequests(int outboxShards) {
        this.outboxShards = outboxShards;
    }

    // commands

    /** C04: reads META for the title snapshot, then the task (open, so in GSI1 and LSI1) and its fact. */
    List<Charge> createTask(TenantId tenant, CaseId caseId, UserId assignee, int n) {
        Task task = Specimens.openTask(tenant, caseId, assignee, n);
        return with(metaRead(tenant, caseId), commit(CommandId.C04, tenant, stored(openState(tenant, caseId)),
                TaskDecisions.create(act(task, EventType.TASK_CREATED), task)));
    }

    /** C06: the open task turns DONE and leaves GSI1 and LSI1; the case counts one open task fewer. */
    List<Charge> completeTask(TenantId tenant, CaseId caseId, UserId assignee, int n) {
        Task task = Specimens.openTask(tenant, caseId, assignee, n);
        return commit(CommandId.C06, tenant, stored(TableModel.task(task), openState(tenant, caseId)),
                TaskDecisions.complete(act(task, EventType.TASK_COMPLETED), task.handle(), task.version()));
    }

    /** C09: an evidence item and its fact; the case's evidence count moves on its state, which is conditioned. */
    List<Charge> attachEvidence(TenantId tenant, CaseId caseId, UserId officer, int n) {
        Evidence evidence = Specimens.evidence(tenant, caseId, officer, n);
        return commit(CommandId.C09, tenant, stored(openState(tenant, caseId)),
                CaseDecisions.attachEvidence(act(tenant, officer, Specimens.event(caseId.value(), n)), evidence));
    }

    /** C07: reads META, then the deadline (open, so in GSI1 and LSI1) and its fact. */
    List<Charge> addDeadline(TenantId tenant, CaseId caseId, UserId officer, int n) {
        Deadline deadline = Specimens.openDeadline(tenant, caseId, n);
        return with(metaRead(tenant, caseId), commit(CommandId.C07, tenant, stored(openState(tenant, caseId)),
                DeadlineDecisions.add(act(tenant, officer, Specimens.event(caseId.value(), n)), deadline)));
    }

    /** C08: the open deadline is MET and leaves GSI1 and LSI1; the case counts one open deadline fewer. */
    List<Charge> meetDeadline(TenantId tenant, CaseId caseId, UserId officer, int n) {
        Deadline deadline = Specimens.openDeadline(tenant, caseId, n);
        return commit(CommandId.C08, tenant, stored(TableModel.deadline(deadline), openState(tenant, caseId)),
                DeadlineDecisions.resolve(act(tenant, officer, Specimens.event(caseId.value(), n)), deadline.handle(),
                        deadline.version(), DeadlineStatus.MET));
    }

    /** C02: STATE moves to the next status (its GSI1 key moves), with a fact and a pending outbox event. */
    List<Charge> transition(TenantId tenant, CaseId caseId, UserId officer, CaseStatus to, EventId eventId) {
        CaseState state = Specimens.state(tenant, caseId, to.predecessor().get(), 55);
        return commit(CommandId.C02, tenant, stored(TableModel.state(state)),
                CaseDecisions.move(act(tenant, officer, eventId), caseId, state.version(), to).get());
    }

    /** C11: reads STATE, then the new score; the GSI2 entry follows it, the GSI1 entry is rewritten. */
    List<Charge> rescore(TenantId tenant, CaseId caseId, UserId officer, int from, int to) {
        CaseState before = Specimens.state(tenant, caseId, CaseStatus.NOTICE_ISSUED, from);
        StoredItem stateItem = TableModel.state(before);
        return with(ReadCharges.lookup(TableModel.read(AccessPatternId.AP01.id()), List.of(stateItem)), commit(CommandId.C11, tenant,
                stored(stateItem), CaseDecisions.rescore(act(tenant, officer, Specimens.event(caseId.value(), to)),
                        before, before.version(), new RiskScore(to)).get()));
    }

    /** A batch of imported facts in one transaction (up to 100 operations); they rely on nothing. */
    List<Charge> importFacts(TenantId tenant, CaseId caseId, int batch, int size) {
        Change[] facts = IntStream.range(0, size).mapToObj(k -> (Change) new Change.AppendTimeline(
                Specimens.importedFact(tenant, caseId, Specimens.event("import/" + batch, k)))).toArray(Change[]::new);
        return commit(CommandId.C14, tenant, List.of(), Decision.requiring().writing(facts));
    }

    /** C13: the relay marks one pending event published; it leaves its shard's GSI1 partition. */
    List<Charge> markPublished(TimelineEvent fact) {
        OutboxEvent pending = OutboxEvent.pending(fact);
        return commit(CommandId.C13, fact.tenantId(), stored(TableModel.outbox(pending, outboxShards)),
                OutboxDecisions.markPublished(pending, NOW, RetentionPolicy.DEFAULT));
    }

    // reads

    /** AP09: every step of its plan, the META and STATE lookup and three sections of the given sizes. */
    List<Charge> caseView(TenantId tenant, CaseId caseId, int openTasks, int openDeadlines, int parties) {
        AccessPattern view = TableModel.read(AccessPatternId.AP09.id());
        StoredItem meta = TableModel.meta(Specimens.meta(tenant, caseId));
        String pk = meta.pk();
        List<Charge> charges = new ArrayList<>(ReadCharges.lookup(view, List.of(meta, openState(tenant, caseId))));
        charges.addAll(ReadCharges.query(view, "open tasks", pk, items(openTasks,
                n -> TableModel.task(Specimens.openTask(tenant, caseId, Specimens.officer(tenant, n), n)))));
        charges.addAll(ReadCharges.query(view, "open deadlines", pk, items(openDeadlines,
                n -> TableModel.deadline(Specimens.openDeadline(tenant, caseId, n)))));
        charges.addAll(ReadCharges.query(view, "parties", pk, items(parties,
                n -> TableModel.caseToParty(Specimens.party(tenant, caseId, n)))));
        return List.copyOf(charges);
    }

    /** AP02: one page of the timeline, newest first. */
    List<Charge> timeline(TenantId tenant, CaseId caseId, int page) {
        return ReadCharges.query(TableModel.read(AccessPatternId.AP02.id()), caseMeta(tenant, caseId).pk(), items(page,
                n -> TableModel.timeline(Specimens.fact(tenant, caseId, Specimens.event(caseId.value(), n),
                        EventType.TASK_CREATED, Specimens.officer(tenant, n), Specimens.taskDetails(
                                Specimens.openTask(tenant, caseId, Specimens.officer(tenant, n), n))))));
    }

    /** AP03: one page of an assignee's open tasks across cases. */
    List<Charge> assigneeQueue(TenantId tenant, UserId assignee, int page) {
        return query(TableModel.read(AccessPatternId.AP03.id()), page,
                n -> TableModel.task(Specimens.openTask(tenant, Specimens.caseOf(tenant, n), assignee, n)));
    }

    /** AP04: one page of a tenant's open deadlines due by now. */
    List<Charge> overdueDeadlines(TenantId tenant, int page) {
        return query(TableModel.read(AccessPatternId.AP04.id()), page,
                n -> TableModel.deadline(Specimens.openDeadline(tenant, Specimens.caseOf(tenant, n), n)));
    }

    /** AP12: one page of a tenant's cases in one status (STATE items). */
    List<Charge> casesInStatus(TenantId tenant, CaseStatus status, int page) {
        return query(TableModel.read(AccessPatternId.AP12.id()), page,
                n -> TableModel.state(Specimens.state(tenant, Specimens.caseOf(tenant, n), status, 60)));
    }

    /** AP13: one page of a tenant's high-risk open cases (STATE items). */
    List<Charge> highRiskCases(TenantId tenant, int page) {
        return query(TableModel.read(AccessPatternId.AP13.id()), page, n -> TableModel.state(Specimens.state(tenant,
                Specimens.caseOf(tenant, n), CaseStatus.NOTICE_ISSUED, 80 + Math.floorMod(n, 21))));
    }

    /** AP10: one page of one shard's pending outbox events. */
    List<Charge> pendingOutbox(int shard, List<TimelineEvent> facts) {
        List<StoredItem> pending = facts.stream().map(fact -> TableModel.outbox(OutboxEvent.pending(fact), outboxShards))
                .toList();
        return ReadCharges.query(TableModel.read(AccessPatternId.AP10.id()), TableModel.pendingOutboxPartition(shard), pending);
    }

    private List<Charge> commit(CommandId command, TenantId tenant, List<StoredItem> stored,
                                Decision decision) {
        UserId by = decision.changes().stream().filter(Change.AppendTimeline.class::isInstance)
                .map(change -> ((Change.AppendTimeline) change).event().actor()).findFirst()
                .orElse(SystemActors.OUTBOX_RELAY);
        return TransactionReplay.charges(
                ChangeSet.of(command, tenant, Authorship.onCase(by, NOW, Specimens.PROVENANCE), decision), outboxShards,
                stored);
    }

    /** The META read of C04 and C07 (the title snapshot), as the reader asks for it: AP01. */
    private static List<Charge> metaRead(TenantId tenant, CaseId caseId) {
        return ReadCharges.lookup(TableModel.read(AccessPatternId.AP01.id()), List.of(caseMeta(tenant, caseId)));
    }

    private static StoredItem caseMeta(TenantId tenant, CaseId caseId) {
        return TableModel.meta(Specimens.meta(tenant, caseId));
    }

    private static StoredItem openState(TenantId tenant, CaseId caseId) {
        return TableModel.state(Specimens.state(tenant, caseId, CaseStatus.NOTICE_ISSUED, 85));
    }

    /** One page of {@code plan}'s Query, on the partition its items share (a page is never empty here). */
    private static List<Charge> query(AccessPattern plan, int page, IntFunction<StoredItem> item) {
        List<StoredItem> items = items(page, item);
        return ReadCharges.query(plan, partition(plan, items.get(0)), items);
    }

    /** The partition key {@code item} has in the index {@code plan}'s Query reads. */
    private static String partition(AccessPattern plan, StoredItem item) {
        return item.partitionIn(plan.queryStep().index()).getOrElseThrow(() ->
                new IllegalArgumentException(item + " is not in " + plan.queryStep().index()));
    }

    /** The assignee acts on the task, at the specimens' now. */
    private static Act act(Task task, EventType type) {
        return act(task.tenantId(), task.assignee(), Specimens.event(task.taskId().value(), type.ordinal()));
    }

    private static Act act(TenantId tenant, UserId actor, EventId eventId) {
        return new Act(tenant, actor, Classification.CONFIDENTIAL, NOW, eventId);
    }

    private static List<StoredItem> stored(StoredItem... items) {
        return List.of(items);
    }

    private static List<Charge> with(List<Charge> read, List<Charge> writes) {
        List<Charge> all = new ArrayList<>(read.size() + writes.size());
        all.addAll(read);
        all.addAll(writes);
        return List.copyOf(all);
    }

    private static List<StoredItem> items(int count, IntFunction<StoredItem> item) {
        return IntStream.range(0, count).mapToObj(item).toList();
    }
}
