package io.enforcementcore.adapters.inmemory.table;

import io.enforcementcore.domain.model.Lease;
import io.enforcementcore.domain.model.LeaseBoard;
import io.enforcementcore.domain.model.LeaseGroup;
import io.enforcementcore.domain.model.LeaseMember;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One group's leases and members, as the table keeps them in the partition {@code LEASE#<group>}: a lease
 * by its number, a member by its instance. Guarded by the stripe of {@link #lockKey}; plain maps inside.
 */
public final class LeasePartition {
    private final LeaseGroup group;
    private final Map<Integer, Lease> leases = new TreeMap<>();
    private final Map<String, LeaseMember> members = new TreeMap<>();

    LeasePartition(LeaseGroup group) {
        this.group = group;
    }

    /** The partition key of the group's leases, which its stripe is found by. */
    public static String lockKey(LeaseGroup group) {
        return "LEASE#" + group.value();
    }

    /** The lease with this number, or null if nobody ever took it. */
    public Lease lease(int index) {
        return leases.get(index);
    }

    public void put(Lease lease) {
        leases.put(lease.name().index(), lease);
    }

    public void put(LeaseMember member) {
        members.put(member.instance().value(), member);
    }

    public LeaseBoard board() {
        return new LeaseBoard(group, List.copyOf(leases.values()), List.copyOf(members.values()));
    }
}
