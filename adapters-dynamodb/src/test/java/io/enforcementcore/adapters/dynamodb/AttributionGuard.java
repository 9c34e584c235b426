package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.metering.ForObservingStorage;
import io.enforcementcore.metering.ItemWrite;
import io.enforcementcore.metering.StorageCall;
import java.util.Objects;
import java.util.Set;

/**
 * A storage observer for tests that fails the moment a store reports a request or an item write
 * attributed to no access pattern or command of the design, then passes every report on. Wrap any
 * store's observer in it, e.g. {@code new AttributionGuard(DynamoDbStorage.knownAttributions(), observer)}:
 * a storage call that serves no documented purpose then breaks the build.
 */
public final class AttributionGuard implements ForObservingStorage {
    private final Set<String> known;
    private final ForObservingStorage next;

    public AttributionGuard(Set<String> known, ForObservingStorage next) {
        this.known = Set.copyOf(known);
        this.next = Objects.requireNonNull(next, "next");
    }

    @Override
    public void record(StorageCall call) {
        check(call.attribution(), call.operation() + " on " + call.index());
        next.record(call);
    }

    @Override
    public void recordItemWrite(ItemWrite write) {
        check(write.attribution(), write.operation() + " of a " + write.entityType());
        next.recordItemWrite(write);
    }

    private void check(String attribution, String what) {
        if (attribution == null || !known.contains(attribution)) {
            throw new UnknownAttribution(what + " is attributed to " + attribution
                    + ", which is no access pattern or command of the design " + known);
        }
    }

    /** An error rather than an exception, so that no use case's failure handling can swallow it. */
    public static final class UnknownAttribution extends AssertionError {
        private static final long serialVersionUID = 1L;

        UnknownAttribution(String message) {
            super(message);
        }
    }
}
