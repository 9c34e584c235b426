package io.enforcementcore.domain.port;

/** A change set that landed, with the number of items it wrote (base, sentinel, edges, events). */
public record Committed(String command, int itemsWritten) {
}
