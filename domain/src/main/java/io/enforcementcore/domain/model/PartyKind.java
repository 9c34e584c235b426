package io.enforcementcore.domain.model;

public enum PartyKind {
    COMPANY,
    PERSON;

    public static PartyKind parse(String field, String text) {
        return Enums.parse(PartyKind.class, field, text);
    }
}
