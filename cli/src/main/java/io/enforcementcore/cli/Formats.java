package io.enforcementcore.cli;

import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseSummary;
import io.enforcementcore.domain.model.CaseView;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.Evidence;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.model.Timestamps;
import io.enforcementcore.domain.port.Receipt;
import java.time.Instant;

/**
 * One line per value, as {@code key=value} pairs, so that an operator can read it and a script can
 * pick the ids and versions it needs for the next command.
 */
final class Formats {
    private Formats() {
    }

    static String receipt(Receipt r) {
        return r.command() + " accepted case=" + r.caseId() + " entity=" + r.entityId() + " version=" + r.version()
                + r.dueAt().map(due -> " due=" + time(due)).orElse("");
    }

    static String metadata(CaseMetadata m) {
        return "case=" + m.caseId() + " ref=" + m.externalRef() + " classification=" + m.classification()
                + " owner=" + m.ownerOrgId() + " opened=" + time(m.openedAt()) + " by=" + m.openedBy()
                + " title=\"" + m.title() + "\"";
    }

    static String state(CaseState s) {
        return "status=" + s.status() + " risk=" + s.riskScore().value() + " version=" + s.version();
    }

    static String summary(CaseSummary s) {
        return "case=" + s.caseId() + " status=" + s.status() + " risk=" + s.riskScore().value() + " opened="
                + time(s.openedAt()) + " version=" + s.version();
    }

    static String event(TimelineEvent e) {
        return time(e.occurredAt()) + " " + e.type() + " event=" + e.eventId() + " by=" + e.actor() + " " + e.details();
    }

    static String task(Task t) {
        return "task=" + t.taskId() + " case=" + t.caseId() + " due=" + time(t.dueAt()) + " status=" + t.status()
                + " version=" + t.version() + " assignee=" + t.assignee() + " title=\"" + t.title() + "\"";
    }

    static String deadline(Deadline d) {
        return "deadline=" + d.deadlineId() + " case=" + d.caseId() + " due=" + time(d.dueAt()) + " type=" + d.type()
                + " status=" + d.status() + " version=" + d.version();
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
