package io.enforcementcore.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.enforcementcore.adapters.inmemory.InMemoryStorage;
import io.enforcementcore.domain.port.StoragePorts;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The seeding's lanes run side by side, yet one seed always writes the same cases. */
class SeedLanesTest {
    private static final int CASES = 60;

    @Test
    void one_seed_writes_the_same_cases_however_the_lanes_interleave() {
        assertEquals(seeded(7).cases(), seeded(7).cases());
    }

    @Test
    void every_planned_case_is_opened_once_under_its_own_reference() {
        Seeded seeded = seeded(11);

        assertEquals(CASES, seeded.cases().size());
        Set<String> references = new HashSet<>();
        seeded.world().catalog().cases().forEach(ref -> references.add(ref.externalRef));
        assertEquals(CASES, references.size());
        assertEquals(0, seeded.rejected());
    }

    private record Seeded(DemoWorld world, List<String> cases, int rejected) {
    }

    private static Seeded seeded(long seed) {
        StoragePorts ports = InMemoryStorage.create();
        DemoWorld world = DemoWorld.on(new MeasuredStore() {
            @Override
            public StoragePorts ports() {
                return ports;
            }

            @Override
            public String description() {
                return "in-memory store";
            }

            @Override
            public void createTableIfMissing() {
            }

            @Override
            public void close() {
            }
        }, DemoPlan.of(CASES, 3, ""), seed);
        CountingInvoker invoker = new CountingInvoker();
        world.seed(invoker, 5);
        List<String> cases = world.catalog().cases().stream()
                .map(ref -> String.join(" ", ref.caseId.value(), ref.externalRef, ref.title, ref.status.name(),
                        Long.toString(ref.version), Integer.toString(ref.riskScore)))
                .toList();
        return new Seeded(world, cases, invoker.rejected());
    }
}
