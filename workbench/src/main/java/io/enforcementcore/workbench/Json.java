package io.enforcementcore.workbench;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Writes one JSON document from maps (insertion order is field order), lists, text, numbers, booleans
 * and {@code null}: the command line's machine-readable output, whose field names are chosen and
 * documented where the values are built, never taken from class or field names.
 */
public final class Json {
    private Json() {
    }

    /** A piece that is JSON already (another command's document), written as it is. */
    public record Raw(String json) {
    }

    /** Name, value, name, value...: an object whose fields keep this order. */
    public static Map<String, Object> object(Object... namesAndValues) {
        if (namesAndValues.length % 2 != 0) {
            throw new IllegalArgumentException("every field needs a name and a value");
        }
        Map<String, Object> fields = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            fields.put((String) namesAndValues[i], namesAndValues[i + 1]);
        }
        return fields;
    }

    public static String write(Object value) {
        StringBuilder text = new StringBuilder();
        append(text, value);
        return text.toString();
    }

    private static void append(StringBuilder text, Object value) {
        if (value == null) {
            text.append("null");
        } else if (value instanceof Raw raw) {
            text.append(raw.json().strip());
        } else if (value instanceof Boolean || value instanceof Integer || value instanceof Long) {
            text.append(value);
        } else if (value instanceof Number number) {
            appendNumber(text, number.doubleValue());
        } else if (value instanceof Map<?, ?> map) {
            text.append('{');
            String separator = "";
            for (Map.Entry<?, ?> field : map.entrySet()) {
                text.append(separator);
                appendText(text, String.valueOf(field.getKey()));
                text.append(':');
                append(text, field.getValue());
                separator = ",";
            }
            text.append('}');
        } else if (value instanceof Iterable<?> items) {
            text.append('[');
            String separator = "";
            for (Object item : items) {
                text.append(separator);
                append(text, item);
                separator = ",";
            }
            text.append(']');
        } else {
            appendText(text, value.toString());
        }
    }

    /** JSON has no NaN or infinity: a figure that is not one is written as null. */
    private static void appendNumber(StringBuilder text, double number) {
        if (Double.isNaN(number) || Double.isInfinite(number)) {
            text.append("null");
        } else if (number == Math.rint(number) && Math.abs(number) < 1e15) {
            text.append((long) number);
        } else {
            // four decimals are more than any figure here means; BigDecimal never writes "1." or an exponent
            text.append(BigDecimal.valueOf(number).setScale(4, RoundingMode.HALF_UP).stripTrailingZeros()
                    .toPlainString());
        }
    }

    private static void appendText(StringBuilder text, String value) {
        text.append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '"' -> text.append("\\\"");
                case '\\' -> text.append("\\\\");
                case '\n' -> text.append("\\n");
                case '\r' -> text.append("\\r");
                case '\t' -> text.append("\\t");
                default -> {
                    if (c < 0x20) {
                        text.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        text.append(c);
                    }
                }
            }
        }
        text.append('"');
    }
}
