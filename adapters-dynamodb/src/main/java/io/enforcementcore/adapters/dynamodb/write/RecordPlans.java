package io.enforcementcore.adapters.dynamodb.write;

import static io.enforcementcore.adapters.dynamodb.table.TableDefinition.Index.GSI1;
import static io.enforcementcore.adapters.dynamodb.table.TableDefinition.Index.LSI1;

import io.enforcementcore.adapters.dynamodb.item.EventCodecs;
import io.enforcementcore.adapters.dynamodb.item.ItemWriter;
import io.enforcementcore.adapters.dynamodb.item.PartyCodecs;
import io.enforcementcore.adapters.dynamodb.item.RecordCodecs;
import io.enforcementcore.adapters.dynamodb.item.WorkCodecs;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.adapters.dynamodb.table.TableDefinition;
import io.enforcementcore.domain.decision.Change;
import io.enforcementcore.domain.model.Timestamps;
import io.enforcementcore.domain.port.IdempotencyRecord;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The writes of evidence, events, snapshot refreshes and the idempotency record. Events are new items
 * (their ids are minted for them); a snapshot refresh finds the record it was read as, at the version
 * its precondition pins.
 */
final class RecordPlans {
    public static final String OUTBOX_EVENT = "outbox event";

    private RecordPlans() {
    }

    public static List<WriteSpec> attachEvidence(Change.InsertEvidence c) {
        return List.of(WriteSpec.put(RecordCodecs.evidence(c.evidence()), "evidence"));
    }

    /** A new fact is put only if absent: only a replay of its own commit finds it ({@link CommitMarks}). */
    public static List<WriteSpec> appendTimeline(Change.AppendTimeline c) {
        return List.of(WriteSpec.put(EventCodecs.timeline(c.event()), "timeline event").findsNothing().onlyIfNew());
    }

    public static List<WriteSpec> appendOutbox(Change.AppendOutbox c, EventCodecs events) {
        return List.of(WriteSpec.put(events.outbox(c.event()), OUTBOX_EVENT).findsNothing().onlyIfNew());
    }

    /**
     * Leaves the pending view and starts its time to live, copying the published event's flag and expiry; the
     * event is pending before (the decision relies on it), and a pending event is the item it was appended as.
     */
    public static List<WriteSpec> markPublished(Change.MarkOutboxPublished c, EventCodecs events) {
        var event = c.event();
        Map<String, AttributeValue> published = events.outbox(c.published());
        return List.of(WriteSpec.update(KeyGrammar.outboxEvent(event.caseId(), event.occurredAt(), event.eventId()),
                        OUTBOX_EVENT)
                .finds(events.outbox(event))
                .set("published", published.get("published"))
                .set(ItemWriter.UPDATED_AT, Timestamps.format(c.at()))
                .set(TableDefinition.TIME_TO_LIVE_ATTRIBUTE, published.get(TableDefinition.TIME_TO_LIVE_ATTRIBUTE))
                .remove(KeyGrammar.GSI1PK, KeyGrammar.GSI1SK)
                .listedIn(GSI1));
    }

    public static List<WriteSpec> refreshTaskTitle(Change.RefreshTaskCaseTitle c) {
        var task = c.task();
        WriteSpec w = WriteSpec.update(KeyGrammar.task(task.caseId(), task.dueAt(), task.taskId()), WorkPlans.TASK)
                .finds(WorkCodecs.task(task))
                .set("caseTitle", c.caseTitle().value())
                .set(ItemWriter.UPDATED_AT, Timestamps.format(c.at()))
                .set(ItemWriter.UPDATED_BY, c.by().value());
        if (task.isOpen()) {
            w.listedIn(GSI1, LSI1);
        }
        return List.of(w);
    }

    public static List<WriteSpec> refreshDeadlineTitle(Change.RefreshDeadlineCaseTitle c) {
        var deadline = c.deadline();
        WriteSpec w = WriteSpec.update(KeyGrammar.deadline(deadline.caseId(), deadline.dueAt(),
                        deadline.deadlineId()), WorkPlans.DEADLINE)
                .finds(WorkCodecs.deadline(deadline))
                .set("caseTitle", c.caseTitle().value())
                .set(ItemWriter.UPDATED_AT, Timestamps.format(c.at()))
                .set(ItemWriter.UPDATED_BY, c.by().value());
        if (deadline.isOpen()) {
            w.listedIn(GSI1, LSI1);
        }
        return List.of(w);
    }

    /** Both edges of the link, found as the link was read (the repair's precondition pins the case's edge). */
    public static List<WriteSpec> refreshPartyName(Change.RefreshPartyName c) {
        var link = c.link();
        WriteSpec caseSide = WriteSpec.update(KeyGrammar.caseParty(link.caseId(), link.partyId()), "case party link")
                .finds(PartyCodecs.caseToParty(link))
                .set("partyName", c.partyName().value())
                .set(ItemWriter.UPDATED_AT, Timestamps.format(c.at()));
        WriteSpec partySide = WriteSpec.update(KeyGrammar.partyCase(link.tenantId(), link.partyId(), link.classification(),
                                link.caseId()),
                        "case party link")
                .finds(PartyCodecs.partyToCase(link))
                .set("partyName", c.partyName().value())
                .set(ItemWriter.UPDATED_AT, Timestamps.format(c.at()));
        return List.of(caseSide, partySide);
    }

    /** Its key is claimed by the change set's first precondition: a key that exists means a retry. */
    public static WriteSpec idempotency(IdempotencyRecord record) {
        return WriteSpec.put(RecordCodecs.idempotency(record), "idempotency record");
    }
}
