package io.enforcementcore.domain.model;

import io.enforcementcore.domain.model.EventPayload.CaseOpened;
import io.enforcementcore.domain.model.EventPayload.CaseRenamed;
import io.enforcementcore.domain.model.EventPayload.ExternalRefChanged;
import io.enforcementcore.domain.model.EventPayload.CaseStatusChanged;
import io.enforcementcore.domain.model.EventPayload.DeadlineAdded;
import io.enforcementcore.domain.model.EventPayload.DeadlineMet;
import io.enforcementcore.domain.model.EventPayload.DeadlineMissed;
import io.enforcementcore.domain.model.EventPayload.EvidenceAttached;
import io.enforcementcore.domain.model.EventPayload.PartyLinked;
import io.enforcementcore.domain.model.EventPayload.RiskScoreChanged;
import io.enforcementcore.domain.model.EventPayload.TaskCompleted;
import io.enforcementcore.domain.model.EventPayload.TaskCreated;
import io.enforcementcore.domain.model.EventPayload.TaskReassigned;
import io.enforcementcore.domain.model.EventPayload.TaskRescheduled;
import java.time.Instant;
import java.util.Collections;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/** The text fields of an {@link EventPayload}, both ways. */
final class EventPayloadFields {
    private EventPayloadFields() {
    }

    static Map<String, String> of(String... namesAndValues) {
        SortedMap<String, String> fields = new TreeMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            fields.put(namesAndValues[i], namesAndValues[i + 1]);
        }
        return Collections.unmodifiableSortedMap(fields);
    }

    static EventPayload parse(EventType type, Map<String, String> fields) {
        Reader f = new Reader(fields == null ? Map.of() : fields);
        return switch (type) {
            case CASE_OPENED -> new CaseOpened(new ExternalRef(f.text("externalRef")), new Title(f.text("title")),
                    new RiskScore(f.integer("riskScore")), Classification.parse("classification",
                    f.text("classification")), new OrgId(f.text("ownerOrgId")));
            case CASE_STATUS_CHANGED -> new CaseStatusChanged(CaseStatus.parse("from", f.text("from")),
                    CaseStatus.parse("to", f.text("to")));
            case CASE_RENAMED -> new CaseRenamed(new Title(f.text("title")));
            case EXTERNAL_REF_CHANGED -> new ExternalRefChanged(new ExternalRef(f.text("from")),
                    new ExternalRef(f.text("to")));
            case RISK_SCORE_CHANGED -> new RiskScoreChanged(new RiskScore(f.integer("from")),
                    new RiskScore(f.integer("to")));
            case PARTY_LINKED -> new PartyLinked(new PartyId(f.text("partyId")), new Title(f.text("partyName")),
                    PartyRole.parse("role", f.text("role")));
            case TASK_CREATED -> new TaskCreated(new TaskId(f.text("taskId")), new UserId(f.text("assigneeId")),
                    f.instant("dueAt"));
            case TASK_REASSIGNED -> new TaskReassigned(new TaskId(f.text("taskId")), new UserId(f.text("assigneeId")));
            case TASK_COMPLETED -> new TaskCompleted(new TaskId(f.text("taskId")));
            case TASK_RESCHEDULED -> new TaskRescheduled(new TaskId(f.text("taskId")), f.instant("from"),
                    f.instant("to"));
            case DEADLINE_ADDED -> new DeadlineAdded(new DeadlineId(f.text("deadlineId")),
                    DeadlineType.parse("deadlineType", f.text("deadlineType")), f.instant("dueAt"));
            case DEADLINE_MET -> new DeadlineMet(new DeadlineId(f.text("deadlineId")));
            case DEADLINE_MISSED -> new DeadlineMissed(new DeadlineId(f.text("deadlineId")));
            case EVIDENCE_ATTACHED -> new EvidenceAttached(new EvidenceId(f.text("evidenceId")),
                    new Title(f.text("description")), new Sha256(f.text("sha256")), f.number("sizeBytes"));
        };
    }

    private record Reader(Map<String, String> fields) {
        String text(String name) {
            String value = fields.get(name);
            if (value == null) {
                throw new InvalidValue(name, "is missing from the event's fields");
            }
            return value;
        }

        int integer(String name) {
            return Math.toIntExact(number(name));
        }

        long number(String name) {
            try {
                return Long.parseLong(text(name));
            } catch (NumberFormatException e) {
                throw new InvalidValue(name, "must be a whole number, was '" + fields.get(name) + "'");
            }
        }

        Instant instant(String name) {
            return Timestamps.parse(name, text(name));
        }
    }
}
