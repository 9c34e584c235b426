package io.enforcementcore.domain.model;

import java.util.Arrays;
import java.util.stream.Collectors;

final class Enums {
    private Enums() {
    }

    static <E extends Enum<E>> E parse(Class<E> type, String field, String text) {
        if (text == null || text.isBlank()) {
            throw new InvalidValue(field, "must not be blank");
        }
        try {
            return Enum.valueOf(type, text);
        } catch (IllegalArgumentException e) {
            String allowed = Arrays.stream(type.getEnumConstants()).map(Enum::name).collect(Collectors.joining(", "));
            throw new InvalidValue(field, "unknown value '" + text + "', expected one of " + allowed);
        }
    }
}
