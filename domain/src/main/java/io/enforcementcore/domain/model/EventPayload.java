package io.enforcementcore.domain.model;

import java.time.Instant;
import java.util.Map;
import java.util.Objects;

/**
 * What a timeline fact says: one shape per {@link EventType}. Its {@link #fields()} are the text an
 * outbox event announces; {@link #parse} reads them back, so a store may keep a payload as those fields.
 */
public sealed interface EventPayload {

    EventType type();

    /** The payload as named text fields, sorted by name; timestamps in the one fixed-width format. */
    Map<String, String> fields();

    /** The payload of a fact of {@code type} from its {@link #fields()}; refuses fields that do not fit. */
    static EventPayload parse(EventType type, Map<String, String> fields) {
        Objects.requireNonNull(type, "type");
        return EventPayloadFields.parse(type, fields);
    }

    record CaseOpened(ExternalRef externalRef, Title title, RiskScore riskScore, Classification classification,
                      OrgId ownerOrgId) implements EventPayload {
        public CaseOpened {
            Objects.requireNonNull(externalRef, "externalRef");
            Objects.requireNonNull(title, "title");
            Objects.requireNonNull(riskScore, "riskScore");
            Objects.requireNonNull(classification, "classification");
            Objects.requireNonNull(ownerOrgId, "ownerOrgId");
        }

        public EventType type() {
            return EventType.CASE_OPENED;
        }

        public Map<String, String> fields() {
            return EventPayloadFields.of("externalRef", externalRef.value(), "title", title.value(),
                    "riskScore", Integer.toString(riskScore.value()), "classification", classification.name(),
                    "ownerOrgId", ownerOrgId.value());
        }
    }

    record CaseStatusChanged(CaseStatus from, CaseStatus to) implements EventPayload {
        public CaseStatusChanged {
            Objects.requireNonNull(from, "from");
            Objects.requireNonNull(to, "to");
        }

        public EventType type() {
            return EventType.CASE_STATUS_CHANGED;
        }

        public Map<String, String> fields() {
            return EventPayloadFields.of("from", from.name(), "to", to.name());
        }
    }

    record CaseRenamed(Title title) implements EventPayload {
        public CaseRenamed {
            Objects.requireNonNull(title, "title");
        }

        public EventType type() {
            return EventType.CASE_RENAMED;
        }

        public Map<String, String> fields() {
            return EventPayloadFields.of("title", title.value());
        }
    }

    record ExternalRefChanged(ExternalRef from, ExternalRef to) implements EventPayload {
        public ExternalRefChanged {
            Objects.requireNonNull(from, "from");
            Objects.requireNonNull(to, "to");
        }

        public EventType type() {
            return EventType.EXTERNAL_REF_CHANGED;
        }

        public Map<String, String> fields() {
            return EventPayloadFields.of("from", from.value(), "to", to.value());
        }
    }

    record RiskScoreChanged(RiskScore from, RiskScore to) implements EventPayload {
        public RiskScoreChanged {
            Objects.requireNonNull(from, "from");
            Objects.requireNonNull(to, "to");
        }

        public EventType type() {
            return EventType.RISK_SCORE_CHANGED;
        }

        public Map<String, String> fields() {
            return EventPayloadFields.of("from", Integer.toString(from.value()), "to", Integer.toString(to.value()));
        }
    }

    record PartyLinked(PartyId partyId, Title partyName, PartyRole role) implements EventPayload {
        public PartyLinked {
            Objects.requireNonNull(partyId, "partyId");
            Objects.requireNonNull(partyName, "partyName");
            Objects.requireNonNull(role, "role");
        }

        public EventType type() {
            return EventType.PARTY_LINKED;
        }

        public Map<String, String> fields() {
            return EventPayloadFields.of("partyId", partyId.value(), "partyName", partyName.value(),
                    "role", role.name());
        }
    }

