package io.enforcementcore.acceptance.support;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Locale;

/** Between the words of a scenario ("notice issued") and the values of the platform (NOTICE_ISSUED). */
public final class Words {
    private Words() {
    }

    /** "notice issued" becomes NOTICE_ISSUED; the platform decides whether that is a value it knows. */
    public static String constant(String words) {
        return words == null ? null : words.trim().toUpperCase(Locale.ROOT).replace(' ', '_');
    }

    /** NOTICE_ISSUED becomes "notice issued". */
    public static String words(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    public static String when(Instant instant) {
        return instant.toString();
    }

    /** A cell written as an instant is compared as one, so "10:00:00Z" and "10:00:00.000Z" agree. */
    public static String normalised(String cell) {
        if (cell == null) {
            return "";
        }
        if (cell.length() >= 20 && cell.endsWith("Z") && Character.isDigit(cell.charAt(0))) {
            try {
                return Instant.parse(cell).toString();
            } catch (DateTimeParseException notAnInstant) {
                return cell;
            }
        }
        return cell;
    }
}
