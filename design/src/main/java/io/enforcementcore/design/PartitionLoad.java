package io.enforcementcore.design;

import java.util.Collection;
import java.util.List;

/**
 * The capacity a workload puts on one partition per second, against DynamoDB's limits for a single
 * partition: {@value #RCU_LIMIT} read and {@value #WCU_LIMIT} write units per second.
 *
 * @param sources the streams (AP or command ids) that load it
 * @param via     what carried the load there: the table, LSI1 (same partition) or a global index
 */
record PartitionLoad(Partition partition, double rcuPerSecond, double wcuPerSecond, List<String> sources,
                     List<String> via) {
    static final double RCU_LIMIT = 3_000;
    static final double WCU_LIMIT = 1_000;

    PartitionLoad {
        sources = sortedDistinct(sources);
        via = sortedDistinct(via);
    }

    double readUse() {
        return rcuPerSecond / RCU_LIMIT;
    }

    double writeUse() {
        return wcuPerSecond / WCU_LIMIT;
    }

    /** The larger share of either limit in use, 1.0 being at the limit. */
    double use() {
        return Math.max(readUse(), writeUse());
    }

    boolean overLimit() {
        return rcuPerSecond > RCU_LIMIT || wcuPerSecond > WCU_LIMIT;
    }

    private static List<String> sortedDistinct(Collection<String> names) {
        return names.stream().distinct().sorted().toList();
    }
}
