package io.enforcementcore.domain.port;

/**
 * A change set that landed, with the number of records it wrote: the changed records themselves, the
 * external-reference claim, both sides of a party link and the events.
 */
public record Committed(String command, int itemsWritten) {
}
