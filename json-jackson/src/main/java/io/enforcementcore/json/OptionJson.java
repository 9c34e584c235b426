package io.enforcementcore.json;

import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.deser.ValueInstantiator;
import com.fasterxml.jackson.databind.deser.std.ReferenceTypeDeserializer;
import com.fasterxml.jackson.databind.jsontype.TypeDeserializer;
import com.fasterxml.jackson.databind.jsontype.TypeSerializer;
import com.fasterxml.jackson.databind.ser.std.ReferenceTypeSerializer;
import com.fasterxml.jackson.databind.type.ReferenceType;
import com.fasterxml.jackson.databind.type.TypeBindings;
import com.fasterxml.jackson.databind.type.TypeFactory;
import com.fasterxml.jackson.databind.type.TypeModifier;
import com.fasterxml.jackson.databind.util.NameTransformer;
import io.vavr.control.Option;
import java.lang.reflect.Type;

/**
 * vavr's {@link Option} as Jackson holds {@code java.util.Optional}: a reference to its value. A defined
 * option is written as its value; an empty one as {@code null}, or left out where the mapper's inclusion leaves
 * out absent values ({@code NON_ABSENT}, {@code NON_EMPTY}). {@code null} and a missing field both read as
 * {@code Option.none()}, so a request body may leave out any optional field.
 */
final class OptionJson {
    private OptionJson() {
    }

    /** Makes every {@code Option<T>} a reference type to {@code T}, so that its content is typed as declared. */
    static final class Types extends TypeModifier {
        @Override
        public JavaType modifyType(JavaType type, Type jdkType, TypeBindings bindings, TypeFactory typeFactory) {
            if (type.isReferenceType() || type.isContainerType() || !Option.class.isAssignableFrom(type.getRawClass())) {
                return type;
            }
            JavaType[] content = type.findTypeParameters(Option.class);
            return ReferenceType.upgradeFrom(type, content.length == 1 ? content[0] : TypeFactory.unknownType());
        }
    }

    static final class OptionWriter extends ReferenceTypeSerializer<Option<?>> {
        OptionWriter(ReferenceType type, boolean staticTyping, TypeSerializer contentTypes, JsonSerializer<Object> content) {
            super(type, staticTyping, contentTypes, content);
        }

        private OptionWriter(OptionWriter base, BeanProperty property, TypeSerializer contentTypes,
                           JsonSerializer<?> content, NameTransformer unwrapper, Object suppressable,
                           boolean suppressNulls) {
            super(base, property, contentTypes, content, unwrapper, suppressable, suppressNulls);
        }

        @Override
        protected ReferenceTypeSerializer<Option<?>> withResolved(BeanProperty property, TypeSerializer contentTypes,
                                                                   JsonSerializer<?> content, NameTransformer unwrapper) {
            return new OptionWriter(this, property, contentTypes, content, unwrapper, _suppressableValue, _suppressNulls);
        }

        @Override
        public ReferenceTypeSerializer<Option<?>> withContentInclusion(Object suppressable, boolean suppressNulls) {
            return new OptionWriter(this, _property, _valueTypeSerializer, _valueSerializer, _unwrapper, suppressable,
                    suppressNulls);
        }

        @Override
        protected boolean _isValuePresent(Option<?> value) {
            return value.isDefined();
        }

        @Override
        protected Object _getReferenced(Option<?> value) {
            return value.get();
        }

        @Override
        protected Object _getReferencedIfPresent(Option<?> value) {
            return value.getOrNull();
        }
    }

    static final class OptionReader extends ReferenceTypeDeserializer<Option<?>> {
        OptionReader(JavaType type, ValueInstantiator instantiator, TypeDeserializer contentTypes,
                     JsonDeserializer<?> content) {
            super(type, instantiator, contentTypes, content);
        }

        @Override
        protected ReferenceTypeDeserializer<Option<?>> withResolved(TypeDeserializer contentTypes,
                                                                     JsonDeserializer<?> content) {
            return new OptionReader(_fullType, _valueInstantiator, contentTypes, content);
        }

        @Override
        public Option<?> getNullValue(DeserializationContext ctxt) {
            return Option.none();
        }

        /** A field left out is no value, as {@code null} is: a record's constructor gets none, never null. */
        @Override
        public Object getAbsentValue(DeserializationContext ctxt) {
            return Option.none();
        }

        @Override
        public Option<?> referenceValue(Object contents) {
            return Option.of(contents);
        }

        @Override
        public Option<?> updateReference(Option<?> reference, Object contents) {
            return Option.of(contents);
        }

        @Override
        public Object getReferenced(Option<?> reference) {
            return reference.getOrNull();
        }
    }
}
