package io.enforcementcore.design;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Replays a {@link HotspotWorkload}: every instance of every stream is priced once, its charges
 * scaled by the instance's rate and summed per partition. Deterministic: the same workload gives the
 * same loads in the same order (busiest first).
 */
final class HotspotSimulation {

    /** What one request of a stream costs on average, over all the partitions it touches. */
    record StreamCost(HotspotWorkload.Stream stream, double rcuPerRequest, double wcuPerRequest) {
    }

    record Result(HotspotWorkload workload, List<StreamCost> streams, List<PartitionLoad> loads) {
        Result {
            streams = List.copyOf(streams);
            loads = List.copyOf(loads);
        }

        List<PartitionLoad> overLimit() {
            return loads.stream().filter(PartitionLoad::overLimit).toList();
        }

        PartitionLoad busiest() {
            return loads.get(0);
        }

        PartitionLoad load(Partition partition) {
            return loads.stream().filter(l -> l.partition().equals(partition)).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException(partition + " carries no load in " + workload.id()));
        }
    }

    private static final class Sum {
        double rcu;
        double wcu;
        final TreeSet<String> sources = new TreeSet<>();
        final TreeSet<String> via = new TreeSet<>();
    }

    private HotspotSimulation() {
    }

    static Result run(HotspotWorkload workload) {
        Map<Partition, Sum> sums = new LinkedHashMap<>();
        List<StreamCost> costs = new ArrayList<>();
        for (HotspotWorkload.Stream stream : workload.streams()) {
            double rcu = 0;
            double wcu = 0;
            for (int i = 0; i < stream.spread(); i++) {
                for (Charge charge : stream.request().apply(i)) {
                    Sum sum = sums.computeIfAbsent(charge.partition(), p -> new Sum());
                    sum.rcu += charge.rcu() * stream.perInstance();
                    sum.wcu += charge.wcu() * stream.perInstance();
                    sum.sources.add(stream.source());
                    sum.via.add(charge.via());
                    rcu += charge.rcu();
                    wcu += charge.wcu();
                }
            }
            costs.add(new StreamCost(stream, rcu / stream.spread(), wcu / stream.spread()));
        }
        List<PartitionLoad> loads = new ArrayList<>();
        sums.forEach((partition, sum) -> loads.add(new PartitionLoad(partition, sum.rcu, sum.wcu,
                List.copyOf(sum.sources), List.copyOf(sum.via))));
        loads.sort(Comparator.comparingDouble(PartitionLoad::use).reversed()
                .thenComparing(l -> l.partition().index())
                .thenComparing(l -> l.partition().key()));
        return new Result(workload, costs, loads);
    }
}
