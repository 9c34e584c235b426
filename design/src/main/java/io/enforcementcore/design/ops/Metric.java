package io.enforcementcore.design.ops;

import static io.enforcementcore.design.ops.Tree.map;
import static io.enforcementcore.design.ops.Tree.ref;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One CloudWatch metric, written once and rendered twice: as an alarm's metric (where a value
 * {@code ${X}} becomes {@code Ref: X}) and as a dashboard metric line (inside the dashboard's
 * {@code Fn::Sub}, where {@code ${X}} is substituted as it stands).
 */
record Metric(String namespace, String name, List<String> dimensionPairs) {
    static final String DYNAMODB = "AWS/DynamoDB";
    private static final String TABLE = "${" + TableResource.LOGICAL_ID + "}";
    private static final Pattern WHOLE_REFERENCE = Pattern.compile("\\$\\{([A-Za-z0-9]+)}");

    Metric {
        dimensionPairs = List.copyOf(dimensionPairs);
    }

    static Metric table(String name) {
        return new Metric(DYNAMODB, name, List.of("TableName", TABLE));
    }

    static Metric index(String name, String index) {
        return new Metric(DYNAMODB, name, List.of("TableName", TABLE, "GlobalSecondaryIndexName", index));
    }

    static Metric operation(String name, AdapterOperation operation) {
        return new Metric(DYNAMODB, name, List.of("TableName", TABLE, "Operation", operation.apiName()));
    }

    /** The library's own gauges carry no dimensions: one application per namespace. */
    static Metric outbox(String name) {
        return new Metric("${" + OpsParameters.OUTBOX_NAMESPACE + "}", name, List.of());
    }

    Map<String, Object> forAlarm() {
        List<Object> dimensions = new ArrayList<>();
        for (int i = 0; i < dimensionPairs.size(); i += 2) {
            dimensions.add(map("Name", dimensionPairs.get(i), "Value", cfn(dimensionPairs.get(i + 1))));
        }
        Map<String, Object> metric = map("Namespace", cfn(namespace), "MetricName", name);
        if (!dimensions.isEmpty()) {
            metric.put("Dimensions", dimensions);
        }
        return metric;
    }

    List<Object> forDashboard(Map<String, Object> options) {
        List<Object> line = new ArrayList<>(List.of(namespace, name));
        line.addAll(dimensionPairs);
        if (!options.isEmpty()) {
            line.add(options);
        }
        return line;
    }

    private static Object cfn(String value) {
        Matcher reference = WHOLE_REFERENCE.matcher(value);
        return reference.matches() ? ref(reference.group(1)) : value;
    }
}
