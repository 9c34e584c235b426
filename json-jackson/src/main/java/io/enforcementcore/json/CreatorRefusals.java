package io.enforcementcore.json;

import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.deser.BeanDeserializerBuilder;
import com.fasterxml.jackson.databind.deser.BeanDeserializerModifier;
import com.fasterxml.jackson.databind.deser.SettableBeanProperty;
import com.fasterxml.jackson.databind.deser.ValueInstantiator;
import com.fasterxml.jackson.databind.deser.impl.PropertyValueBuffer;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import io.enforcementcore.domain.model.InvalidValue;
import java.io.IOException;

/**
 * A record of the API that refuses what it is built from (a command whose expected version is 0, a
 * reschedule to the same time, a required field left out) is answered as Jackson's
 * {@link MismatchedInputException}, naming the field and the rule as the record's constructor states them, where
 * Jackson would wrap the constructor's exception as a failure to construct.
 */
final class CreatorRefusals extends BeanDeserializerModifier {
    private static final long serialVersionUID = 1L;

    @Override
    public BeanDeserializerBuilder updateBuilder(DeserializationConfig config, BeanDescription description,
                                                 BeanDeserializerBuilder builder) {
        ValueInstantiator instantiator = builder.getValueInstantiator();
        if (instantiator != null && description.getBeanClass().getName().startsWith("io.enforcementcore.")) {
            builder.setValueInstantiator(new Refusing(instantiator));
        }
        return builder;
    }

    private static final class Refusing extends ValueInstantiator.Delegating {
        private static final long serialVersionUID = 1L;

        Refusing(ValueInstantiator delegate) {
            super(delegate);
        }

        @Override
        public ValueInstantiator createContextual(DeserializationContext ctxt, BeanDescription description)
                throws JsonMappingException {
            ValueInstantiator contextual = delegate().createContextual(ctxt, description);
            return contextual == delegate() ? this : new Refusing(contextual);
        }

        @Override
        public Object createFromObjectWith(DeserializationContext ctxt, Object[] args) throws IOException {
            try {
                return super.createFromObjectWith(ctxt, args);
            } catch (ValueInstantiationException refused) {
                throw refusal(ctxt, refused);
            }
        }

        @Override
        public Object createFromObjectWith(DeserializationContext ctxt, SettableBeanProperty[] props,
                                           PropertyValueBuffer buffer) throws IOException {
            try {
                return super.createFromObjectWith(ctxt, props, buffer);
            } catch (ValueInstantiationException refused) {
                throw refusal(ctxt, refused);
            }
        }

        private static JsonMappingException refusal(DeserializationContext ctxt, ValueInstantiationException refused) {
            Throwable cause = refused.getCause();
            String type = refused.getType().getRawClass().getName();
            String rule;
            if (cause instanceof InvalidValue || cause instanceof IllegalArgumentException) {
                rule = cause.getMessage();
            } else if (cause instanceof NullPointerException) {
                rule = "a required field is missing or null (" + cause.getMessage() + ")";
            } else {
                return refused;
            }
            return MismatchedInputException.from(ctxt.getParser(), refused.getType(),
                    "Cannot build `" + type + "`: " + rule);
        }
    }
}
