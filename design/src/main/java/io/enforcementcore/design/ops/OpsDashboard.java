package io.enforcementcore.design.ops;

import static io.enforcementcore.design.ops.Tree.map;

import io.enforcementcore.design.ops.JsonRenderer.Verbatim;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The CloudWatch dashboard: the alarms' states, then one chart per concern, each showing the metrics its
 * alarms watch (and the backfill's operations, which are charted only). The body is JSON inside
 * {@code Fn::Sub}, one widget a line, so that the table, region, namespace, budgets and alarm ARNs are
 * the stack's own.
 */
final class OpsDashboard {
    private static final int HALF = 12;
    private static final int HEIGHT = 6;

    private OpsDashboard() {
    }

    static Map<String, Object> resource(List<String> globalIndexes, List<String> alarmIds) {
        List<Map<String, Object>> charts = List.of(
                chart("Throttle events", "Sum", 60, throttles(globalIndexes), List.of()),
                chart("Errors and conflicts", "Sum", 60, errors(), List.of()),
                chart("Latency of successful requests (p99, ms)", "p99", 60, latencies(), List.of(
                        threshold("read threshold", OpsParameters.READ_LATENCY),
                        threshold("transaction threshold", OpsParameters.TRANSACTION_LATENCY))),
                chart("Read units per second (table + global indexes)", "Sum", Alarms.BUDGET_PERIOD,
                        perSecond("Read", globalIndexes), List.of(threshold("budget", OpsParameters.READ_BUDGET))),
                chart("Write units per second (table + global indexes)", "Sum", Alarms.BUDGET_PERIOD,
                        perSecond("Write", globalIndexes), List.of(threshold("budget", OpsParameters.WRITE_BUDGET))),
                chart("Outbox: pending events", "Maximum", 60,
                        List.of(Metric.outbox(Alarms.OUTBOX_PENDING_METRIC).forDashboard(map())),
                        List.of(threshold("alarm", OpsParameters.OUTBOX_PENDING))),
                chart("Outbox: age of the oldest pending event (s)", "Maximum", 60,
                        List.of(Metric.outbox(Alarms.OUTBOX_AGE_METRIC).forDashboard(map())),
                        List.of(threshold("alarm", OpsParameters.OUTBOX_AGE))));
        List<String> widgets = new ArrayList<>();
        widgets.add(JsonRenderer.compact(map("type", "alarm", "x", 0, "y", 0, "width", 2 * HALF, "height", 4,
                "properties", map("title", "Alarms", "alarms",
                        alarmIds.stream().map(id -> "${" + id + ".Arn}").toList()))));
        for (int i = 0; i < charts.size(); i++) {
            Map<String, Object> widget = map("type", "metric", "x", (i % 2) * HALF, "y", 4 + (i / 2) * HEIGHT,
                    "width", HALF, "height", HEIGHT, "properties", charts.get(i));
            widgets.add(JsonRenderer.compact(widget));
        }
        String body = widgets.stream().collect(Collectors.joining(",\n", "{\"widgets\":[\n", "\n]}\n"));
        return map("Type", "AWS::CloudWatch::Dashboard", "Properties", map("DashboardBody", Tree.sub(body)));
    }

    private static Map<String, Object> chart(String title, String stat, int period, List<Object> metrics,
                                             List<Map<String, Object>> thresholds) {
        Map<String, Object> properties = map("title", title, "region", "${AWS::Region}", "view", "timeSeries",
                "stat", stat, "period", period, "metrics", metrics);
        if (!thresholds.isEmpty()) {
            properties.put("annotations", map("horizontal", thresholds));
        }
        return properties;
    }

    private static List<Object> throttles(List<String> globalIndexes) {
        List<Object> lines = new ArrayList<>();
        for (String kind : List.of("Read", "Write")) {
            lines.add(Metric.table(kind + "ThrottleEvents").forDashboard(map("label", "table " + kind.toLowerCase(Locale.ROOT))));
            globalIndexes.forEach(index -> lines.add(Metric.index(kind + "ThrottleEvents", index)
                    .forDashboard(map("label", index + " " + kind.toLowerCase(Locale.ROOT)))));
        }
        return lines;
    }

    private static List<Object> errors() {
        List<Object> lines = new ArrayList<>();
        for (AdapterOperation operation : AdapterOperation.values()) {
            lines.add(Metric.operation("SystemErrors", operation)
                    .forDashboard(map("label", "system errors " + operation.apiName())));
        }
        lines.add(Metric.table("TransactionConflict").forDashboard(map("label", "transaction conflicts")));
        lines.add(Metric.table("ConditionalCheckFailedRequests").forDashboard(map("label", "failed conditions")));
        return lines;
    }

    private static List<Object> latencies() {
        List<Object> lines = new ArrayList<>();
        for (AdapterOperation operation : AdapterOperation.values()) {
            lines.add(Metric.operation("SuccessfulRequestLatency", operation)
                    .forDashboard(map("label", operation.apiName())));
        }
        return lines;
    }

    private static List<Object> perSecond(String kind, List<String> globalIndexes) {
        String metricName = "Consumed" + kind + "CapacityUnits";
        List<Object> lines = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        lines.add(Metric.table(metricName).forDashboard(map("id", "t", "visible", false)));
        ids.add("t");
        for (int i = 0; i < globalIndexes.size(); i++) {
            lines.add(Metric.index(metricName, globalIndexes.get(i))
                    .forDashboard(map("id", "g" + i, "visible", false)));
            ids.add("g" + i);
        }
        String sum = ids.stream().map(id -> "FILL(" + id + ",0)").collect(Collectors.joining("+"));
        lines.add(List.of(map("expression", "(" + sum + ")/" + Alarms.BUDGET_PERIOD,
                "label", kind.toLowerCase(Locale.ROOT) + " units per second", "id", "perSecond")));
        return lines;
    }

    private static Map<String, Object> threshold(String label, String parameter) {
        return map("label", label, "value", new Verbatim("${" + parameter + "}"));
    }
}
