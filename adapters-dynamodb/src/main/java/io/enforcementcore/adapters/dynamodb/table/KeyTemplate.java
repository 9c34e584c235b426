package io.enforcementcore.adapters.dynamodb.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One key shape of the grammar, such as {@code TASK#<dueAt>#<taskId>}: literal segments and named
 * placeholders joined by '#'. The same template fills real keys and renders the documentation, so the
 * two cannot drift apart.
 */
public record KeyTemplate(List<String> segments) {
    public static final String DELIMITER = "#";

    public KeyTemplate {
        segments = List.copyOf(segments);
    }

    public static KeyTemplate of(String pattern) {
        return new KeyTemplate(List.of(pattern.split(DELIMITER, -1)));
    }

    /** Fills the placeholders in order of appearance. */
    public String fill(String... values) {
        List<String> names = placeholders();
        if (names.size() != values.length) {
            throw new IllegalArgumentException(pattern() + " needs " + names.size() + " values, got " + values.length);
        }
        List<String> out = new ArrayList<>(segments.size());
        int next = 0;
        for (String segment : segments) {
            if (isPlaceholder(segment)) {
                String value = values[next++];
                if (value == null || value.isEmpty() || value.contains(DELIMITER)) {
                    throw new IllegalArgumentException(segment + " of " + pattern() + " must be non-empty and free of '#'");
                }
                out.add(value);
            } else {
                out.add(segment);
            }
        }
        return String.join(DELIMITER, out);
    }

    /** Fills the placeholders by name, for documentation examples. */
    public String fill(Map<String, String> valuesByName) {
        return fill(placeholders().stream().map(name -> {
            String value = valuesByName.get(name);
            if (value == null) {
                throw new IllegalArgumentException("no example value for <" + name + ">");
            }
            return value;
        }).toArray(String[]::new));
    }

    /** The literal segments before the first placeholder, with the delimiter: a begins_with prefix. */
    public String prefix() {
        StringBuilder prefix = new StringBuilder();
        for (String segment : segments) {
            if (isPlaceholder(segment)) {
                return prefix.toString();
            }
            prefix.append(segment).append(DELIMITER);
        }
        throw new IllegalStateException(pattern() + " has no placeholder, so it is no prefix");
    }

    /** Whether {@code key} has this template's shape: equal to a literal, or starting with the prefix. */
    public boolean matches(String key) {
        return placeholders().isEmpty() ? key.equals(pattern()) : key.startsWith(prefix());
    }

    public String pattern() {
        return String.join(DELIMITER, segments);
    }

    public List<String> placeholders() {
        return segments.stream().filter(KeyTemplate::isPlaceholder)
                .map(s -> s.substring(1, s.length() - 1)).toList();
    }

    private static boolean isPlaceholder(String segment) {
        return segment.startsWith("<") && segment.endsWith(">");
    }
}
