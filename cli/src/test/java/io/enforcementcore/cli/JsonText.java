package io.enforcementcore.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads one JSON document strictly, for the tests of {@code --output json}: objects as ordered maps,
 * arrays as lists, numbers as doubles; anything after the document but white space is refused.
 */
final class JsonText {
    private final String text;
    private int at;

    private JsonText(String text) {
        this.text = text;
    }

    static Object parse(String text) {
        JsonText reader = new JsonText(text);
        Object value = reader.value();
        reader.space();
        if (reader.at != text.length()) {
            throw new IllegalArgumentException("more than one JSON document, from " + reader.at + ": " + text);
        }
        return value;
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> object(String text) {
        return (Map<String, Object>) parse(text);
    }

    /** Every field name in the document, at any depth. */
    @SuppressWarnings("unchecked")
    static void collectNames(Object value, java.util.Set<String> names) {
        if (value instanceof Map<?, ?> map) {
            map.forEach((name, inner) -> {
                names.add((String) name);
                if (!"details".equals(name) && !"meta".equals(name) && !"acceptedByCommand".equals(name)) {
                    collectNames(inner, names);
                }
            });
        } else if (value instanceof List<?> list) {
            list.forEach(inner -> collectNames(inner, names));
        }
    }

    private Object value() {
        space();
        char c = peek();
        if (c == '{') {
            return readObject();
        }
        if (c == '[') {
            return readArray();
        }
        if (c == '"') {
            return readString();
        }
        if (text.startsWith("true", at) || text.startsWith("false", at) || text.startsWith("null", at)) {
            String word = text.startsWith("true", at) ? "true" : text.startsWith("false", at) ? "false" : "null";
            at += word.length();
            return word.equals("null") ? null : Boolean.valueOf(word);
        }
        int start = at;
        while (at < text.length() && "+-.0123456789eE".indexOf(text.charAt(at)) >= 0) {
            at++;
        }
        if (start == at) {
            throw new IllegalArgumentException("no JSON value at " + at + ": " + text);
        }
        return Double.parseDouble(text.substring(start, at));
    }

    private Map<String, Object> readObject() {
        Map<String, Object> fields = new LinkedHashMap<>();
        expect('{');
        space();
        if (peek() == '}') {
            at++;
            return fields;
        }
        do {
            space();
            String name = readString();
            space();
            expect(':');
            if (fields.put(name, value()) != null) {
                throw new IllegalArgumentException("field " + name + " twice");
            }
            space();
        } while (next() == ',');
        at--;
        expect('}');
        return fields;
    }

    private List<Object> readArray() {
        List<Object> items = new ArrayList<>();
        expect('[');
        space();
        if (peek() == ']') {
            at++;
            return items;
        }
        do {
            items.add(value());
            space();
        } while (next() == ',');
        at--;
        expect(']');
        return items;
    }

    private String readString() {
        expect('"');
        StringBuilder value = new StringBuilder();
        for (char c = next(); c != '"'; c = next()) {
            if (c < 0x20) {
                throw new IllegalArgumentException("raw control character in a string at " + at);
            }
            if (c == '\\') {
                char escaped = next();
                switch (escaped) {
                    case 'n' -> value.append('\n');
                    case 'r' -> value.append('\r');
                    case 't' -> value.append('\t');
                    case 'u' -> {
                        value.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                        at += 4;
                    }
                    default -> value.append(escaped);
                }
            } else {
                value.append(c);
            }
        }
        return value.toString();
    }

    private void space() {
        while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
            at++;
        }
    }

    private char peek() {
        if (at >= text.length()) {
            throw new IllegalArgumentException("the document ends early: " + text);
        }
        return text.charAt(at);
    }

    private char next() {
        char c = peek();
        at++;
        return c;
    }

    private void expect(char c) {
        if (next() != c) {
            throw new IllegalArgumentException("expected " + c + " at " + (at - 1) + ": " + text);
        }
    }
}
