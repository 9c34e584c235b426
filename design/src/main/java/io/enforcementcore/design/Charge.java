package io.enforcementcore.design;

import io.vavr.control.Option;

/**
 * The capacity one request puts on one partition. {@code via} names what carried it there: the base
 * table itself or an index (an LSI1 charge lands on the base partition of its item collection).
 *
 * @param read the read request a read charge comes from; none for a write
 */
record Charge(Partition partition, String via, double rcu, double wcu, Option<ReadCharge> read) {

    /**
     * The read request a charge was priced for: the access pattern it serves, the step of its plan,
     * the operation, the items it returns, and the bytes this charge was priced on (the item's for a
     * GetItem or BatchGetItem, the page's for a Query).
     */
    record ReadCharge(String attribution, String reads, String operation, int items, long bytes) {
    }

    static Charge read(Partition partition, String via, double rcu, ReadCharge read) {
        return new Charge(partition, via, rcu, 0, Option.some(read));
    }

    static Charge write(Partition partition, String via, double wcu) {
        return new Charge(partition, via, 0, wcu, Option.none());
    }
}
