package io.enforcementcore.design.ops;

import static io.enforcementcore.design.ops.Tree.map;
import static io.enforcementcore.design.ops.Tree.ref;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * The CloudWatch alarms, by logical id. Rates are judged on one-minute periods, several of which must
 * breach (a single throttled second is DynamoDB adapting, not an incident); budgets and the backlog on
 * five-minute periods.
 */
final class Alarms {
    static final String OUTBOX_PENDING_METRIC = "enforcementcore.outbox.pending";
    static final String OUTBOX_AGE_METRIC = "enforcementcore.outbox.oldest.age";
    /** Seconds per period of the capacity budget alarms; their expressions divide by it. */
    static final int BUDGET_PERIOD = 300;

    private Alarms() {
    }

    static Map<String, Object> resources(List<String> globalIndexes) {
        Map<String, Object> alarms = new LinkedHashMap<>();
        for (String kind : List.of("Read", "Write")) {
            alarms.put("Table" + kind + "ThrottleAlarm", alarm(
                    kind + " requests to the table are throttled: a hot partition, or traffic above twice the "
                            + "previous peak of an on-demand table. See docs/hotspots.md.",
                    single(Metric.table(kind + "ThrottleEvents"), "Sum", 60), 0, 5, 3, "notBreaching"));
        }
        for (String index : globalIndexes) {
            for (String kind : List.of("Read", "Write")) {
                alarms.put(index + kind + "ThrottleAlarm", alarm(
                        kind + "s of global index " + index + " are throttled (a throttled index write also "
                                + "throttles the table write that caused it).",
                        single(Metric.index(kind + "ThrottleEvents", index), "Sum", 60), 0, 5, 3, "notBreaching"));
            }
        }
        alarms.put("SystemErrorsAlarm", alarm("DynamoDB answers requests with internal server errors (HTTP 500).",
                sum("systemErrors", "SystemErrors", operations(List.of(AdapterOperation.values())), 60),
                0, 5, 2, "notBreaching"));
        for (AdapterOperation operation : AdapterOperation.values()) {
            operation.latencyThresholdParameter().forEach(threshold -> alarms.put(
                    operation.apiName() + "LatencyAlarm", alarm("p99 latency of successful " + operation.apiName()
                                    + " requests is above " + threshold + ".",
                            single(Metric.operation("SuccessfulRequestLatency", operation), "p99", 60),
                            ref(threshold), 5, 3, "notBreaching")));
        }
        alarms.put("ReadCapacityBudgetAlarm", budget("Read", globalIndexes, OpsParameters.READ_BUDGET));
        alarms.put("WriteCapacityBudgetAlarm", budget("Write", globalIndexes, OpsParameters.WRITE_BUDGET));
        // no data means nothing publishes the gauges: shown as insufficient data, never as OK
        alarms.put("OutboxBacklogAlarm", alarm("More outbox events are pending than the relay keeps up with; "
                        + "run relay-outbox or check the publisher.",
                single(Metric.outbox(OUTBOX_PENDING_METRIC), "Maximum", 300), ref(OpsParameters.OUTBOX_PENDING),
                3, 3, "missing"));
        alarms.put("OutboxOldestAgeAlarm", alarm("The oldest pending outbox event waits longer than allowed: "
                        + "the relay is stopped or failing.",
                single(Metric.outbox(OUTBOX_AGE_METRIC), "Maximum", 60), ref(OpsParameters.OUTBOX_AGE),
                5, 5, "missing"));
        return alarms;
    }

    private static Map<String, Object> budget(String kind, List<String> globalIndexes, String parameter) {
        String metricName = "Consumed" + kind + "CapacityUnits";
        List<Metric> metrics = new ArrayList<>(List.of(Metric.table(metricName)));
        globalIndexes.forEach(index -> metrics.add(Metric.index(metricName, index)));
        return alarm(kind + " units consumed by the table and its global indexes together exceed the budget "
                        + "of " + parameter + " per second; on-demand billing follows them.",
                sumPerSecond(kind.toLowerCase(Locale.ROOT) + "Units", metrics), ref(parameter),
                3, 3, "notBreaching");
    }

    private static List<Metric> operations(List<AdapterOperation> operations) {
        return operations.stream().map(operation -> Metric.operation("SystemErrors", operation)).toList();
    }

    private static Map<String, Object> single(Metric metric, String statistic, int period) {
        Map<String, Object> properties = metric.forAlarm();
        // a percentile is an extended statistic; the others are plain ones
        properties.put(statistic.startsWith("p") ? "ExtendedStatistic" : "Statistic", statistic);
        properties.put("Period", period);
        return properties;
    }

    private static Map<String, Object> sum(String id, String label, List<Metric> metrics, int period) {
        return math(id, label, metrics, period, "");
    }

    private static Map<String, Object> sumPerSecond(String id, List<Metric> metrics) {
        return math(id, "units per second", metrics, BUDGET_PERIOD, "/" + BUDGET_PERIOD);
    }

    /** Missing series count as zero: an index that served nothing in a period reports nothing. */
    private static Map<String, Object> math(String id, String label, List<Metric> metrics, int period, String suffix) {
        List<Object> queries = new ArrayList<>();
        for (int i = 0; i < metrics.size(); i++) {
            queries.add(map("Id", "m" + i, "ReturnData", false,
                    "MetricStat", map("Metric", metrics.get(i).forAlarm(), "Period", period, "Stat", "Sum")));
        }
        String expression = "(" + IntStream.range(0, metrics.size())
                .mapToObj(i -> "FILL(m" + i + ",0)").collect(Collectors.joining("+")) + ")" + suffix;
        queries.add(map("Id", id, "Label", label, "Expression", expression, "ReturnData", true));
        return map("Metrics", queries);
    }

    private static Map<String, Object> alarm(String description, Map<String, Object> metric, Object threshold,
                                             int evaluationPeriods, int datapoints, String missingData) {
        Map<String, Object> properties = map("AlarmDescription", description);
        properties.putAll(metric);
        properties.putAll(map(
                "ComparisonOperator", "GreaterThanThreshold",
                "Threshold", threshold,
                "EvaluationPeriods", evaluationPeriods,
                "DatapointsToAlarm", datapoints,
                "TreatMissingData", missingData,
                "AlarmActions", List.of(OpsParameters.alarmTopic()),
                "OKActions", List.of(OpsParameters.alarmTopic())));
        return map("Type", "AWS::CloudWatch::Alarm", "Properties", properties);
    }
}
