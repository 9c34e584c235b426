package io.enforcementcore.domain.model;

public enum DeadlineType {
    LEGAL_RESPONSE,
    HEARING,
    PAYMENT,
    APPEAL,
    INTERNAL_REVIEW;

    public static DeadlineType parse(String field, String text) {
        return Enums.parse(DeadlineType.class, field, text);
    }
}
