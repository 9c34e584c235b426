package io.enforcementcore.domain.port;

import io.enforcementcore.domain.catalog.CommandId;

/**
 * A change set that landed, with the number of records it wrote: the changed records themselves, the
 * external-reference claim, both sides of a party link and the events.
 */
public record Committed(CommandId command, int itemsWritten) {
}
