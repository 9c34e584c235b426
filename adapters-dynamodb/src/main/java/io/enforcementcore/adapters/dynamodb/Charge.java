package io.enforcementcore.adapters.dynamodb;

/**
 * The capacity one request puts on one partition. {@code via} names what carried it there: the base
 * table itself or an index (an LSI1 charge lands on the base partition of its item collection).
 */
record Charge(Partition partition, String via, double rcu, double wcu) {

    static Charge read(Partition partition, String via, double rcu) {
        return new Charge(partition, via, rcu, 0);
    }

    static Charge write(Partition partition, String via, double wcu) {
        return new Charge(partition, via, 0, wcu);
    }
}
