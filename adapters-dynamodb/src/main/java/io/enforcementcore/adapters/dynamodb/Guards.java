package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Option;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The guards the changes share: existence within the tenant, version, status. */
final class Guards {
    private Guards() {
    }

    /** The item must not exist yet. */
    static Guard absent(int changeIndex, Rejection whenPresent) {
        return new Guard(changeIndex, old -> old.isDefined() ? Option.some(whenPresent) : Option.none(), whenPresent);
    }

    /** The item must exist and belong to the tenant; another tenant's item reads as not found. */
    static Guard owned(int changeIndex, TenantId tenant, String entity, String id) {
        Rejection notFound = new Rejection.NotFound(entity, id);
        return new Guard(changeIndex, old -> notOwned(old, tenant) ? Option.some(notFound) : Option.none(), notFound);
    }

    /** Owned and at {@code expectedVersion}. */
    static Guard ownedAtVersion(int changeIndex, TenantId tenant, String entity, String id, long expectedVersion) {
        Rejection notFound = new Rejection.NotFound(entity, id);
        return new Guard(changeIndex, old -> {
            if (notOwned(old, tenant)) {
                return Option.some(notFound);
            }
            return staleVersion(entity, id, expectedVersion, old.get());
        }, new Rejection.StaleVersion(entity, id, expectedVersion, Rejection.StaleVersion.UNKNOWN));
    }

    /** Owned, in status {@code OPEN} (else {@code notOpen} of the status found), and at the version. */
    static Guard ownedOpenAtVersion(int changeIndex, TenantId tenant, String entity, String id, long expectedVersion,
                                    java.util.function.Function<String, Rejection> notOpen) {
        Rejection notFound = new Rejection.NotFound(entity, id);
        return new Guard(changeIndex, old -> {
            if (notOwned(old, tenant)) {
                return Option.some(notFound);
            }
            String status = status(old.get());
            if (!"OPEN".equals(status)) {
                return Option.some(notOpen.apply(status));
            }
            return staleVersion(entity, id, expectedVersion, old.get());
        }, new Rejection.StaleVersion(entity, id, expectedVersion, Rejection.StaleVersion.UNKNOWN));
    }

    static boolean notOwned(Option<Map<String, AttributeValue>> old, TenantId tenant) {
        return old.isEmpty() || !new ItemReader(old.get()).belongsTo(tenant);
    }

    /** A {@link Rejection.StaleVersion} if {@code item} is not at {@code expectedVersion}. */
    static Option<Rejection> staleVersion(String entity, String id, long expectedVersion,
                                          Map<String, AttributeValue> item) {
        long actual = version(item);
        return actual == expectedVersion ? Option.none()
                : Option.some(new Rejection.StaleVersion(entity, id, expectedVersion, actual));
    }

    private static long version(Map<String, AttributeValue> item) {
        return new ItemReader(item).n(Conditions.VERSION);
    }

    static String status(Map<String, AttributeValue> item) {
        return new ItemReader(item).s(Conditions.STATUS);
    }
}
