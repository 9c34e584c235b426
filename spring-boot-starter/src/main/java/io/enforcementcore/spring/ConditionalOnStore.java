package io.enforcementcore.spring;

import io.enforcementcore.spring.EnforcementCoreProperties.StoreChoice;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.springframework.context.annotation.Conditional;

/**
 * Matches when {@code enforcementcore.store} binds to this store (dynamodb when it is not set). The property is
 * bound as {@link EnforcementCoreProperties} binds it, so that {@code in-memory}, {@code IN_MEMORY} and
 * {@code inMemory} pick the same store here as there.
 */
@Target({ElementType.TYPE, ElementType.METHOD})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Conditional(OnStoreCondition.class)
@interface ConditionalOnStore {
    StoreChoice value();
}
