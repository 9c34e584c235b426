package io.enforcementcore.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.enforcementcore.adapters.inmemory.InMemoryStorage;
import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.EnforcementCoreBuilder;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.vavr.control.Try;
import java.util.Set;
import org.junit.jupiter.api.Test;

class CommandMetricsTest {
    private final SimpleMeterRegistry registry = new SimpleMeterRegistry();

    private EnforcementCore core(TenantTags tenants) {
        return EnforcementCoreBuilder.on(InMemoryStorage.create())
                .publishingTo(event -> Try.success(null))
                .observedBy(new MicrometerCommandMetrics(registry, tenants))
                .build();
    }

    @Test
    void each_command_is_timed_by_its_outcome_and_each_rejection_counted_by_its_kind() {
        new Workload().run(core(TenantTags.none()), "000101");

        assertEquals(2, commands("C01", "accepted", "none"));
        assertEquals(1, commands("C01", "rejected", "forbidden"));
        assertEquals(1, commands("C04", "accepted", "none"));
        assertEquals(1, commands("C04", "replayed", "none"));
        assertEquals(1, commands("C02", "accepted", "none"));
        assertEquals(1, commands("C02", "rejected", "stale-version"));
        assertEquals(1, commands("C12r", "accepted", "none"));
        assertEquals(1, commands("C13", "accepted", "none"));
        assertEquals(1, commands("C14", "accepted", "none"));
        assertEquals(1.0, counter(MicrometerCommandMetrics.REJECTIONS, "command", "C01", "kind", "forbidden"));
        assertEquals(1.0, counter(MicrometerCommandMetrics.REJECTIONS, "command", "C02", "kind", "stale-version"));
        assertEquals(1.0, counter(MicrometerCommandMetrics.REPLAYS, "command", "C04"));
        assertNull(registry.find(MicrometerCommandMetrics.REPLAYS).tag("command", "C01").counter(),
                "no replay of a command that had none");
    }

    @Test
    void each_access_pattern_is_timed_by_its_outcome() {
        new Workload().run(core(TenantTags.none()), "000102");

        Timer ap01 = registry.find(MicrometerCommandMetrics.QUERIES).tags("pattern", "AP01", "outcome", "accepted")
                .timer();
        assertEquals(1, ap01.count());
        assertEquals(1, registry.find(MicrometerCommandMetrics.QUERIES).tags("pattern", "AP06").timer().count());
    }

    @Test
    void without_an_opt_in_no_meter_carries_a_tenant() {
        new Workload().run(core(TenantTags.none()), "000103");

        assertEquals(0, registry.getMeters().stream()
                .filter(meter -> meter.getId().getTag(TenantTags.TAG) != null).count());
    }

    @Test
    void an_allow_list_names_its_tenants_and_folds_every_other_into_one_value() {
        new Workload().run(core(TenantTags.allowList(Set.of(Workload.TENANT))), "000104");

        assertEquals(1, registry.find(MicrometerCommandMetrics.COMMANDS)
                .tags("command", "C01", "outcome", "accepted", TenantTags.TAG, Workload.TENANT).timer().count());
        assertEquals(1, registry.find(MicrometerCommandMetrics.COMMANDS)
                .tags("command", "C01", "outcome", "accepted", TenantTags.TAG, TenantTags.OTHER).timer().count());
        assertEquals(Set.of(Workload.TENANT, TenantTags.OTHER), tenantValues());
    }

    @Test
    void a_bound_on_distinct_tenants_names_the_first_seen_and_folds_the_rest() {
        new Workload().run(core(TenantTags.firstSeen(1)), "000105");

        assertEquals(Set.of(Workload.TENANT, TenantTags.OTHER), tenantValues(),
                "the workload's first command is the first tenant's; the other tenant and the operator fold");
    }

    private Set<String> tenantValues() {
        return Set.copyOf(registry.getMeters().stream().map(meter -> meter.getId().getTag(TenantTags.TAG))
                .filter(java.util.Objects::nonNull).toList());
    }

    private long commands(String command, String outcome, String kind) {
        Timer timer = registry.find(MicrometerCommandMetrics.COMMANDS)
                .tags("command", command, "outcome", outcome, "kind", kind).timer();
        return timer == null ? 0 : timer.count();
    }

    private double counter(String name, String... tags) {
        Counter counter = registry.find(name).tags(tags).counter();
        return counter == null ? 0 : counter.count();
    }
}
