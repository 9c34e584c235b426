package io.enforcementcore.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import com.fasterxml.jackson.databind.type.TypeFactory;
import io.vavr.control.Either;
import java.io.IOException;

/**
 * The facade's answer, {@code Either<Rejection, T>}, as an object of exactly one field:
 * {@code {"rejection": {...}}} when refused, {@code {"result": ...}} when done. One field, never both and never
 * a flag beside them, so a client tells the two apart by the field it finds; the same shape for any
 * {@code Either}, whose left the facade only ever uses for a rejection.
 */
final class EitherJson {
    static final String REJECTION = "rejection";
    static final String RESULT = "result";

    private EitherJson() {
    }

    static final class EitherWriter extends StdSerializer<Either<?, ?>> {
        @SuppressWarnings({"unchecked", "rawtypes"})
        EitherWriter() {
            super((Class) Either.class);
        }

        @Override
        public void serialize(Either<?, ?> value, JsonGenerator gen, SerializerProvider provider) throws IOException {
            gen.writeStartObject(value);
            if (value.isLeft()) {
                provider.defaultSerializeField(REJECTION, value.getLeft(), gen);
            } else {
                provider.defaultSerializeField(RESULT, value.get(), gen);
            }
            gen.writeEndObject();
        }
    }

    static final class EitherReader extends StdDeserializer<Either<?, ?>> {
        private final JavaType left;
        private final JavaType right;

        EitherReader(JavaType type) {
            super(type);
            JavaType[] sides = type.findTypeParameters(Either.class);
            this.left = sides.length == 2 ? sides[0] : TypeFactory.unknownType();
            this.right = sides.length == 2 ? sides[1] : TypeFactory.unknownType();
        }

        @Override
        public Either<?, ?> deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            if (!p.isExpectedStartObjectToken()) {
                return (Either<?, ?>) ctxt.handleUnexpectedToken(getValueType(), p);
            }
            String field = p.nextFieldName();
            if (!REJECTION.equals(field) && !RESULT.equals(field)) {
                return ctxt.reportInputMismatch(this, "an answer is {\"%s\": ...} or {\"%s\": ...}, not %s",
                        REJECTION, RESULT, field == null ? "an empty object" : "a field '" + field + "'");
            }
            p.nextToken();
            Either<?, ?> answer = REJECTION.equals(field) ? Either.left(value(p, ctxt, left))
                    : Either.right(value(p, ctxt, right));
            if (p.nextToken() != JsonToken.END_OBJECT) {
                return ctxt.reportInputMismatch(this, "an answer holds exactly one of '%s' and '%s'", REJECTION,
                        RESULT);
            }
            return answer;
        }

        private static Object value(JsonParser p, DeserializationContext ctxt, JavaType type) throws IOException {
            JsonDeserializer<Object> deserializer = ctxt.findRootValueDeserializer(type);
            return p.currentToken() == JsonToken.VALUE_NULL ? deserializer.getNullValue(ctxt)
                    : deserializer.deserialize(p, ctxt);
        }
    }
}
