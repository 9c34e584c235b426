package io.enforcementcore.workbench;

import io.enforcementcore.workbench.TextTable.Column;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The demo's two result tables, as pure functions of their rows. Capacity and item-write columns are
 * shown only when asked for: a store that does not size its items reports zero, which is no figure.
 */
final class LatencyTable {
    private LatencyTable() {
    }

    /** Which optional columns to show: those of figures the store reported. */
    record Shown(boolean capacity, boolean itemWrites) {
        static final Shown ALL = new Shown(true, true);
        static final Shown BASIC = new Shown(false, false);
    }

    /**
     * One access pattern: averages are per call; latency percentiles in milliseconds. Its read
     * efficiency, items returned per item examined, follows from the two averages.
     */
    record AccessRow(String id, String question, int calls, double returnedAvg, double examinedAvg,
                     double requestsPerCall, String servedBy, String attributedTo, double readUnitsPerCall,
                     double p50Millis, double p95Millis) {
    }

    /**
     * One command: averages are per call; write units of the table's items and of the index entries
     * apart; latency percentiles in milliseconds. {@code writeUnitsAtLeast}: the store could only bound some
     * of its writes from below (it did not see the items they found), so the write units are a floor,
     * printed with {@code >=}.
     */
    record CommandRow(String id, String command, int calls, int rejected, double requestsPerCall,
                      double examinedPerCall, double itemsWrittenPerCall, double indexWritesPerCall,
                      double readUnitsPerCall, double writeUnitsPerCall, double indexWriteUnitsPerCall,
                      double p50Millis, double p95Millis, boolean writeUnitsAtLeast) {
    }

    static String accessPatterns(List<AccessRow> rows, Shown shown) {
        List<Column> columns = new ArrayList<>(List.of(Column.text("AP"), Column.text("question"),
                Column.number("calls"), Column.number("items returned (avg)"), Column.number("items examined (avg)"),
                Column.number("requests/call"), Column.text("served by"), Column.text("attributed to"),
                Column.number("read efficiency")));
        if (shown.capacity()) {
            columns.add(Column.number("RCU/call"));
        }
        columns.addAll(List.of(Column.number("p50 ms"), Column.number("p95 ms")));
        return TextTable.render(columns, rows.stream().map(r -> {
            List<String> cells = new ArrayList<>(List.of(r.id(), r.question(), Integer.toString(r.calls()),
                    fixed(r.returnedAvg(), 1), fixed(r.examinedAvg(), 1), fixed(r.requestsPerCall(), 2),
                    r.servedBy(), r.attributedTo(), readEfficiency(r)));
            if (shown.capacity()) {
                cells.add(fixed(r.readUnitsPerCall(), 2));
            }
            cells.addAll(List.of(fixed(r.p50Millis(), 2), fixed(r.p95Millis(), 2)));
            return cells;
        }).toList());
    }

    static String commands(List<CommandRow> rows, Shown shown) {
        List<Column> columns = new ArrayList<>(List.of(Column.text("C"), Column.text("command"),
                Column.number("calls"), Column.number("rejected"), Column.number("requests/call"),
                Column.number("examined/call")));
        if (shown.itemWrites()) {
            columns.addAll(List.of(Column.number("items written/call"), Column.number("index writes/call")));
        }
        if (shown.capacity()) {
            columns.addAll(List.of(Column.number("RCU/call"), Column.number("WCU/call")));
        }
        if (shown.capacity() && shown.itemWrites()) {
            columns.add(Column.number("index WCU/call"));
        }
        columns.addAll(List.of(Column.number("p50 ms"), Column.number("p95 ms")));
        return TextTable.render(columns, rows.stream().map(r -> {
            List<String> cells = new ArrayList<>(List.of(r.id(), r.command(), Integer.toString(r.calls()),
                    Integer.toString(r.rejected()), fixed(r.requestsPerCall(), 2), fixed(r.examinedPerCall(), 1)));
            if (shown.itemWrites()) {
                cells.addAll(List.of(fixed(r.itemsWrittenPerCall(), 1), fixed(r.indexWritesPerCall(), 1)));
            }
            String atLeast = r.writeUnitsAtLeast() ? ">= " : "";
            if (shown.capacity()) {
                cells.addAll(List.of(fixed(r.readUnitsPerCall(), 2), atLeast + fixed(r.writeUnitsPerCall(), 2)));
            }
            if (shown.capacity() && shown.itemWrites()) {
                cells.add(atLeast + fixed(r.indexWriteUnitsPerCall(), 2));
            }
            cells.addAll(List.of(fixed(r.p50Millis(), 2), fixed(r.p95Millis(), 2)));
            return cells;
        }).toList());
    }

    /** Items returned per item examined; nothing examined is no ratio at all. */
    static String readEfficiency(AccessRow row) {
        return row.examinedAvg() == 0 ? "-" : fixed(row.returnedAvg() / row.examinedAvg(), 2);
    }

    static String fixed(double value, int decimals) {
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }
}
