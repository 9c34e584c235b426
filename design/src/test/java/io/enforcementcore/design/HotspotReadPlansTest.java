package io.enforcementcore.design;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.DynamoDbSettings;
import io.enforcementcore.adapters.dynamodb.model.AccessPattern;
import io.enforcementcore.adapters.dynamodb.model.ReadStep;
import io.enforcementcore.adapters.dynamodb.model.TableModel;
import io.enforcementcore.metering.CapacityUnits;
import io.enforcementcore.metering.StorageCall;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The hotspot workloads read as the readers do: every read they price is a step of its access
 * pattern's plan in the {@link TableModel}, so a change to a plan changes the simulation too.
 */
class HotspotReadPlansTest {

    @Test
    void every_read_of_the_hotspot_workloads_is_charged_on_the_index_and_with_the_consistency_its_plan_names() {
        List<Charge> reads = workloadCharges().stream().filter(charge -> charge.read().isDefined()).toList();

        for (Charge charge : reads) {
            Charge.ReadCharge read = charge.read().get();
            AccessPattern plan = TableModel.reads().stream().filter(p -> p.id().equals(read.attribution()))
                    .findFirst().orElseThrow(() -> new AssertionError(read.attribution() + " is no read of the model"));
            ReadStep step = plan.step(read.reads());
            String request = read.attribution() + " " + read.reads() + " on " + charge.partition();
            assertEquals(step.operation(), read.operation(), request);
            assertEquals(step.index(), charge.via(), request);
            assertEquals(step.index().startsWith("GSI") ? step.index() : StorageCall.BASE_TABLE,
                    charge.partition().index(), request + ": LSI1 loads the base partition, a GSI its own");
            assertEquals(step.isQuery() ? CapacityUnits.queryRead(read.bytes(), step.consistent())
                    : CapacityUnits.itemRead(read.bytes(), step.consistent()), charge.rcu(), 1e-9,
                    request + " is priced " + (step.consistent() ? "strongly consistent" : "eventually consistent"));
            assertTrue(read.items() <= plan.pageBound(), request + ": " + read.items() + " items");
        }
        assertEquals(List.of("AP01", "AP02", "AP03", "AP04", "AP09", "AP10", "AP12", "AP13"), reads.stream()
                .map(charge -> charge.read().get().attribution()).distinct().sorted().toList());
    }

    @Test
    void an_access_pattern_stream_reads_through_its_own_plan_only() {
        for (HotspotWorkload workload : HotspotScenarios.all()) {
            for (HotspotWorkload.Stream stream : workload.streams()) {
                if (TableModel.reads().stream().anyMatch(p -> p.id().equals(stream.source()))) {
                    List<Charge> charges = stream.request().apply(0);
                    assertTrue(!charges.isEmpty() && charges.stream().allMatch(charge -> charge.read()
                            .exists(read -> read.attribution().equals(stream.source()))), stream.source()
                            + " of (" + workload.id() + "): " + charges);
                }
            }
        }
    }

    @Test
    void a_workload_cannot_read_a_larger_page_than_its_plan_allows() {
        HotspotRequests requests = new HotspotRequests(DynamoDbSettings.DEFAULT_OUTBOX_SHARDS);
        int bound = TableModel.read("AP02").pageBound();

        assertEquals(1, requests.timeline(HotspotScenarios.HOT_TENANT, HotspotScenarios.HOT_CASE, bound).size());
        assertThrows(IllegalArgumentException.class,
                () -> requests.timeline(HotspotScenarios.HOT_TENANT, HotspotScenarios.HOT_CASE, bound + 1));
    }

    /**
     * The first and the last instance of every stream of every scenario: instances differ in ids and
     * tenants, not in the requests they make, and pricing every one is the simulation's job.
     */
    private static List<Charge> workloadCharges() {
        List<Charge> charges = new ArrayList<>();
        for (HotspotWorkload workload : HotspotScenarios.all()) {
            for (HotspotWorkload.Stream stream : workload.streams()) {
                charges.addAll(stream.request().apply(0));
                charges.addAll(stream.request().apply(stream.spread() - 1));
            }
        }
        return charges;
    }
}
