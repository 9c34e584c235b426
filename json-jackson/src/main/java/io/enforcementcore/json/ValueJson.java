package io.enforcementcore.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import io.enforcementcore.domain.commit.CommitId;
import io.enforcementcore.domain.model.BlobRef;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.DeadlineHandle;
import io.enforcementcore.domain.model.DeadlineId;
import io.enforcementcore.domain.model.EventId;
import io.enforcementcore.domain.model.EvidenceId;
import io.enforcementcore.domain.model.EvidenceMetadata;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.InvalidValue;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.Revision;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Sha256;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.domain.model.TaskId;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The typed values of the API, each written as the one plain value it wraps: an id or a title as its text, a
 * risk score as its number, a task or deadline handle as the token its receipt hands out, evidence metadata as
 * its entries. Each is read back through its own constructor, so JSON gets the checks any caller gets, and a
 * refused value is answered as Jackson's {@link InvalidFormatException}, naming the value and the rule it broke.
 */
final class ValueJson<T, J> {
    /** Every value type the module knows; a type missing here is written as a bean, which the tests refuse. */
    static final List<ValueJson<?, ?>> ALL = List.of(
            text(TenantId.class, TenantId::new, TenantId::value),
            text(CaseId.class, CaseId::new, CaseId::value),
            text(UserId.class, UserId::new, UserId::value),
            text(OrgId.class, OrgId::new, OrgId::value),
            text(PartyId.class, PartyId::new, PartyId::value),
            text(TaskId.class, TaskId::new, TaskId::value),
            text(DeadlineId.class, DeadlineId::new, DeadlineId::value),
            text(EventId.class, EventId::new, EventId::value),
            text(EvidenceId.class, EvidenceId::new, EvidenceId::value),
            text(ExternalRef.class, ExternalRef::new, ExternalRef::value),
            text(Title.class, Title::new, Title::value),
            text(BlobRef.class, BlobRef::new, BlobRef::value),
            text(Sha256.class, Sha256::new, Sha256::value),
            text(IdempotencyKey.class, IdempotencyKey::new, IdempotencyKey::value),
            text(Revision.class, Revision::new, Revision::value),
            text(CommitId.class, CommitId::new, CommitId::value),
            text(TaskHandle.class, TaskHandle::parseToken, TaskHandle::toToken),
            text(DeadlineHandle.class, DeadlineHandle::parseToken, DeadlineHandle::toToken),
            new ValueJson<>(RiskScore.class, Integer.class, RiskScore::new, RiskScore::value),
            new ValueJson<>(EvidenceMetadata.class, Map.class, entries -> new EvidenceMetadata(strings(entries)),
                    EvidenceMetadata::entries));

    private final Class<T> type;
    private final Class<J> form;
    private final Function<J, T> read;
    private final Function<T, J> write;

    private ValueJson(Class<T> type, Class<J> form, Function<J, T> read, Function<T, J> write) {
        this.type = type;
        this.form = form;
        this.read = read;
        this.write = write;
    }

    private static <T> ValueJson<T, String> text(Class<T> type, Function<String, T> read, Function<T, String> write) {
        return new ValueJson<>(type, String.class, read, write);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, String> strings(Map<?, ?> entries) {
        return (Map<String, String>) entries;
    }

    Class<T> type() {
        return type;
    }

    JsonSerializer<T> serializer() {
        return new StdSerializer<>(type) {
            @Override
            public void serialize(T value, JsonGenerator gen, SerializerProvider provider)
                    throws IOException {
                provider.defaultSerializeValue(write.apply(value), gen);
            }
        };
    }

    JsonDeserializer<T> deserializer() {
        return new StdDeserializer<>(type) {
            @Override
            public T deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
                J plain = plain(p, ctxt);
                try {
                    return read.apply(plain);
                } catch (InvalidValue | IllegalArgumentException refused) {
                    throw refusal(p, plain, refused);
                }
            }
        };
    }

    /** The plain value, of the one JSON type it is written as: a number is no id, nor an id a number. */
    @SuppressWarnings("unchecked")
    private J plain(JsonParser p, DeserializationContext ctxt) throws IOException {
        JsonToken token = p.currentToken();
        boolean fits = form == String.class ? token == JsonToken.VALUE_STRING
                : form == Integer.class ? token == JsonToken.VALUE_NUMBER_INT
                : token == JsonToken.START_OBJECT;
        if (!fits) {
            return (J) ctxt.handleUnexpectedToken(type, p);
        }
        JavaType plainType = form == Map.class
                ? ctxt.getTypeFactory().constructMapType(Map.class, String.class, String.class)
                : ctxt.constructType(form);
        return ctxt.readValue(p, plainType);
    }

    private InvalidFormatException refusal(JsonParser p, J plain, RuntimeException refused) {
        String shown = plain instanceof String text ? "String \"" + text + "\"" : String.valueOf(plain);
        return InvalidFormatException.from(p, "Cannot deserialize value of type `" + type.getName() + "` from "
                + shown + ": " + refused.getMessage(), plain, type);
    }
}
