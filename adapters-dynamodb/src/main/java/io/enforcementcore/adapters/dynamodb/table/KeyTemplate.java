package io.enforcementcore.adapters.dynamodb.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One key shape of the grammar, such as {@code TASK#<dueAt>#<taskId>}: literal segments and named
 * placeholders joined by '#'. The same template fills real keys and renders the documentation, so the
 * two cannot drift apart.
 */
public final class KeyTemplate {
    public static final String DELIMITER = "#";

    private final List<String> segments;
    // derived once: keys are filled and matched on every request
    private final String pattern;
    private final List<String> placeholders;
    private final boolean[] placeholderAt;
    private final String prefix;

    public KeyTemplate(List<String> segments) {
        this.segments = List.copyOf(segments);
        this.pattern = String.join(DELIMITER, this.segments);
        this.placeholderAt = new boolean[this.segments.size()];
        List<String> names = new ArrayList<>();
        StringBuilder literalPrefix = new StringBuilder();
        for (int i = 0; i < this.segments.size(); i++) {
            String segment = this.segments.get(i);
            placeholderAt[i] = isPlaceholder(segment);
            if (placeholderAt[i]) {
                names.add(segment.substring(1, segment.length() - 1));
            } else if (names.isEmpty()) {
                literalPrefix.append(segment).append(DELIMITER);
            }
        }
        this.placeholders = List.copyOf(names);
        this.prefix = names.isEmpty() ? null : literalPrefix.toString();
    }

    public static KeyTemplate of(String pattern) {
        return new KeyTemplate(List.of(pattern.split(DELIMITER, -1)));
    }

    public List<String> segments() {
        return segments;
    }

    /** Fills the placeholders in order of appearance. */
    public String fill(String... values) {
        if (placeholders.size() != values.length) {
            throw new IllegalArgumentException(pattern + " needs " + placeholders.size() + " values, got "
                    + values.length);
        }
        StringBuilder key = new StringBuilder(pattern.length() + 32);
        int next = 0;
        for (int i = 0; i < segments.size(); i++) {
            if (i > 0) {
                key.append(DELIMITER);
            }
            if (placeholderAt[i]) {
                String value = values[next++];
                if (value == null || value.isEmpty() || value.contains(DELIMITER)) {
                    throw new IllegalArgumentException(segments.get(i) + " of " + pattern
                            + " must be non-empty and free of '#'");
                }
                key.append(value);
            } else {
                key.append(segments.get(i));
            }
        }
        return key.toString();
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
        if (prefix == null) {
            throw new IllegalStateException(pattern + " has no placeholder, so it is no prefix");
        }
        return prefix;
    }

    /** Whether {@code key} has this template's shape: equal to a literal, or starting with the prefix. */
    public boolean matches(String key) {
        return prefix == null ? key.equals(pattern) : key.startsWith(prefix);
    }

    public String pattern() {
        return pattern;
    }

    public List<String> placeholders() {
        return placeholders;
    }

    private static boolean isPlaceholder(String segment) {
        return segment.startsWith("<") && segment.endsWith(">");
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof KeyTemplate template && template.segments.equals(segments);
    }

    @Override
    public int hashCode() {
        return segments.hashCode();
    }

    @Override
    public String toString() {
        return pattern;
    }
}
