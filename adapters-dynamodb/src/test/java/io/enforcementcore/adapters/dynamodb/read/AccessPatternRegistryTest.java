package io.enforcementcore.adapters.dynamodb.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.read.AccessPatternPlan.Consistency;
import io.enforcementcore.adapters.dynamodb.read.AccessPatternPlan.Direction;
import io.enforcementcore.adapters.dynamodb.read.AccessPatternPlan.Operation;
import io.enforcementcore.adapters.dynamodb.read.AccessPatternPlan.SortCondition;
import io.enforcementcore.adapters.dynamodb.read.AccessPatternPlan.Step;
import io.enforcementcore.adapters.dynamodb.table.CommandRegistry;
import io.enforcementcore.adapters.dynamodb.item.WorkCodecs;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.adapters.dynamodb.table.KeyTemplate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The registry holds every access pattern and command of the design, once, in order. That every one is
 * also the tag of a Gherkin scenario is checked by the acceptance module's {@code TagCoverageTest}.
 */
class AccessPatternRegistryTest {

    @Test
    void holds_access_patterns_AP01_to_AP14_in_order() {
        assertEquals(ids("AP", 14), AccessPatternRegistry.ACCESS_PATTERNS.stream().map(AccessPatternPlan::id).toList());
    }

    @Test
    void holds_commands_C01_to_C15_in_order() {
        assertEquals(ids("C", 15), CommandRegistry.COMMANDS.stream().map(CommandRegistry.CommandPlan::id).toList());
    }

    @Test
    void renders_key_conditions_from_the_key_grammar() {
        assertEquals("PK = CASE#<caseId> AND begins_with(SK, 'EVENT#')",
                AccessPatternRegistry.AP02.steps().get(0).keyCondition());
        assertEquals("GSI2PK = TENANT#<tenantId>#CASE_STATUS#OPEN#RISK_BUCKET#HIGH AND begins_with(GSI2SK, "
                        + "'<classification>#'), once per classification within the clearance",
                AccessPatternRegistry.AP13.steps().get(0).keyCondition());
        assertEquals("PK = CASE#<caseId> AND SK IN (META, STATE)",
                AccessPatternRegistry.AP09.steps().get(0).keyCondition());
        assertEquals("PK = CASE#<caseId> AND begins_with(LSI1SK, 'OPEN#TASK#')",
                AccessPatternRegistry.AP09.steps().get(1).keyCondition());
        assertEquals("GSI1PK = TENANT#<tenantId>#DEADLINE_STATUS#OPEN AND GSI1SK BETWEEN '<classification>#' AND "
                        + "'<classification>#<dueBy>$', once per classification within the clearance",
                AccessPatternRegistry.AP04.steps().get(0).keyCondition());
    }

    @Test
    void plans_only_with_templates_of_the_key_grammar() throws IllegalAccessException {
        Set<KeyTemplate> grammar = new HashSet<>();
        for (java.lang.reflect.Field field : KeyGrammar.class.getDeclaredFields()) {
            if (field.getType() == KeyTemplate.class) {
                grammar.add((KeyTemplate) field.get(null));
            }
        }
        for (AccessPatternPlan plan : AccessPatternRegistry.READS) {
            for (Step step : plan.steps()) {
                assertTrue(grammar.contains(step.partitionKey()), plan.id() + " " + step.reads());
            }
        }
    }

    @Test
    void reads_global_indexes_eventually_and_everything_else_strongly() {
        for (AccessPatternPlan plan : AccessPatternRegistry.READS) {
            for (Step step : plan.steps()) {
                assertEquals(!step.index().startsWith("GSI"), step.consistent(), plan.id() + " " + step.reads());
            }
        }
    }

    @Test
    void allows_read_efficiency_below_one_only_where_a_reason_is_written() {
        assertEquals(List.of("AP03", "AP04", "AP08", "AP09", "AP10", "AP12", "AP13"), AccessPatternRegistry.READS.stream()
                .filter(plan -> plan.efficiencyNote().isDefined()).map(AccessPatternPlan::id).toList());
    }

    @Test
    void refuses_a_plan_that_claims_a_strongly_consistent_global_index_read() {
        assertThrows(IllegalArgumentException.class, () -> new Step("open tasks", Operation.QUERY, "GSI1",
                KeyGrammar.ASSIGNEE_QUEUE_PK, new SortCondition.WholePartition(), Direction.ASCENDING,
                Consistency.STRONG, WorkCodecs.TASK_VIEW));
    }

    @Test
    void refuses_an_index_step_that_does_not_say_what_its_view_decodes() {
        assertThrows(IllegalArgumentException.class, () -> new Step("open tasks", Operation.QUERY, "GSI1",
                KeyGrammar.ASSIGNEE_QUEUE_PK, new SortCondition.WholePartition(), Direction.ASCENDING,
                Consistency.EVENTUAL, List.of()));
    }

    @Test
    void refuses_a_query_without_an_order_and_a_lookup_with_one() {
        assertThrows(IllegalArgumentException.class, () -> new Step("timeline", Operation.QUERY, "table",
                KeyGrammar.CASE_PK, new SortCondition.BeginsWith(KeyGrammar.EVENT_SK), Direction.NONE,
                Consistency.STRONG, List.of()));
        assertThrows(IllegalArgumentException.class, () -> new Step("meta", Operation.GET_ITEM, "table",
                KeyGrammar.CASE_PK, new SortCondition.Equals(KeyGrammar.META_SK), Direction.ASCENDING,
                Consistency.STRONG, List.of()));
    }

    @Test
    void builds_the_query_of_a_plan_with_its_index_order_and_prefix() {
        var request = AccessPatternRegistry.AP02.query("CASE#c1")
                .request(7, io.vavr.control.Option.none()).tableName("t").build();

        assertEquals(null, request.indexName());
        assertEquals(false, request.scanIndexForward());
        assertEquals("EVENT#", request.expressionAttributeValues().get(":prefix").s());
        assertEquals(7, request.limit());
        assertThrows(IllegalStateException.class, () -> AccessPatternRegistry.AP09.query("CASE#c1"),
                "AP09 has three queries; the reader must name one");
    }

    private static List<String> ids(String prefix, int count) {
        List<String> ids = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            ids.add(String.format("%s%02d", prefix, i));
        }
        return ids;
    }
}
