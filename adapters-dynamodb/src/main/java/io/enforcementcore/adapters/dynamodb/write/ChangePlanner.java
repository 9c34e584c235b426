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
        return change.accept(plans);
    }

    /** The writes of each kind of change. */
    private final Change.ChangeVisitor<List<WriteSpec>> plans = new Change.ChangeVisitor<>() {
        public List<WriteSpec> insertCase(Change.InsertCase c) {
            return CasePlans.openCase(c);
        }

        public List<WriteSpec> setCaseStatus(Change.SetCaseStatus c) {
            return CasePlans.transition(c);
        }

        public List<WriteSpec> setRiskScore(Change.SetRiskScore c) {
            return CasePlans.changeRiskScore(c);
        }

        public List<WriteSpec> setCaseTitle(Change.SetCaseTitle c) {
            return CasePlans.rename(c);
        }

        public List<WriteSpec> moveExternalRef(Change.MoveExternalRef c) {
            return CasePlans.changeExternalRef(c);
        }

        public List<WriteSpec> insertPartyLink(Change.InsertPartyLink c) {
            return CasePlans.linkParty(c);
        }

        public List<WriteSpec> insertTask(Change.InsertTask c) {
            return WorkPlans.createTask(c);
        }

        public List<WriteSpec> setTaskAssignee(Change.SetTaskAssignee c) {
            return WorkPlans.reassign(c);
        }

        public List<WriteSpec> setTaskStatus(Change.SetTaskStatus c) {
            return WorkPlans.complete(c);
        }

        public List<WriteSpec> moveTask(Change.MoveTask c) {
            return WorkPlans.reschedule(c);
        }

        public List<WriteSpec> insertDeadline(Change.InsertDeadline c) {
            return WorkPlans.addDeadline(c);
        }

        public List<WriteSpec> setDeadlineStatus(Change.SetDeadlineStatus c) {
            return WorkPlans.resolve(c);
        }

        public List<WriteSpec> insertEvidence(Change.InsertEvidence c) {
            return RecordPlans.attachEvidence(c);
        }

        public List<WriteSpec> appendTimeline(Change.AppendTimeline c) {
            return RecordPlans.appendTimeline(c);
        }

        public List<WriteSpec> appendOutbox(Change.AppendOutbox c) {
            return RecordPlans.appendOutbox(c, events);
        }

        public List<WriteSpec> markOutboxPublished(Change.MarkOutboxPublished c) {
            return RecordPlans.markPublished(c, events);
        }

        public List<WriteSpec> refreshTaskCaseTitle(Change.RefreshTaskCaseTitle c) {
            return RecordPlans.refreshTaskTitle(c);
        }

        public List<WriteSpec> refreshDeadlineCaseTitle(Change.RefreshDeadlineCaseTitle c) {
            return RecordPlans.refreshDeadlineTitle(c);
        }

        public List<WriteSpec> refreshPartyName(Change.RefreshPartyName c) {
            return RecordPlans.refreshPartyName(c);
        }

        public List<WriteSpec> adjustCaseCounts(Change.AdjustCaseCounts c) {
            // counts are merged per case and planned with its STATE write, once for the whole set
            return List.of();
        }
    };

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
