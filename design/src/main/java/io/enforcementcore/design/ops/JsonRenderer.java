package io.enforcementcore.design.ops;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** Renders a {@link Tree} as compact JSON, for the dashboard body. */
final class JsonRenderer {
    private JsonRenderer() {
    }

    /** Text written into the JSON as it is: a substitution that CloudFormation replaces by a number. */
    record Verbatim(String json) {
    }

    static String compact(Object value) {
        if (value instanceof Verbatim verbatim) {
            return verbatim.json();
        }
        if (value instanceof Map<?, ?> map) {
            return map.entrySet().stream()
                    .map(entry -> quoted((String) entry.getKey()) + ":" + compact(entry.getValue()))
                    .collect(Collectors.joining(",", "{", "}"));
        }
        if (value instanceof List<?> list) {
            return list.stream().map(JsonRenderer::compact).collect(Collectors.joining(",", "[", "]"));
        }
        if (value instanceof String text) {
            return quoted(text);
        }
        if (value instanceof Integer || value instanceof Long || value instanceof Boolean) {
            return value.toString();
        }
        throw new IllegalArgumentException("JSON holds no " + value.getClass().getSimpleName());
    }

    /** A JSON string, which is also a YAML double-quoted scalar. */
    static String quoted(String text) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('"').toString();
    }
}
