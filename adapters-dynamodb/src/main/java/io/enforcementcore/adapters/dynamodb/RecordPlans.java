package io.enforcementcore.adapters.dynamodb;

import static io.enforcementcore.adapters.dynamodb.TableDefinition.Index.GSI1;
import static io.enforcementcore.adapters.dynamodb.TableDefinition.Index.LSI1;

import io.enforcementcore.domain.model.Timestamps;
import io.enforcementcore.domain.port.Change;
import io.enforcementcore.domain.port.IdempotencyRecord;
import io.enforcementcore.domain.rejection.Rejection;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The writes of evidence, events, snapshot refreshes and the idempotency record. */
final class RecordPlans {
    static final String OUTBOX_EVENT = "outbox event";

    private RecordPlans() {
    }

    static List<WriteSpec> attachEvidence(int i, Change.AttachEvidence c) {
        var evidence = c.evidence();
        WriteSpec put = WriteSpec.put(RecordCodecs.evidence(evidence), "evidence");
        put.when(Conditions.absent(put), Guards.absent(i, new Rejection.InvalidInput("evidenceId",
                "evidence '" + evidence.evidenceId() + "' is attached already")));
        return List.of(CasePlans.caseOwned(i, evidence.tenantId().value(), evidence.caseId().value(),
                KeyGrammar.caseState(evidence.caseId()), c), put);
    }

    /** Immutable facts, written without a condition: they travel with a change that guards the case. */
    static List<WriteSpec> appendTimeline(Change.AppendTimeline c) {
        return List.of(WriteSpec.put(EventCodecs.timeline(c.event()), "timeline event"));
    }

    static List<WriteSpec> appendOutbox(Change.AppendOutbox c, EventCodecs events) {
        return List.of(WriteSpec.put(events.outbox(c.event()), OUTBOX_EVENT));
    }

    /** Leaves the pending view; only a pending event (one still in the view) can be marked. */
    static List<WriteSpec> markPublished(int i, Change.MarkOutboxPublished c) {
        var event = c.event();
        WriteSpec w = WriteSpec.update(KeyGrammar.outboxEvent(event.caseId(), event.occurredAt(), event.eventId()),
                        OUTBOX_EVENT)
                .set("published", AttributeValue.fromBool(true))
                .set(ItemWriter.UPDATED_AT, Timestamps.format(c.at()))
                .remove(KeyGrammar.GSI1PK, KeyGrammar.GSI1SK)
                .listedIn(GSI1);
        String condition = Conditions.ownedBy(w, event.tenantId().value()) + " AND attribute_exists("
                + w.name(KeyGrammar.GSI1PK) + ")";
        Rejection notFound = new Rejection.NotFound(OUTBOX_EVENT, event.eventId().value());
        return List.of(w.when(condition, new Guard(i, old -> Guards.notOwned(old, event.tenantId())
                || !old.get().containsKey(KeyGrammar.GSI1PK) ? io.vavr.control.Option.some(notFound)
                : io.vavr.control.Option.none(), notFound)));
    }

    static List<WriteSpec> refreshTaskTitle(int i, Change.RefreshTaskCaseTitle c) {
        var task = c.task();
        WriteSpec w = WriteSpec.update(KeyGrammar.task(task.caseId(), task.dueAt(), task.taskId()), WorkPlans.TASK)
                .set("caseTitle", c.caseTitle().value())
                .set(ItemWriter.UPDATED_AT, Timestamps.format(c.at()));
        if (task.isOpen()) {
            w.listedIn(GSI1, LSI1);
        }
        return List.of(w.when(Conditions.ownedAtVersion(w, task.tenantId().value(), task.version()),
                Guards.ownedAtVersion(i, task.tenantId(), WorkPlans.TASK, task.taskId().value(), task.version())));
    }

    static List<WriteSpec> refreshDeadlineTitle(int i, Change.RefreshDeadlineCaseTitle c) {
        var deadline = c.deadline();
        WriteSpec w = WriteSpec.update(KeyGrammar.deadline(deadline.caseId(), deadline.dueAt(),
                        deadline.deadlineId()), WorkPlans.DEADLINE)
                .set("caseTitle", c.caseTitle().value())
                .set(ItemWriter.UPDATED_AT, Timestamps.format(c.at()));
        if (deadline.isOpen()) {
            w.listedIn(GSI1, LSI1);
        }
        return List.of(w.when(Conditions.ownedAtVersion(w, deadline.tenantId().value(), deadline.version()),
                Guards.ownedAtVersion(i, deadline.tenantId(), WorkPlans.DEADLINE, deadline.deadlineId().value(),
                        deadline.version())));
    }

    /** Checked before every change (guard index -1): a key that exists means this is a retry. */
    static WriteSpec idempotency(IdempotencyRecord record) {
        WriteSpec put = WriteSpec.put(RecordCodecs.idempotency(record), "idempotency record");
        return put.when(Conditions.absent(put), Guards.absent(-1,
                new Rejection.IdempotencyKeyReused(record.key().value())));
    }
}
