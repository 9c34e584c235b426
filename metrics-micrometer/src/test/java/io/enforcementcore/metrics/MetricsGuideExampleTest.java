package io.enforcementcore.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.DynamoDbStorage;
import io.enforcementcore.adapters.dynamodb.DynamoDbTestStores;
import io.enforcementcore.adapters.dynamodb.engine.DynamoDbTestEngine;
import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.EnforcementCoreBuilder;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.metrics.CoreMetric;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.metrics.MetricCollection;
import software.amazon.awssdk.metrics.MetricPublisher;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The metrics guide's examples run on the test engine, and the guide shows exactly them, each in a java block. */
class MetricsGuideExampleTest {
    private static final Path GUIDE = Path.of("..", "docs", "guide", "metrics-and-logs.md");
    private static final Path THIS_FILE = Path.of("src", "test", "java", "io", "enforcementcore", "metrics",
            "MetricsGuideExampleTest.java");

    private final MeterRegistry registry = new SimpleMeterRegistry();
    private final String table = DynamoDbTestStores.freshTable();

    /** What the guide's first example is handed: the user's registry and client. */
    private OutboxBacklogGauges wiring(MeterRegistry registry, DynamoDbClient yourDynamoDbClient,
                                      Consumer<EnforcementCore> use) {
        // guide metrics wiring: begin
        DynamoDbStorage storage = DynamoDbStorage.builder(yourDynamoDbClient, table)
                .observedBy(new MicrometerStorageMetrics(registry))
                .build();
        EnforcementCore core = EnforcementCoreBuilder.on(storage.ports())
                .observedBy(new MicrometerCommandMetrics(registry, TenantTags.allowList(Set.of("ojk", "kppu"))))
                .build();
        // refreshed on your schedule (once a minute is plenty): one AP10 page per outbox shard
        OutboxBacklogGauges backlog = OutboxBacklogGauges.register(registry, storage.ports().outbox(),
                Instant::now, 10_000);
        // guide metrics wiring: end
        use.accept(core);
        return backlog;
    }

    private MetricPublisher sdkPublisher(MeterRegistry registry) {
        // guide sdk metrics: begin
        MetricPublisher toMicrometer = new MetricPublisher() {
            @Override
            public void publish(MetricCollection apiCall) {
                String operation = apiCall.metricValues(CoreMetric.OPERATION_NAME).get(0);
                apiCall.metricValues(CoreMetric.API_CALL_DURATION).forEach(duration ->
                        registry.timer("dynamodb.sdk.calls", "operation", operation).record(duration));
                apiCall.metricValues(CoreMetric.RETRY_COUNT).forEach(retries ->
                        registry.counter("dynamodb.sdk.retries", "operation", operation).increment(retries));
                apiCall.childrenWithName("ApiCallAttempt")
                        .flatMap(attempt -> attempt.metricValues(CoreMetric.ERROR_TYPE).stream())
                        .filter("Throttling"::equals)
                        .forEach(throttled -> registry.counter("dynamodb.sdk.throttles", "operation", operation)
                                .increment());
            }

            @Override
            public void close() {
            }
        };
        // guide sdk metrics: end
        return toMicrometer;
    }

    @Test
    void the_examples_count_commands_storage_requests_the_backlog_and_the_sdk_s_own_calls() {
        try (DynamoDbClient client = DynamoDbClient.builder()
                .httpClientBuilder(UrlConnectionHttpClient.builder())
                .endpointOverride(DynamoDbTestEngine.endpoint())
                .region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("team", "team")))
                .overrideConfiguration(o -> o.addMetricPublisher(sdkPublisher(registry)))
                .build()) {
            OutboxBacklogGauges backlog = wiring(registry, client,
                    core -> new Workload().run(core, "000401"));
            backlog.refresh();
        }

        assertEquals(1, registry.get(MicrometerCommandMetrics.REPLAYS).counter().count());
        assertTrue(registry.get(MicrometerStorageMetrics.WRITE_UNITS).tag("pattern", "C01").counter().count() > 0);
        assertEquals(3, registry.get(OutboxBacklogGauges.PENDING).gauge().value(),
                "two cases opened and one moved along; the example has no event channel, so the relay left them");
        assertTrue(registry.get("dynamodb.sdk.calls").tag("operation", "TransactWriteItems").timer().count() > 0);
        assertEquals(0, registry.get("dynamodb.sdk.retries").tag("operation", "TransactWriteItems").counter().count());
    }

    @Test
    void the_guide_shows_exactly_these_examples() throws IOException {
        String source = Files.readString(THIS_FILE, StandardCharsets.UTF_8);
        List<String> javaBlocks = javaBlocks(Files.readString(GUIDE, StandardCharsets.UTF_8));
        for (String name : new String[] {"metrics wiring", "sdk metrics"}) {
            String shown = dedent(between(source, "// guide " + name + ": begin\n",
                    "        // guide " + name + ": end\n"));
            assertTrue(javaBlocks.stream().anyMatch(block -> block.contains("\n" + shown)),
                    "docs/guide/metrics-and-logs.md must show, in a java block after its declarations, exactly:\n"
                            + shown);
        }
    }

    /** Each java block's code, from a new line after its fence to its closing fence. */
    private static List<String> javaBlocks(String markdown) {
        List<String> blocks = new ArrayList<>();
        for (int at = markdown.indexOf("```java\n"); at >= 0; at = markdown.indexOf("```java\n", at + 1)) {
            int from = at + "```java".length();
            blocks.add(markdown.substring(from, markdown.indexOf("```\n", from)));
        }
        return blocks;
    }

    private static String between(String text, String begin, String end) {
        int from = text.indexOf(begin);
        int to = text.indexOf(end, from);
        if (from < 0 || to < 0) {
            throw new IllegalStateException("markers '" + begin.strip() + "' and '" + end.strip() + "' not found");
        }
        return text.substring(from + begin.length(), to);
    }

    private static String dedent(String block) {
        StringBuilder out = new StringBuilder();
        block.lines().forEach(line -> out.append(line.length() >= 8 ? line.substring(8) : line.strip()).append('\n'));
        return out.toString();
    }
}
