package io.enforcementcore.domain.model;

import java.util.Comparator;

/**
 * How the domain orders things named by two ids, a task by its case and its own id: by the first id, then
 * by the second, each character by character (no id holds a surrogate, so that is code point order).
 *
 * <p>Where the first id of one pair is the start of the other's, the shorter does not simply come first: it
 * compares as though it ended with the character every id leaves free ({@link KeySafe#DELIMITER}), so it
 * sorts after a longer one that goes on with a space, '!' or '"' and before one that goes on with anything
 * else. Why: that is how a pair sorts once its ids are joined into one name with that character between
 * them, which is how every store lists pairs, and pages read one range at a time merge only in the order
 * each range came in. Plain text order differs from it for exactly those ids.
 */
public final class IdOrder {
    /** The order of an id that another id follows. */
    public static final Comparator<String> FOLLOWED = IdOrder::followed;
    /** The order of an id that nothing follows: plain text order. */
    public static final Comparator<String> LAST = Comparator.naturalOrder();

    private IdOrder() {
    }

    private static int followed(String one, String other) {
        int shared = Math.min(one.length(), other.length());
        for (int i = 0; i < shared; i++) {
            char mine = one.charAt(i);
            char theirs = other.charAt(i);
            if (mine != theirs) {
                return Character.compare(mine, theirs);
            }
        }
        if (one.length() == other.length()) {
            return 0;
        }
        return one.length() < other.length()
                ? Character.compare(KeySafe.DELIMITER, other.charAt(shared))
                : Character.compare(one.charAt(shared), KeySafe.DELIMITER);
    }
}
