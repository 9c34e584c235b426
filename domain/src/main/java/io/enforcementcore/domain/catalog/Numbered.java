package io.enforcementcore.domain.catalog;

/**
 * A command or an access pattern of the design, by the number the design gives it: what a store's report of a
 * request is attributed to. Its {@link #id()} is the text a metric tag or a stored record carries.
 */
public sealed interface Numbered permits CommandId, AccessPatternId {
    /** The design's number, {@code C01} or {@code AP01}. */
    String id();
}
