package io.enforcementcore.domain.model;

import io.vavr.control.Option;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * A group's leases and members as one read found them: every lease ever taken (expired or not, by name) and
 * every member's latest beat (by instance). What is live is judged by the reader's clock.
 */
public record LeaseBoard(LeaseGroup group, List<Lease> leases, List<LeaseMember> members) {
    public LeaseBoard {
        Objects.requireNonNull(group, "group");
        leases = leases.stream().sorted(Comparator.comparing(Lease::name)).toList();
        members = members.stream().sorted(Comparator.comparing(member -> member.instance().value())).toList();
    }

    public Option<Lease> lease(LeaseName name) {
        return Option.ofOptional(leases.stream().filter(lease -> lease.name().equals(name)).findFirst());
    }

    /** The instances whose beat has not expired at {@code now}, ordered by id. */
    public List<InstanceId> liveMembers(Instant now) {
        return members.stream().filter(member -> member.isLiveAt(now)).map(LeaseMember::instance).toList();
    }
}
