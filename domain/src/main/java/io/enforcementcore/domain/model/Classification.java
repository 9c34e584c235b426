package io.enforcementcore.domain.model;

import java.util.Arrays;
import java.util.List;

/**
 * How sensitive a case is, from least to most: the declaration order is the order of clearance. A
 * principal cleared for one classification may see cases of that one and of every one below it. What a
 * clearance sees, which clearance sees everything and what an unstated classification reads as are decided
 * here and nowhere else: the application and the stores ask.
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

    /** Whether a holder of this clearance sees every case, so that nothing need be checked for it. */
    public boolean seesEverything() {
        return andBelow().size() == VISIBLE.size();
    }

    /**
     * What a record that does not state its case's classification (one stored before records did) reads as:
     * the most sensitive, so that it fails closed, seen only by a clearance that {@link #seesEverything}.
     */
    public static Classification unstated() {
        return CONFIDENTIAL;
    }
}
