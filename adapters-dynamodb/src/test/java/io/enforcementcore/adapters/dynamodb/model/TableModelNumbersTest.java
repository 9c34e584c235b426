package io.enforcementcore.adapters.dynamodb.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.enforcementcore.domain.catalog.AccessPatternId;
import io.enforcementcore.domain.catalog.CommandId;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The table model documents exactly the commands and access patterns the domain names, in the same order. */
class TableModelNumbersTest {
    @Test
    void the_model_plans_every_command_the_domain_names_and_no_other() {
        assertEquals(Arrays.stream(CommandId.values()).map(CommandId::id).toList(),
                TableModel.commands().stream().map(Command::id).toList());
    }

    @Test
    void the_model_plans_every_access_pattern_the_domain_names_and_no_other() {
        assertEquals(Arrays.stream(AccessPatternId.values()).map(AccessPatternId::id).toList(),
                TableModel.accessPatterns().stream().map(AccessPattern::id).toList());
    }
}
