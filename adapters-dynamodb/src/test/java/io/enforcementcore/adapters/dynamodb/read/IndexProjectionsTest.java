package io.enforcementcore.adapters.dynamodb.read;

import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenDeadline;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenTask;
import static io.enforcementcore.domain.fixtures.Fixtures.anOutboxEvent;
import static io.enforcementcore.domain.fixtures.Moments.daysAfterStart;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.item.CaseCodecs;
import io.enforcementcore.adapters.dynamodb.item.EventCodecs;
import io.enforcementcore.adapters.dynamodb.item.WorkCodecs;
import io.enforcementcore.adapters.dynamodb.read.AccessPatternPlan.Step;
import io.enforcementcore.adapters.dynamodb.table.TableDefinition.Index;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.CaseSummary;
import io.enforcementcore.domain.model.EventId;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.TenantId;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Each index holds what its views decode and no more: a view decoded from the entry an index keeps of
 * an item equals the view decoded from the whole item, for every index step of the registry.
 */
class IndexProjectionsTest {
    private static final IndexProjections BY_NEED = IndexProjections.byNeed();
    private final NewCase aCase = aCaseUnderReview(new TenantId("t1"));
    private final CaseState highRisk = new CaseState(aCase.state().tenantId(), aCase.caseId(),
            CaseStatus.NOTICE_ISSUED, new RiskScore(91), aCase.state().classification(), 3,
            aCase.state().openedAt(), aCase.state().openedAt(), aCase.state().counts());

    /** Every index step's view, with an item of the entity it lists and how the reader decodes it. */
    private Map<String, View<?>> views() {
        EventCodecs events = new EventCodecs(EventCodecs.DEFAULT_OUTBOX_SHARDS);
        View<?> task = new View<>(WorkCodecs.task(anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(2))),
                WorkCodecs::task);
        View<?> deadline = new View<>(WorkCodecs.deadline(anOpenDeadline(aCase, daysAfterStart(9))),
                WorkCodecs::deadline);
        View<?> summary = new View<>(CaseCodecs.state(highRisk), CaseCodecs::summary);
        return Map.of(
                "AP03 open tasks of the assignee, one classification", task,
                "AP04 open deadlines due by the time, one classification", deadline,
                "AP09 open tasks", task,
                "AP09 open deadlines", deadline,
                "AP10 pending events of one shard", new View<>(events.outbox(anOutboxEvent(aCase, new EventId("e1"),
                        daysAfterStart(1))), EventCodecs::outbox),
                "AP12 cases of the tenant in the status, one classification", summary,
                "AP13 high-risk open cases of the tenant, one classification", summary);
    }

    private record View<T>(Map<String, AttributeValue> item, Function<Map<String, AttributeValue>, T> decode) {
        Object decodedFrom(Set<String> projected) {
            return decode.apply(item.entrySet().stream().filter(e -> projected.contains(e.getKey()))
                    .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue)));
        }
    }

    @Test
    void every_view_decodes_from_what_its_index_projects_exactly_what_it_decodes_from_the_whole_item() {
        Map<String, View<?>> views = views();
        Set<String> checked = new HashSet<>();
        for (AccessPatternPlan plan : AccessPatternRegistry.READS) {
            for (Step step : plan.steps().stream().filter(s -> !s.decodes().isEmpty()).toList()) {
                String name = plan.id() + " " + step.reads();
                View<?> view = views.get(name);
                assertTrue(view != null, () -> name + " reads an index, so it needs a view here");
                Set<String> projected = Set.copyOf(BY_NEED.askedOf().get(step.index()));
                assertEquals(view.decode().apply(view.item()), view.decodedFrom(projected), name);
                checked.add(name);
            }
        }
        assertEquals(views.keySet(), checked);
    }

    @Test
    void a_view_that_decodes_an_attribute_it_does_not_declare_fails_however_whole_the_item() {
        Map<String, AttributeValue> task = WorkCodecs.task(anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(2)));

        IllegalStateException undeclared = assertThrows(IllegalStateException.class,
                () -> io.enforcementcore.adapters.dynamodb.item.ItemReader.of(task, List.of("tenantId")).s("title"));

        assertTrue(undeclared.getMessage().contains("title"), undeclared.getMessage());
    }

    @Test
    void the_tenant_views_read_a_summary_without_the_timestamps_or_the_other_index_keys() {
        List<String> gsi2 = BY_NEED.nonKeyAttributes().get(Index.GSI2);

        assertEquals(List.of("tenantId", "caseId", "status", "riskScore", "classification", "version", "openedAt",
                "schemaVersion"), gsi2);
        assertEquals(CaseSummary.of(highRisk), CaseCodecs.summary(CaseCodecs.state(highRisk)));
    }

    @Test
    void no_index_projects_an_attribute_no_view_of_it_decodes_nor_the_entity_type_but_each_its_schema_version() {
        for (Index index : Index.values()) {
            Set<String> decoded = AccessPatternRegistry.READS.stream().flatMap(p -> p.steps().stream())
                    .filter(s -> s.index().equals(index.name())).flatMap(s -> s.decodes().stream())
                    .collect(Collectors.toSet());
            List<String> projected = BY_NEED.nonKeyAttributes().get(index);
            assertTrue(decoded.containsAll(projected), index + " projects " + projected);
            assertFalse(projected.contains("entityType"), index.name());
            // the upcast chain dispatches on it, so an old entry reads as the current model in every view
            assertTrue(projected.contains("schemaVersion"), index.name());
        }
    }

    @Test
    void stays_within_dynamodbs_limit_of_one_hundred_projected_attributes_over_all_indexes() {
        int projected = BY_NEED.nonKeyAttributes().values().stream().mapToInt(List::size).sum();

        assertTrue(projected <= 100, projected + " non-key attributes projected");
    }

    @Test
    void a_table_of_all_projections_asks_every_query_for_whole_items() {
        assertEquals(Map.of(), IndexProjections.ALL.askedOf());
        assertEquals(Set.of("GSI1", "GSI2", "LSI1"), BY_NEED.askedOf().keySet());
    }
}
