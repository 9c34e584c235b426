package io.enforcementcore.workbench;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Samples every access pattern many times. The patterns take turns, so that a pause of the JVM or a
 * change in the data weighs on all of them alike; a few unmeasured rounds first let the JIT settle.
 */
final class QueryWorkload {
    private final StorageLedger ledger;

    QueryWorkload(StorageLedger ledger) {
        this.ledger = ledger;
    }

    /** {@code progress} counts every call, the warm-up's first: {@code (warmupRounds + samples) * probes}. */
    List<CallStats> run(List<AccessProbe> probes, int warmupRounds, int samples, Random random, Progress progress) {
        for (int round = 0; round < warmupRounds; round++) {
            for (AccessProbe probe : probes) {
                probe.sampler().apply(random).get();
            }
            progress.stepTo((long) (round + 1) * probes.size());
        }
        List<CallStats> stats = new ArrayList<>();
        probes.forEach(probe -> stats.add(new CallStats(probe.id(), probe.question())));
        for (int sample = 0; sample < samples; sample++) {
            for (int p = 0; p < probes.size(); p++) {
                var call = probes.get(p).sampler().apply(random);
                stats.get(p).add(Measured.measure(ledger, call), Integer::intValue);
            }
            progress.stepTo((long) (warmupRounds + sample + 1) * probes.size());
        }
        return stats;
    }
}
