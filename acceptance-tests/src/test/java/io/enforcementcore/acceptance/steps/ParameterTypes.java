package io.enforcementcore.acceptance.steps;

import io.cucumber.java.ParameterType;
import io.enforcementcore.application.security.Role;
import java.time.Instant;
import java.util.Locale;

/** The words scenarios use for times and roles. People are plain names, looked up when a step runs. */
public final class ParameterTypes {

    /** An ISO-8601 UTC instant as the platform takes it: 2026-07-07T10:00:00Z. */
    @ParameterType("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(?:\\.\\d{1,3})?Z")
    public Instant instant(String text) {
        return Instant.parse(text);
    }

    @ParameterType("officer|analyst|supervisor")
    public Role role(String text) {
        return Role.valueOf(text.toUpperCase(Locale.ROOT));
    }

    /** What became of a deadline. */
    @ParameterType("met|missed")
    public String outcome(String text) {
        return text;
    }

    @ParameterType("company|person")
    public String partyKind(String text) {
        return text;
    }

    /** A person introduced earlier in the scenario, by first name. */
    @ParameterType("[a-z]+")
    public String person(String name) {
        return name;
    }
}
