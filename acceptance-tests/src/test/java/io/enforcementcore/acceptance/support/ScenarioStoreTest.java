package io.enforcementcore.acceptance.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class ScenarioStoreTest {

    @Test
    void names_the_stores_the_scenarios_run_on() {
        assertEquals(ScenarioStore.INMEMORY, ScenarioStore.parse("inmemory"));
        assertEquals(ScenarioStore.DYNAMODB, ScenarioStore.parse(" DynamoDB "));
    }

    @Test
    void runs_on_the_in_memory_store_when_no_store_is_named() {
        assertEquals(ScenarioStore.INMEMORY, ScenarioStore.parse(null));
        assertEquals(ScenarioStore.INMEMORY, ScenarioStore.parse(""));
    }

    @Test
    void refuses_an_unknown_store_naming_the_property_and_the_stores_it_knows() {
        IllegalStateException refused = assertThrows(IllegalStateException.class, () -> ScenarioStore.parse("postgres"));

        assertEquals("-Denforcementcore.store=postgres names no store; use one of: inmemory, dynamodb",
                refused.getMessage());
    }
}
