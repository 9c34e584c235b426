package io.enforcementcore.spring;

import io.enforcementcore.spring.EnforcementCoreProperties.StoreChoice;
import org.springframework.boot.autoconfigure.condition.ConditionOutcome;
import org.springframework.boot.autoconfigure.condition.SpringBootCondition;
import org.springframework.boot.context.properties.bind.BindException;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.context.annotation.ConditionContext;
import org.springframework.core.type.AnnotatedTypeMetadata;

/** The condition of {@link ConditionalOnStore}. */
final class OnStoreCondition extends SpringBootCondition {
    static final String PROPERTY = EnforcementCoreProperties.PREFIX + ".store";

    @Override
    public ConditionOutcome getMatchOutcome(ConditionContext context, AnnotatedTypeMetadata metadata) {
        StoreChoice wanted = (StoreChoice) metadata.getAnnotationAttributes(ConditionalOnStore.class.getName())
                .get("value");
        StoreChoice chosen;
        try {
            chosen = Binder.get(context.getEnvironment()).bind(PROPERTY, StoreChoice.class)
                    .orElse(StoreChoice.DYNAMODB);
        } catch (BindException unreadable) {
            // the properties' own binding fails startup naming the value; no store is wired meanwhile
            return ConditionOutcome.noMatch(PROPERTY + " is not a store: " + unreadable.getMessage());
        }
        return chosen == wanted ? ConditionOutcome.match(PROPERTY + " is " + chosen)
                : ConditionOutcome.noMatch(PROPERTY + " is " + chosen + ", not " + wanted);
    }
}