    record TaskCreated(TaskId taskId, UserId assignee, Instant dueAt) implements EventPayload {
        public TaskCreated {
            Objects.requireNonNull(taskId, "taskId");
            Objects.requireNonNull(assignee, "assigneeId");
            Timestamps.requireInRange("dueAt", dueAt);
        }

        public EventType type() {
            return EventType.TASK_CREATED;
        }

        public Map<String, String> fields() {
            return EventPayloadFields.of("taskId", taskId.value(), "assigneeId", assignee.value(),
                    "dueAt", Timestamps.format(dueAt));
        }
    }

    record TaskReassigned(TaskId taskId, UserId assignee) implements EventPayload {
        public TaskReassigned {
            Objects.requireNonNull(taskId, "taskId");
            Objects.requireNonNull(assignee, "assigneeId");
        }

        public EventType type() {
            return EventType.TASK_REASSIGNED;
        }

        public Map<String, String> fields() {
            return EventPayloadFields.of("taskId", taskId.value(), "assigneeId", assignee.value());
        }
    }

    record TaskCompleted(TaskId taskId) implements EventPayload {
        public TaskCompleted {
            Objects.requireNonNull(taskId, "taskId");
        }

        public EventType type() {
            return EventType.TASK_COMPLETED;
        }

        public Map<String, String> fields() {
            return EventPayloadFields.of("taskId", taskId.value());
        }
    }

    record TaskRescheduled(TaskId taskId, Instant from, Instant to) implements EventPayload {
        public TaskRescheduled {
            Objects.requireNonNull(taskId, "taskId");
            Timestamps.requireInRange("from", from);
            Timestamps.requireInRange("to", to);
        }

        public EventType type() {
            return EventType.TASK_RESCHEDULED;
        }

        public Map<String, String> fields() {
            return EventPayloadFields.of("taskId", taskId.value(), "from", Timestamps.format(from),
                    "to", Timestamps.format(to));
        }
    }

    record DeadlineAdded(DeadlineId deadlineId, DeadlineType deadlineType, Instant dueAt) implements EventPayload {
        public DeadlineAdded {
            Objects.requireNonNull(deadlineId, "deadlineId");
            Objects.requireNonNull(deadlineType, "deadlineType");
            Timestamps.requireInRange("dueAt", dueAt);
        }

        public EventType type() {
            return EventType.DEADLINE_ADDED;
        }

        public Map<String, String> fields() {
            return EventPayloadFields.of("deadlineId", deadlineId.value(), "deadlineType", deadlineType.name(),
                    "dueAt", Timestamps.format(dueAt));
        }
    }

    record DeadlineMet(DeadlineId deadlineId) implements EventPayload {
        public DeadlineMet {
            Objects.requireNonNull(deadlineId, "deadlineId");
        }

        public EventType type() {
            return EventType.DEADLINE_MET;
        }

        public Map<String, String> fields() {
            return EventPayloadFields.of("deadlineId", deadlineId.value());
        }
    }

    record DeadlineMissed(DeadlineId deadlineId) implements EventPayload {
        public DeadlineMissed {
            Objects.requireNonNull(deadlineId, "deadlineId");
        }

        public EventType type() {
            return EventType.DEADLINE_MISSED;
        }

        public Map<String, String> fields() {
            return EventPayloadFields.of("deadlineId", deadlineId.value());
        }
    }

    record EvidenceAttached(EvidenceId evidenceId, Title description, Sha256 sha256, long sizeBytes)
            implements EventPayload {
        public EvidenceAttached {
            Objects.requireNonNull(evidenceId, "evidenceId");
            Objects.requireNonNull(description, "description");
            Objects.requireNonNull(sha256, "sha256");
        }

        public EventType type() {
            return EventType.EVIDENCE_ATTACHED;
        }

        public Map<String, String> fields() {
            return EventPayloadFields.of("evidenceId", evidenceId.value(), "description", description.value(),
                    "sha256", sha256.value(), "sizeBytes", Long.toString(sizeBytes));
        }
    }
}
