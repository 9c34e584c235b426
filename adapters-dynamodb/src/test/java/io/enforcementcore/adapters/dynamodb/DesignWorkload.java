package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.DeadlineId;
import io.enforcementcore.domain.model.DeadlineStatus;
import io.enforcementcore.domain.model.DeadlineType;
import io.enforcementcore.domain.model.EventId;
import io.enforcementcore.domain.model.EventType;
import io.enforcementcore.domain.model.Evidence;
import io.enforcementcore.domain.model.EvidenceId;
import io.enforcementcore.domain.model.EvidenceMetadata;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.Party;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.PartyKind;
import io.enforcementcore.domain.model.PartyRole;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskId;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.Change;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.IdempotencyRecord;
import io.enforcementcore.domain.port.Receipt;
import io.vavr.control.Option;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;

/**
 * The change sets of the design's commands, built as the use cases build them (a timeline fact with
 * each change, an outbox event with the announced ones: C01, C02, C12), on fixed instants and with ids
 * shaped like the ids the application mints (UUIDs), derived from names. So every run writes items of
 * the same sizes, events land in the same outbox shards, and the generated documents are stable.
 */
public final class DesignWorkload {
    static final Instant OPENED = Instant.parse("2026-03-02T09:00:00Z");
    static final Instant LATER = OPENED.plus(Duration.ofHours(1));
    static final TenantId TENANT = new TenantId("agency-1");
    static final UserId INTAKE = user("intake officer");
    static final UserId OFFICER = user("officer 1");
    static final UserId OTHER_OFFICER = user("officer 2");

    private DesignWorkload() {
    }

    static String uuid(String name) {
        return UUID.nameUUIDFromBytes(name.getBytes(StandardCharsets.UTF_8)).toString();
    }

    static UserId user(String name) {
        return new UserId(uuid("user/" + name));
    }

    static Instant daysLater(int days) {
        return OPENED.plus(Duration.ofDays(days));
    }

    /** A case as C01 opens it. */
    record NewCase(CaseMetadata metadata, CaseState state) {
        CaseId caseId() {
            return metadata.caseId();
        }
    }

    static NewCase aCase(String name, int riskScore) {
        CaseId caseId = new CaseId(uuid("case/" + name));
        CaseMetadata metadata = new CaseMetadata(TENANT, caseId, new ExternalRef("ENF-2026-" + name.toUpperCase()),
                new Title("Unlicensed consumer lending: complaints against " + name), Classification.CONFIDENTIAL,
                new OrgId("consumer-credit-enforcement"), INTAKE, OPENED, OPENED);
        return new NewCase(metadata, CaseState.opened(TENANT, caseId, new RiskScore(riskScore), OPENED));
    }

    static Task aTask(NewCase aCase, String name, UserId assignee, Instant dueAt) {
        return Task.open(TENANT, aCase.caseId(), new TaskId(uuid("task/" + name)),
                new Title("Review the respondent's reply to the notice"), assignee, dueAt, aCase.metadata().title(),
                OPENED);
    }

    static Deadline aDeadline(NewCase aCase, String name, Instant dueAt) {
        return Deadline.open(TENANT, aCase.caseId(), new DeadlineId(uuid("deadline/" + name)),
                DeadlineType.LEGAL_RESPONSE, dueAt, aCase.metadata().title(), OPENED);
    }

    static Party aCompany(String name) {
        return new Party(TENANT, new PartyId(uuid("party/" + name)), PartyKind.COMPANY, new Title(name), OPENED);
    }

    static CaseParty respondent(Party party, NewCase aCase) {
        return new CaseParty(TENANT, aCase.caseId(), party.partyId(), party.kind(), party.name(),
                PartyRole.RESPONDENT, LATER);
    }

    static Evidence anEvidence(NewCase aCase, String name) {
        EvidenceId id = new EvidenceId(uuid("evidence/" + name));
        return new Evidence(TENANT, aCase.caseId(), id, new Title("Loan agreement, scanned"),
                "s3://enforcement-evidence/" + id.value(), "ab".repeat(32), 48_213, INTAKE,
                new EvidenceMetadata(Map.of("mimeType", "application/pdf")), LATER);
    }

    static IdempotencyRecord aKey(String name, Receipt receipt) {
        return new IdempotencyRecord(TENANT, new IdempotencyKey(uuid("request/" + name)), "ab".repeat(32), receipt,
                LATER);
    }

    // the change sets, one per command

    static ChangeSet opening(NewCase c) {
        return announced("C01", new Change.OpenCase(c.metadata(), c.state()), fact(c.caseId(), "opened",
                EventType.CASE_OPENED, OPENED, Map.of("externalRef", c.metadata().externalRef().value(),
                        "title", c.metadata().title().value())));
    }

    static ChangeSet transition(CaseState state, CaseStatus to) {
        return announced("C02", new Change.TransitionCase(TENANT, state.caseId(), state.version(), state.status(), to,
                LATER), fact(state.caseId(), "moved to " + to, EventType.CASE_STATUS_CHANGED, LATER,
                Map.of("from", state.status().name(), "to", to.name())));
    }

