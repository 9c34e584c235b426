package io.enforcementcore.design;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.DynamoDbSettings;
import io.enforcementcore.domain.model.TenantId;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The hot-key test of the data model: which partitions each scenario heats, and which go over a limit. */
class HotspotSimulationTest {
    private static final Partition HOT_CASE = Partition.table("CASE#" + HotspotScenarios.HOT_CASE.value());
    private static final String PENDING = "OUTBOX#PENDING#";

    @Test
    void ten_officers_load_the_hot_cases_own_partition_most() {
        HotspotSimulation.Result officers = simulated("a");

        PartitionLoad busiest = officers.busiest();
        assertEquals(HOT_CASE, busiest.partition());
        assertEquals(List.of("AP02", "AP09", "C04", "C06", "C09"), busiest.sources());
        assertTrue(busiest.via().contains("LSI1"), "LSI1's open-work entries load the case's own partition");
        // C04 every 3 s: STATE's count 2 + task 4 + event 2 + LSI1 entry 1 (the new task, with its audit
        // attributes, is above 1 KB; its LSI1 entry, without the attributes LSI1 does not project, is not);
        // C06 every 3 s: task 2 + event 2 + LSI1 removal 1 +
        // STATE's count 2; C09 every 2 s: STATE's count 2 + evidence 2 + event 2 (STATE's index entries are in the
        // tenant's partitions, not the case's)
        assertEquals(9.0 / 3 + 7.0 / 3 + 6.0 / 2, busiest.wcuPerSecond(), 1e-9);
        assertTrue(officers.overLimit().isEmpty(), "ten people cannot heat one partition: " + officers.overLimit());
    }

    @Test
    void a_bulk_import_into_one_case_is_over_the_write_limit_of_its_partition() {
        HotspotSimulation.Result importing = simulated("d");

        assertEquals(List.of(HOT_CASE), importing.overLimit().stream().map(PartitionLoad::partition).toList());
        PartitionLoad hot = importing.load(HOT_CASE);
        assertTrue(hot.wcuPerSecond() >= 2.0 * HotspotScenarios.IMPORTED_FACTS_PER_SECOND,
                "every imported event is a transactional write of at least 2 units: " + hot.wcuPerSecond());
        assertTrue(hot.sources().contains("IMPORT"));
    }

    @Test
    void a_quiet_tenant_is_not_flagged_and_the_loud_one_heats_its_tenant_wide_views_tenfold() {
        HotspotSimulation.Result skew = simulated("b");

        TenantId quiet = Specimens.tenant(2);
        assertFalse(skew.loads().stream().anyMatch(l -> l.overLimit() && l.partition().key().contains(quiet.value())));
        double loud = skew.load(openDeadlines(HotspotScenarios.HOT_TENANT)).wcuPerSecond();
        double calm = skew.load(openDeadlines(quiet)).wcuPerSecond();
        assertEquals(HotspotScenarios.LOUDNESS * calm, loud, 1e-9);
        assertTrue(skew.busiest().partition().key().startsWith("TENANT#" + HotspotScenarios.HOT_TENANT.value() + "#"),
                "the loud tenant's tenant-wide index partition is the busiest: " + skew.busiest());
    }

    @Test
    void dashboards_read_only_index_partitions() {
        HotspotSimulation.Result dashboards = simulated("c");

        assertTrue(dashboards.loads().stream().allMatch(l -> l.partition().index().startsWith("GSI")
                && l.wcuPerSecond() == 0), () -> dashboards.loads().toString());
        assertEquals(6, dashboards.loads().size(), "AP04, AP13 and AP12 for each of the four open statuses");
    }

    @Test
    void the_unsharded_pending_outbox_partition_is_over_the_write_limit() {
        HotspotSimulation.Result unsharded = HotspotSimulation.run(HotspotScenarios.outbox(1));

        List<PartitionLoad> pending = pendingView(unsharded);
        assertEquals(1, pending.size());
        assertTrue(pending.get(0).overLimit(), pending.get(0)::toString);
        assertEquals(List.of(pending.get(0)), unsharded.overLimit());
    }

    @Test
    void no_partition_of_the_sharded_pending_outbox_is_over_a_limit() {
        int shards = DynamoDbSettings.DEFAULT_OUTBOX_SHARDS;
        HotspotSimulation.Result sharded = HotspotSimulation.run(HotspotScenarios.outbox(shards));

        List<PartitionLoad> pending = pendingView(sharded);
        assertEquals(shards, pending.size());
        assertTrue(sharded.overLimit().isEmpty(), () -> "over a limit: " + sharded.overLimit());
        double unshardedWcu = pendingView(HotspotSimulation.run(HotspotScenarios.outbox(1))).get(0).wcuPerSecond();
        assertEquals(unshardedWcu, pending.stream().mapToDouble(PartitionLoad::wcuPerSecond).sum(), 1e-6,
                "sharding spreads the same writes, it does not drop any");
    }

    @Test
    void the_public_hotspots_name_the_hot_case_and_flag_the_import() {
        List<DynamoDbDesign.Hotspot> hotspots = DynamoDbDesign.hotspots();

        DynamoDbDesign.Hotspot imported = hotspots.stream().filter(h -> h.scenario().equals("d")).findFirst().get();
        assertEquals("table CASE#<hot> +LSI1", imported.partition());
        assertTrue(imported.overLimit());
        assertEquals(List.of("d", "e'"), hotspots.stream().filter(DynamoDbDesign.Hotspot::overLimit)
                .map(DynamoDbDesign.Hotspot::scenario).toList());
    }

    /** The report's own result of a scenario, simulated once per test run. */
    private static HotspotSimulation.Result simulated(String scenario) {
        return HotspotScenarios.results().stream().filter(r -> r.workload().id().equals(scenario)).findFirst()
                .orElseThrow();
    }

    private static List<PartitionLoad> pendingView(HotspotSimulation.Result result) {
        return result.loads().stream().filter(l -> l.partition().index().equals("GSI1")
                && l.partition().key().startsWith(PENDING)).toList();
    }

    /** The GSI1 partition of a tenant's open deadlines (AP04), as the key grammar names it. */
    private static Partition openDeadlines(TenantId tenant) {
        return Partition.of("GSI1", "TENANT#" + tenant.value() + "#DEADLINE_STATUS#OPEN");
    }
}
