package io.enforcementcore.domain.model;

/** How sensitive a case is. */
public enum Classification {
    PUBLIC,
    RESTRICTED,
    CONFIDENTIAL;

    public static Classification parse(String field, String text) {
        return Enums.parse(Classification.class, field, text);
    }
}
