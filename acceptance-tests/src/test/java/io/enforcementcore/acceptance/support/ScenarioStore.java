package io.enforcementcore.acceptance.support;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** The storage adapters the scenarios run on, chosen by the system property {@value #PROPERTY}. */
public enum ScenarioStore {
    INMEMORY,
    DYNAMODB;

    public static final String PROPERTY = "enforcementcore.store";

    /** The store this run uses: the property's value, or the in-memory store when the property is absent. */
    public static ScenarioStore configured() {
        return parse(System.getProperty(PROPERTY));
    }

    /** Refuses an unknown value at once, naming the property and the values it takes. */
    public static ScenarioStore parse(String value) {
        if (value == null || value.isBlank()) {
            return INMEMORY;
        }
        for (ScenarioStore kind : values()) {
            if (kind.label().equals(value.trim().toLowerCase(Locale.ROOT))) {
                return kind;
            }
        }
        String known = Arrays.stream(values()).map(ScenarioStore::label).collect(Collectors.joining(", "));
        throw new IllegalStateException("-D" + PROPERTY + "=" + value + " names no store; use one of: " + known);
    }

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
