package io.enforcementcore.domain.model;

public enum PartyRole {
    RESPONDENT,
    COMPLAINANT,
    WITNESS,
    REPRESENTATIVE;

    public static PartyRole parse(String field, String text) {
        return Enums.parse(PartyRole.class, field, text);
    }
}
