package io.enforcementcore.design.ops;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Renders a {@link Tree} as block YAML. Intrinsic functions are written in their long form
 * ({@code Fn::Sub:}), so the file is plain YAML that any parser reads, without CloudFormation's tags.
 * A string that could be read as anything but itself is double-quoted; a multi-line string is a
 * literal block, so the dashboard's JSON stays readable.
 */
final class YamlRenderer {
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z][A-Za-z0-9_./:-]*");
    /** YAML 1.1 readers take these for booleans or null. */
    private static final Set<String> AMBIGUOUS = Set.of("y", "n", "yes", "no", "on", "off", "true", "false", "null");

    private final StringBuilder out = new StringBuilder();

    private YamlRenderer() {
    }

    static String render(String headerComment, Map<String, Object> tree) {
        YamlRenderer renderer = new YamlRenderer();
        headerComment.lines().forEach(line -> renderer.out.append("# ").append(line).append('\n'));
        renderer.mapEntries(tree, 0);
        return renderer.out.toString();
    }

    private void mapEntries(Map<?, ?> map, int indent) {
        boolean first = true;
        for (Map.Entry<?, ?> entry : map.entrySet()) {
            if (!first) {
                out.append(" ".repeat(indent));
            }
            first = false;
            out.append(scalar((String) entry.getKey())).append(':');
            value(entry.getValue(), indent + 2);
        }
    }

    private void listItems(List<?> list, int indent) {
        boolean first = true;
        for (Object item : list) {
            if (!first) {
                out.append(" ".repeat(indent));
            }
            first = false;
            out.append("- ");
            if (item instanceof Map<?, ?> map && !map.isEmpty()) {
                mapEntries(map, indent + 2);
            } else if (item instanceof List<?> nested && !nested.isEmpty()) {
                listItems(nested, indent + 2);
            } else {
                out.append(inline(item)).append('\n');
            }
        }
    }

    /** Writes what follows a key's colon: an inline value, or a nested block on the next lines. */
    private void value(Object value, int indent) {
        if (value instanceof Map<?, ?> map && !map.isEmpty()) {
            out.append('\n').append(" ".repeat(indent));
            mapEntries(map, indent);
        } else if (value instanceof List<?> list && !list.isEmpty()) {
            out.append('\n').append(" ".repeat(indent));
            listItems(list, indent);
        } else if (value instanceof String text && text.contains("\n")) {
            out.append(text.endsWith("\n") ? " |\n" : " |-\n");
            text.lines().forEach(line -> out.append(" ".repeat(indent)).append(line).append('\n'));
        } else {
            out.append(' ').append(inline(value)).append('\n');
        }
    }

    private static String inline(Object value) {
        if (value instanceof String text) {
            return scalar(text);
        }
        if (value instanceof Integer || value instanceof Long || value instanceof Boolean) {
            return value.toString();
        }
        if (value instanceof Map<?, ?> map && map.isEmpty()) {
            return "{}";
        }
        if (value instanceof List<?> list && list.isEmpty()) {
            return "[]";
        }
        throw new IllegalArgumentException("a template holds no " + value.getClass().getSimpleName());
    }

    private static String scalar(String text) {
        boolean plain = PLAIN.matcher(text).matches() && !text.endsWith(":")
                && !AMBIGUOUS.contains(text.toLowerCase(Locale.ROOT));
        return plain ? text : JsonRenderer.quoted(text);
    }
}
