package io.enforcementcore.benchmarks;

import io.enforcementcore.adapters.inmemory.InMemoryStorage;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.port.StoragePorts;
import java.lang.ref.Reference;
import java.util.function.LongConsumer;

/**
 * What the in-memory store keeps per commit: the heap that stays live after {@code n} commits of C01 (open),
 * C02 (transition) and C04 (create task), divided by {@code n}. Not a JMH benchmark (JMH times calls; this
 * weighs what they leave): the live heap is what each young collection copies, and what bounds the cases a
 * heap can hold.
 *
 * <pre>java -XX:+UseSerialGC -cp benchmarks/target/benchmarks.jar io.enforcementcore.benchmarks.RetainedPerCommit</pre>
 *
 * (the serial collector, so that a full collection leaves exactly what is reachable).
 */
public final class RetainedPerCommit {
    private static final int COMMITS = 100_000;

    private RetainedPerCommit() {
    }

    public static void main(String[] args) {
        StoragePorts store = InMemoryStorage.create();
        PortChanges changes = PortChanges.ofNewTenant();
        changes.open(store.changes()); // the tenant's views and the store's first partitions exist before weighing
        CaseId[] opened = new CaseId[COMMITS];
        report("C01 open", weigh(i -> opened[(int) i] = changes.open(store.changes())));
        report("C02 transition", weigh(i ->
                Landed.required(store.changes().commit(changes.transition(opened[(int) i], 1)))));
        CaseId own = changes.open(store.changes());
        report("C04 create task", weigh(i ->
                Landed.required(store.changes().commit(changes.taskCreation(own, (int) i)))));
        Reference.reachabilityFence(store); // else the last weighing may find the store collected
    }

    private static long weigh(LongConsumer commit) {
        long before = liveHeap();
        for (long i = 0; i < COMMITS; i++) {
            commit.accept(i);
        }
        return (liveHeap() - before) / COMMITS;
    }

    private static long liveHeap() {
        Runtime runtime = Runtime.getRuntime();
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return runtime.totalMemory() - runtime.freeMemory();
    }

    private static void report(String command, long bytes) {
        System.out.printf("%-16s %,6d bytes live per commit%n", command, bytes);
    }
}
