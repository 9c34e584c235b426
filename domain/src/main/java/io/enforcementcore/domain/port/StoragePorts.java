package io.enforcementcore.domain.port;

import java.util.Objects;

/** The storage ports one adapter provides, handed as one value to the composition root. */
public record StoragePorts(ForStoringChanges changes, ForReadingCases cases, ForReadingTenantViews views,
                           ForRelayingOutbox outbox, ForRecallingCommands commands, ForMigratingItems migration,
                           ForLeasing leases) {
    public StoragePorts {
        Objects.requireNonNull(changes, "changes");
        Objects.requireNonNull(cases, "cases");
        Objects.requireNonNull(views, "views");
        Objects.requireNonNull(outbox, "outbox");
        Objects.requireNonNull(commands, "commands");
        Objects.requireNonNull(migration, "migration");
        Objects.requireNonNull(leases, "leases");
    }
}
