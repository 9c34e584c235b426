package io.enforcementcore.workbench;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * The shape of the demo's world: which tenants, how many cases each (the first tenant has ten times
 * the others' share), and the stretch of simulated time over which the cases are opened.
 */
record DemoPlan(List<DemoTenant> tenants, int totalCases, Instant start, Duration span) {
    static final int BIG_TENANT_WEIGHT = 10;
    static final Instant START = Instant.parse("2026-01-05T08:00:00Z");
    static final Duration SPAN = Duration.ofDays(300);

    /** {@code runTag}, when not empty, is appended to the tenant ids so that runs on one table stay apart. */
    static DemoPlan of(int totalCases, int tenantCount, String runTag) {
        if (tenantCount < 1) {
            throw new IllegalArgumentException("the demo needs at least one tenant");
        }
        if (totalCases < tenantCount) {
            throw new IllegalArgumentException("the demo needs at least one case per tenant");
        }
        int weights = BIG_TENANT_WEIGHT + tenantCount - 1;
        int small = tenantCount == 1 ? 0 : Math.max(1, totalCases / weights);
        int big = totalCases - small * (tenantCount - 1);
        List<DemoTenant> tenants = new ArrayList<>();
        for (int t = 0; t < tenantCount; t++) {
            Vocabulary.Agency agency = Vocabulary.AGENCIES.get(t % Vocabulary.AGENCIES.size());
            int round = t / Vocabulary.AGENCIES.size();
            String id = agency.id() + (round == 0 ? "" : "-" + (round + 1)) + (runTag.isEmpty() ? "" : "-" + runTag);
            String code = agency.code() + (round == 0 ? "" : Integer.toString(round + 1));
            int cases = t == 0 ? big : small;
            tenants.add(new DemoTenant(id, code, agency.topics(), cases, Math.max(3, cases / 15)));
        }
        return new DemoPlan(List.copyOf(tenants), totalCases, START, SPAN);
    }

    DemoTenant bigTenant() {
        return tenants.get(0);
    }

    /** Every case's tenant, in the order the cases are opened: the tenants' work interleaves. */
    List<DemoTenant> openingOrder(Random random) {
        List<DemoTenant> order = new ArrayList<>(totalCases);
        for (DemoTenant tenant : tenants) {
            for (int i = 0; i < tenant.plannedCases(); i++) {
                order.add(tenant);
            }
        }
        Collections.shuffle(order, random);
        return order;
    }
}
