package io.enforcementcore.design.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/** The committed dashboard shows every metric an alarm watches, and every alarm's state. */
class OpsDashboardTest {
    private final Map<String, Object> resources = resources(OpsTemplateTableTest.committedTemplate());

    @Test
    void the_dashboard_charts_every_metric_an_alarm_watches() {
        Set<String> charted = chartedMetrics(resources);
        List<String> uncharted = new ArrayList<>(alarmedMetrics(resources));
        uncharted.removeAll(charted);

        assertEquals(List.of(), uncharted);
    }

    @Test
    void a_metric_that_no_chart_shows_is_found() {
        Map<String, Object> withoutLatency = resources(new Yaml().load(OpsTemplate.yaml("EnforcementCore")
                .replace("\"SuccessfulRequestLatency\",\"TableName\",\"${Table}\",\"Operation\",\"Query\"",
                        "\"SuccessfulRequestLatency\",\"TableName\",\"${Table}\",\"Operation\",\"Scan\"")));

        Set<String> alarmed = alarmedMetrics(withoutLatency);
        alarmed.removeAll(chartedMetrics(withoutLatency));

        assertEquals(Set.of("AWS/DynamoDB SuccessfulRequestLatency TableName=${Table} Operation=Query"), alarmed);
    }

    @Test
    void the_dashboard_shows_the_state_of_every_alarm() {
        String body = dashboardBody(resources);
        List<String> alarms = resources.entrySet().stream()
                .filter(entry -> "AWS::CloudWatch::Alarm".equals(((Map<?, ?>) entry.getValue()).get("Type")))
                .map(Map.Entry::getKey).toList();

        assertTrue(alarms.size() >= 15, alarms.toString());
        alarms.forEach(alarm -> assertTrue(body.contains("\"${" + alarm + ".Arn}\""), alarm));
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> resources(Map<String, Object> template) {
        return (Map<String, Object>) template.get("Resources");
    }

    @SuppressWarnings("unchecked")
    private static String dashboardBody(Map<String, Object> resources) {
        Map<String, Object> dashboard = (Map<String, Object>) resources.get(OpsTemplate.DASHBOARD);
        Map<String, Object> body = (Map<String, Object>) ((Map<String, Object>) dashboard.get("Properties"))
                .get("DashboardBody");
        return (String) body.get("Fn::Sub");
    }

    /** Each metric line of every chart, as "namespace name dimension=value ...". */
    @SuppressWarnings("unchecked")
    private static Set<String> chartedMetrics(Map<String, Object> resources) {
        // a substitution outside a string stands for a number
        String json = dashboardBody(resources).replaceAll("(?<=:)\\$\\{[A-Za-z0-9]+}", "0");
        Map<String, Object> body = new Yaml().load(json);
        Set<String> charted = new LinkedHashSet<>();
        for (Map<String, Object> widget : (List<Map<String, Object>>) body.get("widgets")) {
            Map<String, Object> properties = (Map<String, Object>) widget.get("properties");
            for (List<Object> line : (List<List<Object>>) properties.getOrDefault("metrics", List.of())) {
                List<String> words = line.stream().filter(String.class::isInstance).map(String.class::cast).toList();
                if (words.size() < 2) {
                    continue; // an expression
                }
                StringBuilder metric = new StringBuilder(words.get(0) + " " + words.get(1));
                for (int i = 2; i + 1 < words.size(); i += 2) {
                    metric.append(' ').append(words.get(i)).append('=').append(words.get(i + 1));
                }
                charted.add(metric.toString());
            }
        }
        return charted;
    }

    @SuppressWarnings("unchecked")
    private static Set<String> alarmedMetrics(Map<String, Object> resources) {
        Set<String> alarmed = new LinkedHashSet<>();
        for (Object resource : resources.values()) {
            Map<String, Object> alarm = (Map<String, Object>) resource;
            if (!"AWS::CloudWatch::Alarm".equals(alarm.get("Type"))) {
                continue;
            }
            Map<String, Object> properties = (Map<String, Object>) alarm.get("Properties");
            if (properties.containsKey("MetricName")) {
                alarmed.add(describe(properties));
            }
            for (Map<String, Object> query : (List<Map<String, Object>>) properties.getOrDefault("Metrics", List.of())) {
                if (query.containsKey("MetricStat")) {
                    alarmed.add(describe((Map<String, Object>) ((Map<String, Object>) query.get("MetricStat"))
                            .get("Metric")));
                }
            }
        }
        return alarmed;
    }

    @SuppressWarnings("unchecked")
    private static String describe(Map<String, Object> metric) {
        StringBuilder text = new StringBuilder(substituted(metric.get("Namespace")) + " " + metric.get("MetricName"));
        for (Map<String, Object> dimension : (List<Map<String, Object>>) metric.getOrDefault("Dimensions", List.of())) {
            text.append(' ').append(dimension.get("Name")).append('=').append(substituted(dimension.get("Value")));
        }
        return text.toString();
    }

    /** A {@code Ref: X} in an alarm is what {@code ${X}} is in the dashboard's substitution. */
    private static String substituted(Object value) {
        return value instanceof Map<?, ?> ref ? "${" + ref.get("Ref") + "}" : (String) value;
    }
}
