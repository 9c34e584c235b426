package io.enforcementcore.spring;

import static org.assertj.core.api.Assertions.assertThat;

import io.enforcementcore.adapters.dynamodb.DynamoDbTestStores;
import io.enforcementcore.adapters.dynamodb.engine.DynamoDbTestEngine;
import io.enforcementcore.application.EnforcementCore;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.actuate.health.Health;
import org.springframework.boot.actuate.health.Status;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.ApplicationContext;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** What the health indicator says of each store: UP with the backlog, DOWN with why when the table is not fit. */
class EnforcementCoreHealthIndicatorTest {
    final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(EnforcementCoreAutoConfiguration.class,
                    EnforcementCoreHealthAutoConfiguration.class))
            .withPropertyValues(EnforcementCoreAutoConfigurationTest.SECRET);

    final ApplicationContextRunner onTheEngine = runner
            .withBean(DynamoDbClient.class, EngineClient::toTheEngine);

    @Test
    void the_in_memory_store_is_up_with_its_backlog() {
        runner.withPropertyValues("enforcementcore.store=in-memory").run(context -> {
            assertThat(health(context).getStatus()).isEqualTo(Status.UP);
            assertThat(health(context).getDetails()).containsEntry("store", "in-memory")
                    .doesNotContainKey("table");
            assertThat(outbox(context)).containsEntry("pending", 0).doesNotContainKey("oldestOccurredAt");

            CaseRoundTrip.openAndReadBack(context.getBean(EnforcementCore.class), "HEALTH-0001");

            assertThat(outbox(context)).containsEntry("pending", 1)
                    .containsEntry("countedUpTo", EnforcementCoreHealthIndicator.BACKLOG_BOUND)
                    .containsKey("oldestOccurredAt");
        });
    }

    @Test
    void a_table_that_matches_the_design_is_up() {
        String table = DynamoDbTestStores.freshTable();
        onTheEngine.withPropertyValues("enforcementcore.table-name=" + table).run(context -> {
            Health health = health(context);
            assertThat(health.getStatus()).isEqualTo(Status.UP);
            assertThat(health.getDetails()).containsEntry("store", "dynamodb").containsEntry("table", table)
                    .containsEntry("tableMatchesDesign", true);
            assertThat(outbox(context)).containsEntry("pending", 0);
        });
    }

    @Test
    @SuppressWarnings("unchecked")
    void a_table_that_differs_from_the_design_is_down_with_the_difference_though_it_still_serves() {
        String table = DynamoDbTestStores.freshTable();
        try (DynamoDbClient client = EngineClient.toTheEngine()) {
            String expiry = client.describeTimeToLive(r -> r.tableName(table)).timeToLiveDescription().attributeName();
            client.updateTimeToLive(r -> r.tableName(table)
                    .timeToLiveSpecification(ttl -> ttl.attributeName(expiry).enabled(false)));
        }
        onTheEngine.withPropertyValues("enforcementcore.table-name=" + table).run(context -> {
            Health health = health(context);
            assertThat(health.getStatus()).isEqualTo(Status.DOWN);
            assertThat(health.getDetails()).containsEntry("tableMatchesDesign", false).doesNotContainKey("error")
                    .containsKey("outbox");
            assertThat((List<String>) health.getDetails().get("tableDifferences"))
                    .anySatisfy(difference -> assertThat(difference).startsWith("time to live"));
        });
    }

    @Test
    void a_missing_table_is_down_naming_it() {
        String table = DynamoDbTestEngine.uniqueTableName("never-created");
        onTheEngine.withPropertyValues("enforcementcore.table-name=" + table).run(context -> {
            Health health = health(context);
            assertThat(health.getStatus()).isEqualTo(Status.DOWN);
            assertThat((String) health.getDetails().get("error")).contains(table);
        });
    }

    private static Health health(ApplicationContext context) {
        return context.getBean(EnforcementCoreHealthIndicator.class).health();
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> outbox(ApplicationContext context) {
        return (Map<String, Object>) health(context).getDetails().get("outbox");
    }
}