    static ChangeSet linking(Party party, CaseParty link) {
        return recorded("C03", new Change.LinkParty(party, link), fact(link.caseId(), "linked " + party.partyId(),
                EventType.PARTY_LINKED, LATER, Map.of("partyId", party.partyId().value(),
                        "partyName", party.name().value())));
    }

    static ChangeSet creating(Task task) {
        return recorded("C04", new Change.CreateTask(task), fact(task.caseId(), "created " + task.taskId(),
                EventType.TASK_CREATED, OPENED, Map.of("taskId", task.taskId().value())));
    }

    static ChangeSet reassigning(Task task, UserId to) {
        return recorded("C05", new Change.ReassignTask(TENANT, task.handle(), task.version(), to, LATER),
                fact(task.caseId(), "reassigned " + task.taskId(), EventType.TASK_REASSIGNED, LATER,
                        Map.of("taskId", task.taskId().value(), "assignee", to.value())));
    }

    static ChangeSet completing(Task task) {
        return recorded("C06", new Change.CompleteTask(TENANT, task.handle(), task.version(), LATER),
                fact(task.caseId(), "completed " + task.taskId(), EventType.TASK_COMPLETED, LATER,
                        Map.of("taskId", task.taskId().value())));
    }

    static ChangeSet adding(Deadline deadline) {
        return recorded("C07", new Change.AddDeadline(deadline), fact(deadline.caseId(),
                "added " + deadline.deadlineId(), EventType.DEADLINE_ADDED, OPENED,
                Map.of("deadlineId", deadline.deadlineId().value(), "dueAt", deadline.dueAt().toString())));
    }

    static ChangeSet meeting(Deadline deadline) {
        return recorded("C08", new Change.ResolveDeadline(TENANT, deadline.handle(), deadline.version(),
                DeadlineStatus.MET, LATER), fact(deadline.caseId(), "met " + deadline.deadlineId(),
                EventType.DEADLINE_MET, LATER, Map.of("deadlineId", deadline.deadlineId().value())));
    }

    static ChangeSet attaching(Evidence evidence) {
        return recorded("C09", new Change.AttachEvidence(evidence), fact(evidence.caseId(),
                "attached " + evidence.evidenceId(), EventType.EVIDENCE_ATTACHED, LATER,
                Map.of("evidenceId", evidence.evidenceId().value())));
    }

    /** C10, with the task as it is after the move. */
    static ChangeSet rescheduling(Task before, Task after) {
        return recorded("C10", new Change.RescheduleTask(before, after), fact(before.caseId(),
                "rescheduled " + before.taskId(), EventType.TASK_RESCHEDULED, LATER,
                Map.of("taskId", before.taskId().value(), "dueAt", after.dueAt().toString())));
    }

    static ChangeSet rescoring(CaseState before, CaseState after) {
        return recorded("C11", new Change.ChangeRiskScore(before, after), fact(before.caseId(), "rescored",
                EventType.RISK_SCORE_CHANGED, LATER, Map.of("from", Integer.toString(before.riskScore().value()),
                        "to", Integer.toString(after.riskScore().value()))));
    }

    static ChangeSet renaming(CaseState state, Title title) {
        return announced("C12", new Change.RenameCase(TENANT, state.caseId(), state.version(), title, LATER),
                fact(state.caseId(), "renamed", EventType.CASE_RENAMED, LATER, Map.of("title", title.value())));
    }

    static ChangeSet publishing(OutboxEvent event) {
        return ChangeSet.of("C13", TENANT, Option.none(), new Change.MarkOutboxPublished(event, LATER));
    }

    static ChangeSet remembered(ChangeSet changes, IdempotencyRecord record) {
        return new ChangeSet(changes.command(), changes.tenantId(), changes.changes(), Option.some(record));
    }

    /** The outbox event a change set announces, as the relay would read it. */
    static OutboxEvent announcedBy(ChangeSet set) {
        return set.changes().stream().filter(Change.AppendOutbox.class::isInstance).map(Change.AppendOutbox.class::cast)
                .findFirst().orElseThrow().event();
    }

    private static TimelineEvent fact(CaseId caseId, String what, EventType type, Instant at,
                                      Map<String, String> details) {
        return new TimelineEvent(TENANT, caseId, new EventId(uuid("event/" + caseId + "/" + what)), type, at, INTAKE,
                details);
    }

    private static ChangeSet recorded(String command, Change change, TimelineEvent fact) {
        return ChangeSet.of(command, TENANT, Option.none(), change, new Change.AppendTimeline(fact));
    }

    private static ChangeSet announced(String command, Change change, TimelineEvent fact) {
        return ChangeSet.of(command, TENANT, Option.none(), change, new Change.AppendTimeline(fact),
                new Change.AppendOutbox(OutboxEvent.pending(fact)));
    }
}
