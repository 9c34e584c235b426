package io.enforcementcore.spring;

import static org.assertj.core.api.Assertions.assertThat;

import io.enforcementcore.spring.EnforcementCoreProperties.StoreChoice;
import io.enforcementcore.spring.PropertiesMetadata.Described;
import java.util.Arrays;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.MapConfigurationPropertySource;

/** The metadata an IDE completes {@code enforcementcore.*} from names every property, says what it does and its default. */
class PropertiesMetadataTest {

    @Test
    void the_metadata_names_every_property_the_binder_binds_and_no_other() {
        assertThat(PropertiesMetadata.described().stream().map(Described::name))
                .containsExactlyInAnyOrderElementsOf(PropertiesMetadata.bound());
    }

    @Test
    void every_property_has_a_description() {
        assertThat(PropertiesMetadata.described()).allSatisfy(property ->
                assertThat(property.description()).as(property.name()).isNotBlank());
    }

    @Test
    void every_default_the_metadata_states_is_the_one_the_binder_binds() {
        Map<String, String> stated = PropertiesMetadata.described().stream()
                .filter(property -> property.defaultValue().isPresent())
                .collect(Collectors.toMap(Described::name, property -> property.defaultValue().get()));
        EnforcementCoreProperties fromTheMetadata = new Binder(new MapConfigurationPropertySource(stated))
                .bind(EnforcementCoreProperties.PREFIX, EnforcementCoreProperties.class).get();
        EnforcementCoreProperties unset = new EnforcementCoreProperties();

        assertThat(stated).containsKeys("enforcementcore.store", "enforcementcore.table-name",
                "enforcementcore.outbox-shards", "enforcementcore.provenance-cache-size",
                "enforcementcore.retention.idempotency-window", "enforcementcore.retention.published-events");
        assertThat(fromTheMetadata).usingRecursiveComparison().isEqualTo(unset);
        assertThat(new Binder(new MapConfigurationPropertySource(stated)).bind(RelayWorkerProperties.PREFIX,
                RelayWorkerProperties.class).get()).usingRecursiveComparison().isEqualTo(new RelayWorkerProperties());
        assertThat(new Binder(new MapConfigurationPropertySource(stated)).bind(DriftSweepWorkerProperties.PREFIX,
                DriftSweepWorkerProperties.class).get()).usingRecursiveComparison()
                .isEqualTo(new DriftSweepWorkerProperties());
    }

    @Test
    void the_store_hints_are_the_stores() {
        assertThat(PropertiesMetadata.hintedValues("enforcementcore.store")).containsExactlyElementsOf(
                Arrays.stream(StoreChoice.values()).map(store -> store.name().toLowerCase().replace('_', '-'))
                        .toList());
    }
}
