package io.enforcementcore.domain.model;

import java.util.Arrays;
import java.util.List;

/**
 * How sensitive a case is, from least to most: the declaration order is the order of clearance. A
 * principal cleared for one classification may see cases of that one and of every one below it.
 */
public enum Classification {
    PUBLIC,
    RESTRICTED,
    CONFIDENTIAL;

    /** Each clearance's {@link #andBelow()}, built once: every read of a view and many checks ask for it. */
    private static final List<List<Classification>> VISIBLE = Arrays.stream(values())
            .map(clearance -> Arrays.stream(values()).filter(c -> c.isWithin(clearance)).toList())
            .toList();

    public static Classification parse(String field, String text) {
        return Enums.parse(Classification.class, field, text);
    }

    /** Whether a case of this classification may be seen by someone cleared for {@code clearance}. */
    public boolean isWithin(Classification clearance) {
        return compareTo(clearance) <= 0;
    }

    /** Every classification a holder of this clearance may see, least sensitive first. */
    public List<Classification> andBelow() {
        return VISIBLE.get(ordinal());
    }
}
