package io.enforcementcore.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import io.enforcementcore.domain.model.Timestamps;
import java.io.IOException;
import java.time.Instant;
import java.time.format.DateTimeParseException;

/**
 * Instants as ISO-8601 UTC text, in the domain's one fixed-width format ({@code 2026-07-12T17:00:00.000Z}) for
 * every instant the domain can hold, so that JSON text sorts as time does, as the store's keys do. Registered for
 * every {@link Instant} of the mapper, a user's own ones too: an instant the domain cannot hold (finer than a
 * millisecond, or outside 1970..9999) is written in ISO's own form instead of losing anything, and any ISO-8601
 * instant is read; whether the domain takes it is its constructors' to say.
 */
final class InstantJson {
    private static final Instant FIRST = Instant.parse("1970-01-01T00:00:00Z");
    private static final Instant LAST = Instant.parse("9999-12-31T23:59:59.999Z");

    private InstantJson() {
    }

    static final class InstantWriter extends StdSerializer<Instant> {
        InstantWriter() {
            super(Instant.class);
        }

        @Override
        public void serialize(Instant value, JsonGenerator gen, SerializerProvider provider) throws IOException {
            boolean fixedWidth = value.getNano() % 1_000_000 == 0 && !value.isBefore(FIRST) && !value.isAfter(LAST);
            gen.writeString(fixedWidth ? Timestamps.format(value) : value.toString());
        }
    }

    static final class InstantReader extends StdDeserializer<Instant> {
        InstantReader() {
            super(Instant.class);
        }

        @Override
        public Instant deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            if (p.currentToken() != JsonToken.VALUE_STRING) {
                return (Instant) ctxt.handleUnexpectedToken(Instant.class, p);
            }
            String text = p.getText();
            try {
                return Instant.parse(text);
            } catch (DateTimeParseException notIso) {
                return (Instant) ctxt.handleWeirdStringValue(Instant.class, text,
                        "must be an ISO-8601 UTC instant such as 2026-07-12T17:00:00.000Z");
            }
        }
    }
}
