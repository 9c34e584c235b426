package io.enforcementcore.cli;

import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.EnforcementCoreBuilder;
import io.enforcementcore.domain.port.ForPublishingEvents;
import io.enforcementcore.domain.port.StoragePorts;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;

/**
 * Wires the use cases to a store for the command line: system clock and random ids. Page cursors are
 * signed with {@value #CURSOR_SECRET_ENV} when it is set, so that a cursor printed by one run can be
 * handed to the next; otherwise each run signs with its own random secret.
 */
public final class CompositionRoot {
    public static final String CURSOR_SECRET_ENV = "ENFORCEMENTCORE_CURSOR_SECRET";

    private CompositionRoot() {
    }

    public static EnforcementCore facade(StoragePorts ports, ForPublishingEvents publisher,
                                         Optional<byte[]> cursorSecret) {
        EnforcementCoreBuilder builder = EnforcementCoreBuilder.on(ports).publishingTo(publisher);
        cursorSecret.ifPresent(builder::withCursorSecret);
        return builder.build();
    }

    static Optional<byte[]> cursorSecret(Map<String, String> environment) {
        return Optional.ofNullable(environment.get(CURSOR_SECRET_ENV))
                .filter(secret -> !secret.isBlank())
                .map(secret -> secret.getBytes(StandardCharsets.UTF_8));
    }
}
