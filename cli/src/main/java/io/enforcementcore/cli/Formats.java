package io.enforcementcore.cli;

import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.CaseCounts;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseSummary;
import io.enforcementcore.domain.model.CaseView;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.EntityRef;
import io.enforcementcore.domain.model.Evidence;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.model.Timestamps;
import io.enforcementcore.domain.port.Receipt;
import io.vavr.control.Option;
import java.time.Instant;

/**
 * One line per value, as {@code key=value} pairs, so that an operator can read it and a script can
 * pick what the next command needs: ids, a task's or deadline's reference, versions.
 */
final class Formats {
    private Formats() {
    }

    /** The case, then the entity by its kind ({@code task=<reference>}) unless it is the case itself. */
    static String receipt(Receipt r) {
        String entity = r.entity() instanceof EntityRef.OfCase ? ""
                : " " + kindOf(r.entity()) + "=" + r.entity().text();
        return r.command() + " accepted case=" + r.caseId() + entity + " version=" + r.version();
    }

    /** The word a receipt names the entity by, and the shell variable that carries it on. */
    static String kindOf(EntityRef entity) {
        if (entity instanceof EntityRef.OfTask) {
            return "task";
        }
        if (entity instanceof EntityRef.OfDeadline) {
            return "deadline";
        }
        if (entity instanceof EntityRef.OfParty) {
            return "party";
        }
        return entity instanceof EntityRef.OfEvidence ? "evidence" : "case";
    }

    static String metadata(CaseMetadata m) {
        return "case=" + m.caseId() + " ref=" + m.externalRef() + " classification=" + m.classification()
                + " owner=" + m.ownerOrgId() + " opened=" + time(m.openedAt()) + " by=" + m.openedBy()
                + " title=\"" + m.title() + "\"";
    }

    /** The case's metadata with its status, risk score, version and counts: what the next command needs. */
    static String caseWithState(CaseView v) {
        CaseMetadata m = v.metadata();
        return "case=" + m.caseId() + " ref=" + m.externalRef() + " " + state(v.state()) + " classification="
                + m.classification() + " owner=" + m.ownerOrgId() + " opened=" + time(m.openedAt()) + " by="
                + m.openedBy() + " title=\"" + m.title() + "\"";
    }

    static String state(CaseState s) {
        return "status=" + s.status() + " risk=" + s.riskScore().value() + " version=" + s.version() + " "
                + counts(s.counts());
    }

    /** Unknown counts (a case opened before they were kept) say so, rather than print zeros. */
    static String counts(Option<CaseCounts> counts) {
        return counts.map(c -> "open-tasks=" + c.openTasks() + " open-deadlines=" + c.openDeadlines() + " parties="
                + c.parties() + " evidence=" + c.evidence()).getOrElse("counts=unknown");
    }

    static String summary(CaseSummary s) {
        return "case=" + s.caseId() + " status=" + s.status() + " risk=" + s.riskScore().value() + " opened="
                + time(s.openedAt()) + " version=" + s.version();
    }

    static String event(TimelineEvent e) {
        return time(e.occurredAt()) + " " + e.type() + " event=" + e.eventId() + " by=" + e.actor() + " " + e.details();
    }

    static String task(Task t) {
        return "task=" + t.handle().toToken() + " id=" + t.taskId() + " case=" + t.caseId() + " due=" + time(t.dueAt())
                + " status=" + t.status() + " version=" + t.version() + " assignee=" + t.assignee()
                + " title=\"" + t.title() + "\"";
    }

    static String deadline(Deadline d) {
        return "deadline=" + d.handle().toToken() + " id=" + d.deadlineId() + " case=" + d.caseId() + " due="
                + time(d.dueAt()) + " type=" + d.type() + " status=" + d.status() + " version=" + d.version();
    }

    static String party(CaseParty p) {
        return "party=" + p.partyId() + " case=" + p.caseId() + " role=" + p.role() + " kind=" + p.partyKind()
                + " name=\"" + p.partyName() + "\"";
    }

    static String evidence(Evidence e) {
        return "evidence=" + e.evidenceId() + " bytes=" + e.sizeBytes() + " sha256=" + e.sha256() + " blob="
                + e.blobRef() + " description=\"" + e.description() + "\"";
    }

    static String outbox(OutboxEvent e) {
        return time(e.occurredAt()) + " " + e.type() + " event=" + e.eventId() + " tenant=" + e.tenantId() + " case="
                + e.caseId();
    }

    static String view(CaseView v) {
        StringBuilder text = new StringBuilder(metadata(v.metadata())).append('\n').append(state(v.state()));
        v.openTasks().forEach(t -> text.append("\n  open ").append(task(t)));
        v.openDeadlines().forEach(d -> text.append("\n  open ").append(deadline(d)));
        v.parties().forEach(p -> text.append("\n  ").append(party(p)));
        return text.toString();
    }

    static String time(Instant instant) {
        return Timestamps.format(instant);
    }
}
