package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.domain.port.Change;
import io.enforcementcore.domain.port.ChangeSet;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns a change set into the item operations of one transaction: the idempotency record first (it is
 * checked before every change), then each change's operations in list order. DynamoDB refuses two
 * operations on one item in a transaction, so a ConditionCheck on an item that another operation
 * writes is folded into that operation's condition; two writes of one item are a programming error.
 */
public final class ChangePlanner {
    private final EventCodecs events;

    public ChangePlanner(EventCodecs events) {
        this.events = events;
    }

    public List<WriteSpec> plan(ChangeSet set) {
        List<WriteSpec> specs = new ArrayList<>();
        set.idempotency().forEach(record -> specs.add(RecordPlans.idempotency(record)));
        for (int i = 0; i < set.changes().size(); i++) {
            specs.addAll(plan(i, set.changes().get(i)));
        }
        return assemble(specs);
    }

    private List<WriteSpec> plan(int i, Change change) {
        if (change instanceof Change.OpenCase c) {
            return CasePlans.openCase(i, c);
        } else if (change instanceof Change.TransitionCase c) {
            return CasePlans.transition(i, c);
        } else if (change instanceof Change.ChangeRiskScore c) {
            return CasePlans.changeRiskScore(i, c);
        } else if (change instanceof Change.RenameCase c) {
            return CasePlans.rename(i, c);
        } else if (change instanceof Change.LinkParty c) {
            return CasePlans.linkParty(i, c);
        } else if (change instanceof Change.CreateTask c) {
            return WorkPlans.createTask(i, c);
        } else if (change instanceof Change.ReassignTask c) {
            return WorkPlans.reassign(i, c);
        } else if (change instanceof Change.CompleteTask c) {
            return WorkPlans.complete(i, c);
        } else if (change instanceof Change.RescheduleTask c) {
            return WorkPlans.reschedule(i, c);
        } else if (change instanceof Change.AddDeadline c) {
            return WorkPlans.addDeadline(i, c);
        } else if (change instanceof Change.ResolveDeadline c) {
            return WorkPlans.resolve(i, c);
        } else if (change instanceof Change.AttachEvidence c) {
            return RecordPlans.attachEvidence(i, c);
        } else if (change instanceof Change.AppendTimeline c) {
            return RecordPlans.appendTimeline(c);
        } else if (change instanceof Change.AppendOutbox c) {
            return RecordPlans.appendOutbox(c, events);
        } else if (change instanceof Change.MarkOutboxPublished c) {
            return RecordPlans.markPublished(i, c);
        } else if (change instanceof Change.RefreshTaskCaseTitle c) {
            return RecordPlans.refreshTaskTitle(i, c);
        } else if (change instanceof Change.RefreshDeadlineCaseTitle c) {
            return RecordPlans.refreshDeadlineTitle(i, c);
        }
        throw new IllegalArgumentException("no plan for " + change.getClass().getName());
    }

    static List<WriteSpec> assemble(List<WriteSpec> specs) {
        Map<ItemKey, WriteSpec> byItem = new LinkedHashMap<>();
        int folded = 0;
        for (WriteSpec spec : specs) {
            WriteSpec earlier = byItem.get(spec.key());
            if (earlier == null) {
                byItem.put(spec.key(), spec);
            } else if (spec.kind() == WriteSpec.Kind.CHECK) {
                earlier.absorb(spec, ++folded);
            } else if (earlier.kind() == WriteSpec.Kind.CHECK) {
                byItem.put(spec.key(), spec.absorb(earlier, ++folded));
            } else {
                throw new IllegalArgumentException("a change set writes item " + spec.key()
                        + " twice; DynamoDB allows one operation per item in a transaction");
            }
        }
        return List.copyOf(byItem.values());
    }
}
