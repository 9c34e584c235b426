package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.decision.Act;
import io.enforcementcore.domain.decision.CaseDecisions;
import io.enforcementcore.domain.decision.Change;
import io.enforcementcore.domain.decision.DeadlineDecisions;
import io.enforcementcore.domain.decision.Decision;
import io.enforcementcore.domain.decision.OutboxDecisions;
import io.enforcementcore.domain.decision.TaskDecisions;
import io.enforcementcore.domain.fixtures.ChangeSets;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.Audit;
import io.enforcementcore.domain.model.BlobRef;
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
import io.enforcementcore.domain.model.EventPayload;
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
import io.enforcementcore.domain.model.RetentionPolicy;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Sha256;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskId;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.IdempotencyRecord;
import io.enforcementcore.domain.port.Receipt;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;

/**
 * The change sets of the design's commands, decided as the use cases decide them (a timeline fact with
 * each change, an outbox event with the announced ones: C01, C02, C12), on fixed instants and with ids
 * shaped like the ids the application mints (UUIDs), derived from names. So every run writes items of
 * the same sizes, events land in the same outbox shards, and the generated documents are stable.
 */
public final class DesignWorkload {
    public static final Instant OPENED = Instant.parse("2026-03-02T09:00:00Z");
    public static final Instant LATER = OPENED.plus(Duration.ofHours(1));
    public static final TenantId TENANT = new TenantId("agency-1");
    public static final UserId INTAKE = user("intake officer");
    public static final UserId OFFICER = user("officer 1");
    public static final UserId OTHER_OFFICER = user("officer 2");

    private DesignWorkload() {
    }

    public static String uuid(String name) {
        return UUID.nameUUIDFromBytes(name.getBytes(StandardCharsets.UTF_8)).toString();
    }

    public static UserId user(String name) {
        return new UserId(uuid("user/" + name));
    }

    public static Instant daysLater(int days) {
        return OPENED.plus(Duration.ofDays(days));
    }

    public static NewCase aCase(String name, int riskScore) {
        CaseId caseId = new CaseId(uuid("case/" + name));
        CaseMetadata metadata = new CaseMetadata(TENANT, caseId, new ExternalRef("ENF-2026-" + name.toUpperCase()),
                new Title("Unlicensed consumer lending: complaints against " + name), Classification.CONFIDENTIAL,
                new OrgId("consumer-credit-enforcement"), INTAKE, OPENED, OPENED);
        return new NewCase(metadata, CaseState.opened(TENANT, caseId, new RiskScore(riskScore),
                metadata.classification(), OPENED));
    }

    /** A record of {@code aCase}, created by the intake officer when it opened. */
    public static Audit createdOn(NewCase aCase) {
        return Audit.created(aCase.metadata().ownerOrgId(), aCase.metadata().classification(), INTAKE, OPENED);
    }

    public static Task aTask(NewCase aCase, String name, UserId assignee, Instant dueAt) {
        return Task.open(TENANT, aCase.caseId(), new TaskId(uuid("task/" + name)),
                new Title("Review the respondent's reply to the notice"), assignee, dueAt, aCase.metadata().title(),
                createdOn(aCase));
    }

    /**
     * A task whose title, the longest a title may be (200 characters) and half of it quoting a contract in
     * Chinese (three UTF-8 bytes a character), makes its item larger than 1 KB, one write unit: what a write
     * of it costs depends on the whole item, not on the few values the write changes.
     */
    public static Task aTaskAbove1Kb(NewCase aCase, String name, UserId assignee, Instant dueAt) {
        String quoted = "融资租赁合同及其补充协议".repeat(10);
        String title = ("Terjemahkan dan periksa kontrak pembiayaan dengan mitra luar negeri, judul asli: " + quoted)
                .substring(0, Title.MAX_LENGTH);
        return Task.open(TENANT, aCase.caseId(), new TaskId(uuid("task/" + name)), new Title(title), assignee, dueAt,
                aCase.metadata().title(), createdOn(aCase));
    }

    public static Deadline aDeadline(NewCase aCase, String name, Instant dueAt) {
        return Deadline.open(TENANT, aCase.caseId(), new DeadlineId(uuid("deadline/" + name)),
                DeadlineType.LEGAL_RESPONSE, dueAt, aCase.metadata().title(), createdOn(aCase));
    }

    public static Party aCompany(String name) {
        return new Party(TENANT, new PartyId(uuid("party/" + name)), PartyKind.COMPANY, new Title(name), OPENED);
    }

    public static CaseParty respondent(Party party, NewCase aCase) {
        return new CaseParty(TENANT, aCase.caseId(), party.partyId(), party.kind(), party.name(),
                PartyRole.RESPONDENT, aCase.metadata().classification(), LATER);
    }

    public static Evidence anEvidence(NewCase aCase, String name) {
        EvidenceId id = new EvidenceId(uuid("evidence/" + name));
        return new Evidence(TENANT, aCase.caseId(), id, new Title("Loan agreement, scanned"),
                new BlobRef("s3://enforcement-evidence/" + id.value()), new Sha256("ab".repeat(32)), 48_213, INTAKE,
                new EvidenceMetadata(Map.of("mimeType", "application/pdf")), LATER);
    }

