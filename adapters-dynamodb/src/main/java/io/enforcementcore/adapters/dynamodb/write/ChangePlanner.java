package io.enforcementcore.adapters.dynamodb.write;

import io.enforcementcore.adapters.dynamodb.item.EventCodecs;
import io.enforcementcore.adapters.dynamodb.table.ItemKey;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.domain.decision.Change;
import io.enforcementcore.domain.model.CaseCounts;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.port.ChangeSet;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Turns a change set into the item operations of one transaction: the idempotency record first, then
 * the ConditionChecks of the items that preconditions are about and nothing writes, then each change's
 * writes in list order. Each precondition becomes a condition of the operation on its subject's item
 * ({@link Guards}); DynamoDB refuses two operations on one item, so two writes of one item are a
 * programming error; the case's counts are the exception, added to the set's own update of STATE when it
 * has one. Every item put or updated is stamped with who wrote it ({@link AuditStamps}) and marked with the
 * change set's commit id ({@link CommitMarks}).
 */
public final class ChangePlanner {
    private final EventCodecs events;

    public ChangePlanner(EventCodecs events) {
        this.events = events;
    }

    public List<WriteSpec> plan(ChangeSet set) {
        List<WriteSpec> writes = new ArrayList<>();
        set.idempotency().forEach(record -> writes.add(RecordPlans.idempotency(record)));
        int recorded = writes.size();
        Map<CaseId, CaseCounts.Delta> counts = new LinkedHashMap<>();
        for (Change change : set.changes()) {
            if (change instanceof Change.AdjustCaseCounts c) {
                counts.merge(c.caseId(), c.delta(), CaseCounts.Delta::plus);
            } else {
                writes.addAll(plan(change));
            }
        }
        requireEachItemOnce(writes);
        counts.forEach((caseId, delta) -> writes.stream()
                .filter(write -> write.key().equals(KeyGrammar.caseState(caseId)))
                .findFirst()
                .ifPresentOrElse(state -> CasePlans.addCounts(state, delta),
                        () -> writes.add(CasePlans.adjustCounts(caseId, delta))));
        List<WriteSpec> checks = Guards.guard(writes, set.preconditions());
        List<WriteSpec> operations = new ArrayList<>(writes.subList(0, recorded));
        operations.addAll(checks);
        operations.addAll(writes.subList(recorded, writes.size()));
        AuditStamps.stamp(operations, set.authorship());
        CommitMarks.mark(operations, set.commitId());
        return List.copyOf(operations);
    }

    private List<WriteSpec> plan(Change change) {
        if (change instanceof Change.InsertCase c) {
            return CasePlans.openCase(c);
        } else if (change instanceof Change.SetCaseStatus c) {
            return CasePlans.transition(c);
        } else if (change instanceof Change.SetRiskScore c) {
            return CasePlans.changeRiskScore(c);
        } else if (change instanceof Change.SetCaseTitle c) {
            return CasePlans.rename(c);
        } else if (change instanceof Change.MoveExternalRef c) {
            return CasePlans.changeExternalRef(c);
        } else if (change instanceof Change.InsertPartyLink c) {
            return CasePlans.linkParty(c);
        } else if (change instanceof Change.InsertTask c) {
            return WorkPlans.createTask(c);
        } else if (change instanceof Change.SetTaskAssignee c) {
            return WorkPlans.reassign(c);
        } else if (change instanceof Change.SetTaskStatus c) {
            return WorkPlans.complete(c);
        } else if (change instanceof Change.MoveTask c) {
            return WorkPlans.reschedule(c);
        } else if (change instanceof Change.InsertDeadline c) {
            return WorkPlans.addDeadline(c);
        } else if (change instanceof Change.SetDeadlineStatus c) {
            return WorkPlans.resolve(c);
        } else if (change instanceof Change.InsertEvidence c) {
            return RecordPlans.attachEvidence(c);
        } else if (change instanceof Change.AppendTimeline c) {
            return RecordPlans.appendTimeline(c);
        } else if (change instanceof Change.AppendOutbox c) {
            return RecordPlans.appendOutbox(c, events);
        } else if (change instanceof Change.MarkOutboxPublished c) {
            return RecordPlans.markPublished(c, events);
        } else if (change instanceof Change.RefreshTaskCaseTitle c) {
            return RecordPlans.refreshTaskTitle(c);
        } else if (change instanceof Change.RefreshDeadlineCaseTitle c) {
            return RecordPlans.refreshDeadlineTitle(c);
        } else if (change instanceof Change.RefreshPartyName c) {
            return RecordPlans.refreshPartyName(c);
        }
        throw new IllegalArgumentException("no plan for " + change.getClass().getName());
    }

    private static void requireEachItemOnce(List<WriteSpec> writes) {
        Set<ItemKey> seen = new HashSet<>();
        for (WriteSpec write : writes) {
            if (!seen.add(write.key())) {
                throw new IllegalArgumentException("a change set writes item " + write.key()
                        + " twice; DynamoDB allows one operation per item in a transaction");
            }
        }
    }
}
