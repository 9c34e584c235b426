package io.enforcementcore.spring.sample;

import static org.assertj.core.api.Assertions.assertThat;

import io.enforcementcore.adapters.dynamodb.DynamoDbTestStores;
import io.enforcementcore.adapters.dynamodb.engine.DynamoDbTestEngine;
import io.enforcementcore.domain.model.CaseMetadata;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.actuate.health.CompositeHealth;
import org.springframework.boot.actuate.health.Health;
import org.springframework.boot.actuate.health.HealthEndpoint;
import org.springframework.boot.actuate.health.Status;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/** The sample service, started as Spring Boot starts it, on a fresh table of the test engine. */
@SpringBootTest(classes = CaseDeskApplication.class, properties = {
        "enforcementcore.cursor.secret=the sample's shared cursor secret",
        "management.endpoint.health.show-details=always"})
class CaseDeskApplicationTest {

    @DynamicPropertySource
    static void onTheTestEngine(DynamicPropertyRegistry registry) {
        registry.add("casedesk.dynamodb-endpoint", () -> DynamoDbTestEngine.endpoint().toString());
        registry.add("enforcementcore.table-name", DynamoDbTestStores::freshTable);
    }

    @Autowired
    CaseDesk desk;

    @Autowired
    HealthEndpoint health;

    @Test
    void the_service_opens_a_case_and_reads_it_back_through_the_auto_configured_facade() {
        CaseMetadata stored = desk.openAndReadBack("SAMPLE-0001", "Cartel in cement").get();

        assertThat(stored.externalRef().value()).isEqualTo("SAMPLE-0001");
        assertThat(stored.title().value()).isEqualTo("Cartel in cement");
    }

    @Test
    @SuppressWarnings("unchecked")
    void the_health_endpoint_is_up_with_the_table_matching_the_design() {
        CompositeHealth all = (CompositeHealth) health.health();
        Health store = (Health) all.getComponents().get("enforcementcore");

        assertThat(all.getStatus()).isEqualTo(Status.UP);
        assertThat(store.getStatus()).isEqualTo(Status.UP);
        assertThat(store.getDetails()).containsEntry("store", "dynamodb").containsEntry("tableMatchesDesign", true);
        assertThat((Map<String, Object>) store.getDetails().get("outbox")).containsKeys("pending", "countedUpTo");
    }
}
