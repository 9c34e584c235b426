package io.enforcementcore.workbench;

import java.util.ArrayList;
import java.util.List;

/**
 * A table as GitHub-flavoured Markdown whose columns are also padded to line up, so the same text reads
 * well in a terminal and renders as a table in a document.
 */
final class TextTable {
    private TextTable() {
    }

    /** A column: its heading and whether its cells (numbers) align right. */
    record Column(String heading, boolean alignRight) {
        static Column text(String heading) {
            return new Column(heading, false);
        }

        static Column number(String heading) {
            return new Column(heading, true);
        }
    }

    static String render(List<Column> columns, List<List<String>> rows) {
        int[] widths = new int[columns.size()];
        for (int c = 0; c < columns.size(); c++) {
            widths[c] = Math.max(3, columns.get(c).heading().length());
        }
        for (List<String> row : rows) {
            if (row.size() != columns.size()) {
                throw new IllegalArgumentException(
                        "a row has " + row.size() + " cells for " + columns.size() + " columns");
            }
            for (int c = 0; c < row.size(); c++) {
                widths[c] = Math.max(widths[c], row.get(c).length());
            }
        }
        StringBuilder text = new StringBuilder();
        List<String> headings = new ArrayList<>();
        List<String> rules = new ArrayList<>();
        for (int c = 0; c < columns.size(); c++) {
            headings.add(pad(columns.get(c).heading(), widths[c], false));
            rules.add(columns.get(c).alignRight() ? "-".repeat(widths[c] - 1) + ":" : "-".repeat(widths[c]));
        }
        line(text, headings);
        line(text, rules);
        for (List<String> row : rows) {
            List<String> cells = new ArrayList<>();
            for (int c = 0; c < row.size(); c++) {
                cells.add(pad(row.get(c), widths[c], columns.get(c).alignRight()));
            }
            line(text, cells);
        }
        return text.toString();
    }

    private static void line(StringBuilder text, List<String> cells) {
        text.append("| ").append(String.join(" | ", cells)).append(" |\n");
    }

    private static String pad(String cell, int width, boolean right) {
        String fill = " ".repeat(width - cell.length());
        return right ? fill + cell : cell + fill;
    }
}
