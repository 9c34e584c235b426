package io.enforcementcore.cli;

import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.CaseCounts;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseSummary;
import io.enforcementcore.domain.model.CaseView;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.Evidence;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.port.Receipt;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Each printed value as a JSON object, with the field names docs/guide/cli.md documents (section
 * "Machine-readable output"); a reference is the same text the text output prints, so either feeds the next command.
 */
final class JsonFields {
    private JsonFields() {
    }

    /** {@code command}, {@code case}, {@code entityKind}, {@code entity}, the entity again by its kind, {@code version}. */
    static Map<String, Object> receipt(Receipt r) {
        Map<String, Object> fields = new LinkedHashMap<>();
        String kind = Formats.kindOf(r.entity());
        fields.put("command", r.command().id());
        fields.put("case", r.caseId().value());
        fields.put("entityKind", kind);
        fields.put("entity", r.entity().text());
        if (!kind.equals("case")) {
            fields.put(kind, r.entity().text());
        }
        fields.put("version", r.version());
        return fields;
    }

    static Map<String, Object> metadata(CaseMetadata m) {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("case", m.caseId().value());
        fields.put("externalRef", m.externalRef().toString());
        fields.put("title", m.title().toString());
        fields.put("classification", m.classification().name());
        fields.put("ownerOrg", m.ownerOrgId().toString());
        fields.put("openedAt", Formats.time(m.openedAt()));
        fields.put("openedBy", m.openedBy().toString());
        return fields;
    }

    /** The metadata with the case's state: {@code status}, {@code risk}, {@code version}, {@code counts}. */
    static Map<String, Object> caseWithState(CaseView v) {
        Map<String, Object> fields = metadata(v.metadata());
        fields.putAll(state(v.state()));
        return fields;
    }

    static Map<String, Object> state(CaseState s) {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("status", s.status().name());
        fields.put("risk", s.riskScore().value());
        fields.put("version", s.version());
        fields.put("counts", s.counts().map(JsonFields::counts).getOrNull());
        return fields;
    }

    /** {@code null} when the counts are unknown (a case opened before they were kept), never zeros. */
    static Map<String, Object> counts(CaseCounts c) {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("openTasks", c.openTasks());
        fields.put("openDeadlines", c.openDeadlines());
        fields.put("parties", c.parties());
        fields.put("evidence", c.evidence());
        return fields;
    }

    static Map<String, Object> summary(CaseSummary s) {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("case", s.caseId().value());
        fields.put("status", s.status().name());
        fields.put("risk", s.riskScore().value());
        fields.put("openedAt", Formats.time(s.openedAt()));
        fields.put("version", s.version());
        return fields;
    }

    static Map<String, Object> event(TimelineEvent e) {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("event", e.eventId().toString());
        fields.put("type", e.type().name());
        fields.put("occurredAt", Formats.time(e.occurredAt()));
        fields.put("actor", e.actor().toString());
        fields.put("details", e.details());
        return fields;
    }

    static Map<String, Object> task(Task t) {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("task", t.handle().toToken());
        fields.put("id", t.taskId().toString());
        fields.put("case", t.caseId().value());
        fields.put("title", t.title().toString());
        fields.put("assignee", t.assignee().toString());
        fields.put("dueAt", Formats.time(t.dueAt()));
        fields.put("status", t.status().name());
        fields.put("version", t.version());
        return fields;
    }

    static Map<String, Object> deadline(Deadline d) {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("deadline", d.handle().toToken());
        fields.put("id", d.deadlineId().toString());
        fields.put("case", d.caseId().value());
        fields.put("type", d.type().name());
        fields.put("dueAt", Formats.time(d.dueAt()));
        fields.put("status", d.status().name());
        fields.put("version", d.version());
        return fields;
    }

    static Map<String, Object> party(CaseParty p) {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("party", p.partyId().toString());
        fields.put("case", p.caseId().value());
        fields.put("role", p.role().name());
        fields.put("kind", p.partyKind().name());
        fields.put("name", p.partyName().toString());
        return fields;
    }

    static Map<String, Object> evidence(Evidence e) {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("evidence", e.evidenceId().toString());
        fields.put("case", e.caseId().value());
        fields.put("description", e.description().toString());
        fields.put("blobRef", e.blobRef().value());
        fields.put("sha256", e.sha256().value());
        fields.put("bytes", e.sizeBytes());
        fields.put("meta", e.metadata().entries());
        return fields;
    }

    static Map<String, Object> outbox(OutboxEvent e) {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("event", e.eventId().toString());
        fields.put("type", e.type().name());
        fields.put("occurredAt", Formats.time(e.occurredAt()));
        fields.put("tenant", e.tenantId().toString());
        fields.put("case", e.caseId().value());
        return fields;
    }

    /** The case with its state, then {@code openTasks}, {@code openDeadlines} and {@code parties}. */
    static Map<String, Object> view(CaseView v) {
        Map<String, Object> fields = caseWithState(v);
        fields.put("openTasks", v.openTasks().stream().map(JsonFields::task).toList());
        fields.put("openDeadlines", v.openDeadlines().stream().map(JsonFields::deadline).toList());
        fields.put("parties", v.parties().stream().map(JsonFields::party).toList());
        return fields;
    }
}