    public static IdempotencyRecord aKey(String name, Receipt receipt) {
        return new IdempotencyRecord(TENANT, new IdempotencyKey(uuid("request/" + name)), "ab".repeat(32), receipt,
                LATER, RetentionPolicy.DEFAULT.idempotencyExpiry(LATER));
    }

    // the change sets, one per command, as the domain decides them

    public static ChangeSet opening(NewCase c) {
        CaseMetadata m = c.metadata();
        return set(CommandId.C01, CaseDecisions.open(act(c.caseId(), "opened", OPENED), c.caseId(),
                new EventPayload.CaseOpened(m.externalRef(), m.title(), c.state().riskScore(), m.classification(),
                        m.ownerOrgId())));
    }

    public static ChangeSet transition(CaseState state, CaseStatus to) {
        return set(CommandId.C02, CaseDecisions.move(act(state.caseId(), "moved to " + to, LATER), state.caseId(),
                state.version(), to).get());
    }

    public static ChangeSet linking(Party party, CaseParty link) {
        return set(CommandId.C03, CaseDecisions.linkParty(act(link.caseId(), "linked " + party.partyId(), LATER), link));
    }

    public static ChangeSet creating(Task task) {
        return set(CommandId.C04, TaskDecisions.create(act(task.caseId(), "created " + task.taskId(), OPENED), task));
    }

    public static ChangeSet reassigning(Task task, UserId to) {
        return set(CommandId.C05, TaskDecisions.reassign(act(task.caseId(), "reassigned " + task.taskId(), LATER),
                task.handle(), task.version(), to));
    }

    public static ChangeSet completing(Task task) {
        return set(CommandId.C06, TaskDecisions.complete(act(task.caseId(), "completed " + task.taskId(), LATER),
                task.handle(), task.version()));
    }

    public static ChangeSet adding(Deadline deadline) {
        return set(CommandId.C07, DeadlineDecisions.add(act(deadline.caseId(), "added " + deadline.deadlineId(), OPENED),
                deadline));
    }

    public static ChangeSet meeting(Deadline deadline) {
        return set(CommandId.C08, DeadlineDecisions.resolve(act(deadline.caseId(), "met " + deadline.deadlineId(), LATER),
                deadline.handle(), deadline.version(), DeadlineStatus.MET));
    }

    public static ChangeSet attaching(Evidence evidence) {
        return set(CommandId.C09, CaseDecisions.attachEvidence(act(evidence.caseId(), "attached " + evidence.evidenceId(),
                LATER), evidence));
    }

    /** C10 of {@code before} to the due time of {@code after}. */
    public static ChangeSet rescheduling(Task before, Task after) {
        return set(CommandId.C10, TaskDecisions.reschedule(act(before.caseId(), "rescheduled " + before.taskId(), LATER),
                before, before.version(), after.dueAt()).get());
    }

    /** C11 of {@code before} to the score of {@code after}. */
    public static ChangeSet rescoring(CaseState before, CaseState after) {
        return set(CommandId.C11, CaseDecisions.rescore(act(before.caseId(), "rescored", LATER), before, before.version(),
                after.riskScore()).get());
    }

    public static ChangeSet renaming(CaseState state, Title title) {
        return set(CommandId.C12, CaseDecisions.rename(act(state.caseId(), "renamed", LATER), state.caseId(), state.version(),
                title));
    }

    /** C15 of the case {@code metadata} describes, at {@code version}, to {@code newRef}. */
    public static ChangeSet changingExternalRef(CaseMetadata metadata, long version, ExternalRef newRef) {
        return set(CommandId.C15, CaseDecisions.changeExternalRef(act(metadata.caseId(), "re-referenced", LATER), metadata,
                version, newRef).get());
    }

    public static ChangeSet publishing(OutboxEvent event) {
        return set(CommandId.C13, OutboxDecisions.markPublished(event, LATER, RetentionPolicy.DEFAULT));
    }

    public static ChangeSet remembered(ChangeSet changes, IdempotencyRecord record) {
        return changes.rememberedAs(record);
    }

    /** The outbox event a change set announces, as the relay would read it. */
    public static OutboxEvent announcedBy(ChangeSet set) {
        return set.changes().stream().filter(Change.AppendOutbox.class::isInstance).map(Change.AppendOutbox.class::cast)
                .findFirst().orElseThrow().event();
    }

    /** The intake officer acts at {@code at}; the fact's id is named after the case and what happened. */
    private static Act act(CaseId caseId, String what, Instant at) {
        return new Act(TENANT, INTAKE, Classification.CONFIDENTIAL, at, new EventId(uuid("event/" + caseId + "/" + what)));
    }

    private static ChangeSet set(CommandId command, Decision decision) {
        return ChangeSets.of(command, TENANT, decision);
    }
}
