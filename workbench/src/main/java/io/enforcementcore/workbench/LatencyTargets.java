package io.enforcementcore.workbench;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The p95 latency each access pattern was measured at, against the target its registry declares. The
 * targets are for DynamoDB in the caller's region; what a p95 means depends on the store it was measured
 * on, so the report says so rather than pretending one number fits every store.
 */
final class LatencyTargets {
    private LatencyTargets() {
    }

    /** One pattern: how often it was asked, its p95 in milliseconds, its target. */
    record Row(String id, int calls, double p95Millis, Duration target) {
        boolean missed() {
            return p95Millis > target.toNanos() / 1_000_000.0;
        }
    }

    /** A row for each target whose pattern was measured, in the targets' order. */
    static List<Row> rows(Map<String, Duration> targets, Map<String, List<Long>> nanosById) {
        List<Row> rows = new ArrayList<>();
        targets.forEach((id, target) -> {
            List<Long> nanos = nanosById.getOrDefault(id, List.of());
            if (!nanos.isEmpty()) {
                long[] sample = nanos.stream().mapToLong(Long::longValue).toArray();
                rows.add(new Row(id, sample.length, Percentiles.millis(sample, sample.length, 95), target));
            }
        });
        return rows;
    }

    /** One sentence per pattern whose p95 is above its target. */
    static List<String> misses(List<Row> rows) {
        return rows.stream().filter(Row::missed).map(row -> String.format(Locale.ROOT,
                "%s p95 %.2f ms is above its target of %d ms", row.id(), row.p95Millis(), row.target().toMillis()))
                .toList();
    }

    /** The Markdown section: what the figures mean on {@code store}, then a row per pattern. */
    static String render(List<Row> rows, boolean inMemory) {
        StringBuilder md = new StringBuilder("\n## p95 against target\n\n")
                .append("Each pattern's p95 over the calls above, end to end through the use cases, against the ")
                .append("target in the registry. The targets are for DynamoDB in the caller's region. ")
                .append(inMemory
                        ? "Measured on the in-memory store, a p95 is the library's own overhead with no network: "
                                + "a miss here leaves no room for DynamoDB at all."
                        : "Measured on a local engine (moto, DynamoDB Local), a p95 is mostly the engine's own "
                                + "time and says little about DynamoDB; measured against DynamoDB it is the figure "
                                + "the target is for.")
                .append(" Few calls make a rough p95: ask more with --samples.\n\n")
                .append("| AP | calls | p95 ms | target ms | met |\n|---|---|---|---|---|\n");
        for (Row row : rows) {
            md.append("| ").append(row.id()).append(" | ").append(row.calls()).append(" | ")
                    .append(String.format(Locale.ROOT, "%.2f", row.p95Millis())).append(" | ")
                    .append(row.target().toMillis()).append(" | ").append(row.missed() ? "no" : "yes").append(" |\n");
        }
        return md.toString();
    }
}
