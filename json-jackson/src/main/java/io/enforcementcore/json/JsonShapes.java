package io.enforcementcore.json;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.databind.jsontype.NamedType;
import io.enforcementcore.application.command.Backfill;
import io.enforcementcore.application.command.SweepSnapshotDrift;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.DeadlineHandle;
import io.enforcementcore.domain.model.EntityRef;
import io.enforcementcore.domain.model.EventPayload;
import io.enforcementcore.domain.model.EventType;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.domain.rejection.Rejection;
import io.enforcementcore.domain.rejection.RejectionKinds;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * What the records' own components do not say, said as Jackson mix-ins, so that no domain type carries a
 * Jackson annotation: which of a sealed family a JSON object is, the derived fields a client needs, and the
 * derived ones it does not.
 */
final class JsonShapes {
    /** Each mix-in and the type it shapes. */
    static final Map<Class<?>, Class<?>> MIX_INS = Map.of(
            Rejection.class, RejectionShape.class,
            EntityRef.class, EntityRefShape.class,
            EventPayload.class, EventPayloadShape.class,
            Task.class, TaskShape.class,
            Deadline.class, DeadlineShape.class,
            CaseState.class, CaseStateShape.class,
            OutboxEvent.class, OutboxEventShape.class,
            Backfill.class, JobShape.class,
            SweepSnapshotDrift.class, JobShape.class);

    /** How each kind of entity a receipt names is told apart; stable words, as a rejection's kinds are. */
    private static final Map<Class<? extends EntityRef>, String> ENTITY_KINDS = Map.of(
            EntityRef.OfCase.class, "case",
            EntityRef.OfTask.class, "task",
            EntityRef.OfDeadline.class, "deadline",
            EntityRef.OfParty.class, "party",
            EntityRef.OfEvidence.class, "evidence");

    private JsonShapes() {
    }

    /** The name of every member of the sealed families: a rejection's kind, an entity's, a payload's type. */
    static List<NamedType> subtypes() {
        List<NamedType> named = new ArrayList<>();
        for (Class<?> rejection : Rejection.class.getPermittedSubclasses()) {
            named.add(new NamedType(rejection, RejectionKinds.of(rejection.asSubclass(Rejection.class))));
        }
        ENTITY_KINDS.forEach((type, kind) -> named.add(new NamedType(type, kind)));
        Map<String, Class<?>> payloads = Arrays.stream(EventPayload.class.getPermittedSubclasses())
                .collect(Collectors.toMap(Class::getSimpleName, type -> type));
        for (EventType type : EventType.values()) {
            Class<?> payload = payloads.get(camelCase(type));
            if (payload == null) {
                throw new IllegalStateException("no EventPayload record is named for " + type + ": the payload of "
                        + "a " + type + " event is the record " + camelCase(type));
            }
            named.add(new NamedType(payload, type.name()));
        }
        return named;
    }

    /** {@code TASK_CREATED} reads {@code TaskCreated}: how the payload records are named after their types. */
    private static String camelCase(EventType type) {
        return Arrays.stream(type.name().split("_"))
                .map(word -> word.charAt(0) + word.substring(1).toLowerCase(Locale.ROOT))
                .collect(Collectors.joining());
    }

    /** {@code {"kind": "stale-version", "message": "...", ...its fields}}; the message is derived, and not read. */
    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = "kind")
    @JsonPropertyOrder({"message"})
    @JsonIgnoreProperties(value = {"message"}, allowGetters = true)
    interface RejectionShape {
        @JsonProperty("message")
        String message();
    }

    /** {@code {"kind": "task", "handle": "..."}}. */
    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = "kind")
    interface EntityRefShape {
    }

    /** {@code {"type": "TASK_CREATED", ...its fields}}: the event type is the payload's. */
    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = "type")
    interface EventPayloadShape {
    }

    /** A listed task carries the handle that names it in the next command; written, not read. */
    @JsonIgnoreProperties(value = {"handle"}, allowGetters = true)
    interface TaskShape {
        @JsonProperty("handle")
        TaskHandle handle();

        @JsonIgnore
        boolean isOpen();
    }

    /** As a task. */
    @JsonIgnoreProperties(value = {"handle"}, allowGetters = true)
    interface DeadlineShape {
        @JsonProperty("handle")
        DeadlineHandle handle();

        @JsonIgnore
        boolean isOpen();
    }

    /** Whether the case is in the high-risk view is the view's business; its status and score say it. */
    interface CaseStateShape {
        @JsonIgnore
        boolean isHighRiskOpen();
    }

    /** Whether an event is published its status says; a second field would be one more to keep in step. */
    interface OutboxEventShape {
        @JsonIgnore
        boolean isPublished();
    }

    /** A job's progress callback belongs to the process that runs it, not to a request. */
    @JsonIgnoreProperties({"progress"})
    interface JobShape {
    }
}
