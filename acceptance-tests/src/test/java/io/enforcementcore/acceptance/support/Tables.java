package io.enforcementcore.acceptance.support;

import io.cucumber.datatable.DataTable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Pattern;

/** Compares what a scenario expects, as a table with a header, with what the platform answered. */
public final class Tables {
    private Tables() {
    }

    /**
     * Fails unless {@code actual} has exactly the expected rows, in the expected order, on the expected
     * table's columns (columns the table leaves out are not compared).
     */
    public static void assertRows(DataTable expected, List<Map<String, String>> actual) {
        List<String> columns = expected.row(0);
        List<List<String>> wanted = new ArrayList<>();
        for (Map<String, String> row : expected.asMaps()) {
            wanted.add(columns.stream().map(column -> Words.normalised(row.get(column))).toList());
        }
        List<List<String>> got = new ArrayList<>();
        for (Map<String, String> row : actual) {
            got.add(columns.stream().map(column -> {
                if (!row.containsKey(column)) {
                    throw new IllegalStateException("the step cannot tell '" + column + "'; it knows "
                            + row.keySet());
                }
                return Words.normalised(row.get(column));
            }).toList());
        }
        if (!wanted.equals(got)) {
            throw new AssertionError("expected" + System.lineSeparator() + render(columns, wanted)
                    + System.lineSeparator() + "but was" + System.lineSeparator() + render(columns, got));
        }
    }

    /**
     * A two-column table without header ("| title | Lending scheme |") as a map; empty cells become "".
     * A value may write {@code \\uXXXX} for a UTF-16 unit that a feature file cannot hold (a lone surrogate).
     */
    public static Map<String, String> fields(DataTable table) {
        Map<String, String> fields = new LinkedHashMap<>();
        for (List<String> row : table.asLists()) {
            if (row.size() != 2) {
                throw new IllegalArgumentException("expected rows of a name and a value, got " + row);
            }
            fields.put(row.get(0), row.get(1) == null ? "" : unescaped(row.get(1)));
        }
        return fields;
    }

    static String unescaped(String cell) {
        return UNICODE_ESCAPE.matcher(cell)
                .replaceAll(escape -> String.valueOf((char) Integer.parseInt(escape.group(1), 16)));
    }

    private static final Pattern UNICODE_ESCAPE = Pattern.compile("\\\\u([0-9A-Fa-f]{4})");

    private static String render(List<String> columns, List<List<String>> rows) {
        StringBuilder text = new StringBuilder("  | " + String.join(" | ", columns) + " |");
        for (List<String> row : rows) {
            text.append(System.lineSeparator()).append("  | ").append(String.join(" | ", row)).append(" |");
        }
        return rows.isEmpty() ? text + System.lineSeparator() + "  (nothing)" : text.toString();
    }

    /** The rows of the items of {@code pages}, each with a "page" column numbering its page from 1. */
    public static <T> List<Map<String, String>> rowsByPage(List<List<T>> pages,
                                                           Function<T, Map<String, String>> rowOf) {
        List<Map<String, String>> rows = new ArrayList<>();
        for (int page = 0; page < pages.size(); page++) {
            for (T item : pages.get(page)) {
                Map<String, String> row = rowOf.apply(item);
                row.put("page", Integer.toString(page + 1));
                rows.add(row);
            }
        }
        return rows;
    }

    public static Map<String, String> row(Object... namesAndValues) {
        Map<String, String> row = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            row.put((String) namesAndValues[i], String.valueOf(namesAndValues[i + 1]));
        }
        return row;
    }
}
