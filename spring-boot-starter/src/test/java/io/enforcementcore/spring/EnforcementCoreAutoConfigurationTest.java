package io.enforcementcore.spring;

import static org.assertj.core.api.Assertions.assertThat;

import io.enforcementcore.adapters.dynamodb.DynamoDbStorage;
import io.enforcementcore.adapters.dynamodb.DynamoDbTestStores;
import io.enforcementcore.adapters.inmemory.InMemoryStorage;
import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.EnforcementCoreBuilder;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.metrics.MicrometerCommandMetrics;
import io.enforcementcore.metrics.MicrometerStorageMetrics;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.actuate.health.HealthIndicator;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Which beans the starter wires under which conditions, and that each of the service's own wins. */
class EnforcementCoreAutoConfigurationTest {
    static final String SECRET = "enforcementcore.cursor.secret=a secret shared by the fleet";

    final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(EnforcementCoreMetricsAutoConfiguration.class,
                    EnforcementCoreAutoConfiguration.class, EnforcementCoreHealthAutoConfiguration.class));

    @Test
    void the_in_memory_store_is_wired_when_the_property_names_it() {
        runner.withPropertyValues("enforcementcore.store=in-memory").run(context -> {
            assertThat(context).hasSingleBean(EnforcementCore.class).hasSingleBean(StoragePorts.class)
                    .doesNotHaveBean(DynamoDbStorage.class);
            assertThat(CaseRoundTrip.openAndReadBack(context.getBean(EnforcementCore.class), "MEM-0001")).isTrue();
        });
    }

    @Test
    void every_spelling_spring_binds_picks_the_in_memory_store() {
        runner.withPropertyValues("enforcementcore.store=IN_MEMORY")
                .run(context -> assertThat(context).hasSingleBean(EnforcementCore.class));
    }

    @Test
    void without_a_dynamodb_client_nothing_is_wired_on_the_default_store() {
        runner.withPropertyValues(SECRET).run(context -> assertThat(context).hasNotFailed()
                .doesNotHaveBean(StoragePorts.class).doesNotHaveBean(EnforcementCore.class));
    }

    @Test
    void the_dynamodb_store_is_wired_on_the_services_own_client() {
        runner.withUserConfiguration(ServiceClient.class)
                .withPropertyValues(SECRET, "enforcementcore.table-name=" + DynamoDbTestStores.freshTable())
                .run(context -> {
                    DynamoDbStorage storage = context.getBean(DynamoDbStorage.class);
                    assertThat(context.getBean(StoragePorts.class)).isSameAs(storage.ports());
                    assertThat(CaseRoundTrip.openAndReadBack(context.getBean(EnforcementCore.class), "DDB-0001")).isTrue();
                });
    }

    @Test
    void the_services_own_facade_wins() {
        EnforcementCore own = EnforcementCoreBuilder.on(InMemoryStorage.create()).withCursorsForThisInstanceOnly()
                .build();
        runner.withPropertyValues("enforcementcore.store=in-memory").withBean(EnforcementCore.class, () -> own)
                .run(context -> assertThat(context.getBean(EnforcementCore.class)).isSameAs(own));
    }

    @Test
    void the_services_own_store_carries_the_facade() {
        StoragePorts own = InMemoryStorage.create();
        runner.withPropertyValues(SECRET).withBean(StoragePorts.class, () -> own).run(context -> {
            assertThat(context).hasSingleBean(EnforcementCore.class);
            assertThat(context.getBean(StoragePorts.class)).isSameAs(own);
        });
    }

    @Test
    void the_services_own_dynamodb_storage_carries_the_facade() {
        String table = DynamoDbTestStores.freshTable();
        runner.withUserConfiguration(ServiceClient.class, ServiceStorage.class)
                .withPropertyValues(SECRET, "service.table=" + table, "enforcementcore.table-name=NotThisOne")
                .run(context -> {
                    assertThat(context.getBean(DynamoDbStorage.class).verifyTable().table()).isEqualTo(table);
                    assertThat(CaseRoundTrip.openAndReadBack(context.getBean(EnforcementCore.class), "OWN-0001"))
                            .isTrue();
                });
    }

    @Test
    void a_meter_registry_hears_the_store_and_the_commands() {
        runner.withPropertyValues("enforcementcore.store=in-memory")
                .withBean(MeterRegistry.class, SimpleMeterRegistry::new).run(context -> {
                    assertThat(context).hasSingleBean(MicrometerStorageMetrics.class)
                            .hasSingleBean(MicrometerCommandMetrics.class);
                    CaseRoundTrip.openAndReadBack(context.getBean(EnforcementCore.class), "MET-0001");
                    MeterRegistry registry = context.getBean(MeterRegistry.class);
                    assertThat(registry.get(MicrometerCommandMetrics.COMMANDS).tag("command", "C01").timer().count())
                            .isEqualTo(1);
                    assertThat(registry.get(MicrometerStorageMetrics.REQUESTS).tag("pattern", "C01").counter()
                            .count()).isEqualTo(1);
                });
    }

    @Test
    void without_a_meter_registry_no_meters_are_wired() {
        runner.withPropertyValues("enforcementcore.store=in-memory").run(context -> assertThat(context)
                .hasSingleBean(EnforcementCore.class).doesNotHaveBean(MicrometerStorageMetrics.class)
                .doesNotHaveBean(MicrometerCommandMetrics.class));
    }

    @Test
    void without_the_metrics_module_a_registry_gets_no_meters_and_the_facade_still_runs() {
        runner.withPropertyValues("enforcementcore.store=in-memory")
                .withClassLoader(new FilteredClassLoader(MicrometerStorageMetrics.class))
                .withBean(MeterRegistry.class, SimpleMeterRegistry::new).run(context -> assertThat(context)
                        .hasSingleBean(EnforcementCore.class).doesNotHaveBean("enforcementCoreStorageMetrics"));
    }

    @Test
    void without_the_actuator_there_is_no_health_indicator_and_the_facade_still_runs() {
        runner.withPropertyValues("enforcementcore.store=in-memory")
                .withClassLoader(new FilteredClassLoader(HealthIndicator.class)).run(context -> assertThat(context)
                        .hasSingleBean(EnforcementCore.class).doesNotHaveBean("enforcementcoreHealthIndicator"));
    }

    @Test
    void with_the_actuator_the_health_indicator_is_wired() {
        runner.withPropertyValues("enforcementcore.store=in-memory").run(context -> assertThat(context)
                .hasSingleBean(EnforcementCoreHealthIndicator.class));
    }

    /** A service's configuration that builds its own client. */
    @Configuration(proxyBeanMethods = false)
    static class ServiceClient {
        @Bean
        DynamoDbClient dynamoDbClient() {
            return EngineClient.toTheEngine();
        }
    }

    /** A service's configuration that builds the DynamoDB storage itself, on a table of its own choosing. */
    @Configuration(proxyBeanMethods = false)
    static class ServiceStorage {
        @Bean
        DynamoDbStorage servicesStorage(DynamoDbClient client, @Value("${service.table}") String table) {
            return DynamoDbStorage.builder(client, table).build();
        }
    }
}
