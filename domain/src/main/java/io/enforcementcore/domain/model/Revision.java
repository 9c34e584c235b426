package io.enforcementcore.domain.model;

import java.util.Objects;

/**
 * Which write a stored record is at, as its store tells it: two reads of a record that show equal
 * revisions saw the same write, and every write gives the record another. Unlike its version, which steps
 * only where a rule counts changes, a revision moves on with every write, a snapshot repair's too; so a
 * write that relies on the revision it read lands at most once, even after the record went back to what
 * it showed. Opaque: only a store makes one, and a decision only hands it back.
 */
public record Revision(String value) {
    /** The revision of a record stored before its store told revisions: its next write gives it one. */
    public static final Revision UNTOLD = new Revision("");

    public Revision {
        Objects.requireNonNull(value, "value");
    }

    /** Whether a write gave it, rather than it being {@link #UNTOLD}. */
    public boolean isTold() {
        return !value.isEmpty();
    }
}
