package io.enforcementcore.json;

import com.fasterxml.jackson.core.Version;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.SerializationConfig;
import com.fasterxml.jackson.databind.deser.Deserializers;
import com.fasterxml.jackson.databind.jsontype.NamedType;
import com.fasterxml.jackson.databind.jsontype.TypeDeserializer;
import com.fasterxml.jackson.databind.jsontype.TypeSerializer;
import com.fasterxml.jackson.databind.ser.Serializers;
import com.fasterxml.jackson.databind.type.ReferenceType;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;

/**
 * EnforcementCore's typed API as JSON, for a service that speaks HTTP: register it on the service's mapper
 * ({@code mapper.registerModule(new EnforcementCoreJacksonModule())}), or let
 * {@code ObjectMapper.findAndRegisterModules()} find it. Then the facade's answers are written as they are and a
 * request body is read straight into a command, with no layer of DTOs between:
 * <ul>
 *   <li>ids, titles, references, handles and scores as their plain text or number; read back through their
 *       constructors, a refused one answering {@code InvalidFormatException}</li>
 *   <li>instants as fixed-width ISO-8601 UTC text; enums by name</li>
 *   <li>{@code Option}: its value, or {@code null}; missing reads as none</li>
 *   <li>{@code Either<Rejection, T>}: {@code {"rejection": ...}} or {@code {"result": ...}}</li>
 *   <li>a rejection: {@code {"kind": "not-found", "message": "...", ...its fields}}; an entity a receipt names:
 *       {@code {"kind": "task", "handle": "..."}}; an event payload: {@code {"type": "TASK_CREATED", ...}}</li>
 *   <li>a listed task or deadline with the {@code handle} its next command names it by</li>
 * </ul>
 * {@code docs/json.md} shows each shape. Nothing of the domain carries a Jackson annotation: all of it is here.
 */
public final class EnforcementCoreJacksonModule extends Module {

    @Override
    public String getModuleName() {
        return "EnforcementCore";
    }

    @Override
    public Version version() {
        return Version.unknownVersion();
    }

    @Override
    public void setupModule(SetupContext context) {
        context.addSerializers(new Writers());
        context.addDeserializers(new Readers());
        context.addTypeModifier(new OptionJson.Types());
        context.addBeanDeserializerModifier(new CreatorRefusals());
        JsonShapes.MIX_INS.forEach(context::setMixInAnnotations);
        context.registerSubtypes(JsonShapes.subtypes().toArray(NamedType[]::new));
    }

    private static final class Writers extends Serializers.Base {
        private final Map<Class<?>, JsonSerializer<?>> values = new HashMap<>();

        Writers() {
            ValueJson.ALL.forEach(value -> values.put(value.type(), value.serializer()));
            values.put(Instant.class, new InstantJson.InstantWriter());
        }

        @Override
        public JsonSerializer<?> findSerializer(SerializationConfig config, JavaType type, BeanDescription description) {
            if (Either.class.isAssignableFrom(type.getRawClass())) {
                return new EitherJson.EitherWriter();
            }
            return values.get(type.getRawClass());
        }

        @Override
        public JsonSerializer<?> findReferenceSerializer(SerializationConfig config, ReferenceType type,
                                                         BeanDescription description, TypeSerializer contentTypes,
                                                         JsonSerializer<Object> content) {
            if (!Option.class.isAssignableFrom(type.getRawClass())) {
                return null;
            }
            boolean staticTyping = contentTypes == null && config.isEnabled(MapperFeature.USE_STATIC_TYPING);
            return new OptionJson.OptionWriter(type, staticTyping, contentTypes, content);
        }
    }

    private static final class Readers extends Deserializers.Base {
        private final Map<Class<?>, JsonDeserializer<?>> values = new HashMap<>();

        Readers() {
            ValueJson.ALL.forEach(value -> values.put(value.type(), value.deserializer()));
            values.put(Instant.class, new InstantJson.InstantReader());
        }

        @Override
        public JsonDeserializer<?> findBeanDeserializer(JavaType type, DeserializationConfig config,
                                                        BeanDescription description) {
            if (Either.class.isAssignableFrom(type.getRawClass())) {
                return new EitherJson.EitherReader(type);
            }
            return values.get(type.getRawClass());
        }

        @Override
        public JsonDeserializer<?> findReferenceDeserializer(ReferenceType type, DeserializationConfig config,
                                                             BeanDescription description,
                                                             TypeDeserializer contentTypes,
                                                             JsonDeserializer<?> content) {
            if (!Option.class.isAssignableFrom(type.getRawClass())) {
                return null;
            }
            return new OptionJson.OptionReader(type, null, contentTypes, content);
        }

        @Override
        public boolean hasDeserializerFor(DeserializationConfig config, Class<?> valueType) {
            return values.containsKey(valueType) || Either.class.isAssignableFrom(valueType)
                    || Option.class.isAssignableFrom(valueType);
        }
    }
}
