package io.enforcementcore.domain.model;

/**
 * The rules every id and reference a caller supplies must meet: an opaque token of bounded length, with
 * no surrounding whitespace, no control characters, only valid characters of the Basic Multilingual
 * Plane, and never the '#' that ids reserve as their delimiter, so that a store may join ids into names
 * of its own without one id ever reading as two. Anything else is refused here, before it reaches a store.
 */
public final class KeySafe {
    public static final char DELIMITER = '#';
    public static final int MAX_ID_LENGTH = 64;
    public static final int MAX_REF_LENGTH = 128;

    private KeySafe() {
    }

    public static String requireId(String field, String value) {
        return require(field, value, MAX_ID_LENGTH);
    }

    public static String require(String field, String value, int maxLength) {
        requireBounded(field, value, maxLength);
        if (!value.strip().equals(value)) {
            throw new InvalidValue(field, "must not start or end with whitespace");
        }
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == DELIMITER) {
                throw new InvalidValue(field, "must not contain '#', the key delimiter");
            }
            if (Character.isISOControl(c)) {
                throw new InvalidValue(field, "must not contain control characters");
            }
            if (Character.isSurrogate(c)) {
                throw new InvalidValue(field, "must contain only characters of the Basic Multilingual Plane");
            }
        }
        return value;
    }

    /** Free text (titles, names): never part of an id, but still bounded, printable and valid Unicode. */
    public static String requireText(String field, String value, int maxLength) {
        requireBounded(field, value, maxLength);
        if (value.chars().anyMatch(Character::isISOControl)) {
            throw new InvalidValue(field, "must not contain control characters");
        }
        return requireValidUnicode(field, value);
    }

    /**
     * A lone surrogate is not a character: it cannot be encoded as UTF-8, so no store could keep it
     * and read the same text back. Pairs (characters beyond the Basic Multilingual Plane) are fine.
     */
    public static String requireValidUnicode(String field, String value) {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < value.length()
                    && Character.isLowSurrogate(value.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                throw new InvalidValue(field, "must be valid Unicode, but has a lone surrogate at position " + i);
            }
        }
        return value;
    }

    private static void requireBounded(String field, String value, int maxLength) {
        if (value == null || value.isBlank()) {
            throw new InvalidValue(field, "must not be blank");
        }
        if (value.length() > maxLength) {
            throw new InvalidValue(field, "must be at most " + maxLength + " characters, was " + value.length());
        }
    }
}
