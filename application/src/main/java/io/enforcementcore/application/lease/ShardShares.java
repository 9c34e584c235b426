package io.enforcementcore.application.lease;

import io.enforcementcore.domain.model.InstanceId;
import io.enforcementcore.domain.model.Lease;
import io.enforcementcore.domain.model.LeaseBoard;
import io.enforcementcore.domain.model.LeaseName;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Which of a group's shards one instance should renew, release and take, from one read of the group: nothing
 * but arithmetic on what was read, so that it can be tried on every order of instances.
 *
 * <p>The fair share: the live members (the asker always counts itself) sorted by id; each owns
 * {@code shards / members} shards, and the first {@code shards % members} of them one more, so the shares add
 * up to the shards exactly and every member computes the same ones from the same read. An instance renews what
 * it holds up to its share, releases the rest (highest shards first) so that a member that joined finds some
 * free, and takes free or expired shards up to its share, starting at a place of its own in the ring of shards
 * so that members do not all race for shard 0. Once membership stops changing, the shares are met within a few
 * rounds: nobody holds more than its share after one round, and the shards it gave up are free to the others.
 */
public final class ShardShares {
    private ShardShares() {
    }

    /** What one round does: leases to renew and to release, shards to try to take. */
    public record Moves(List<Lease> renew, List<Lease> release, List<LeaseName> take) {
        public Moves {
            renew = List.copyOf(renew);
            release = List.copyOf(release);
            take = List.copyOf(take);
        }
    }

    /** The share of {@code me} among {@code members} (sorted, distinct, {@code me} among them) of {@code shards}. */
    public static int share(List<InstanceId> members, InstanceId me, int shards) {
        int rank = members.indexOf(me);
        if (rank < 0) {
            throw new IllegalArgumentException(me + " is not among the members " + members);
        }
        return shards / members.size() + (rank < shards % members.size() ? 1 : 0);
    }

    /** The members that count at {@code now}: those whose beat is live, and {@code me}, sorted by id. */
    public static List<InstanceId> members(LeaseBoard board, InstanceId me, Instant now) {
        TreeSet<String> ids = new TreeSet<>();
        board.liveMembers(now).forEach(member -> ids.add(member.value()));
        ids.add(me.value());
        return ids.stream().map(InstanceId::new).toList();
    }

    public static Moves plan(LeaseBoard board, InstanceId me, int shards, Instant now) {
        List<InstanceId> members = members(board, me, now);
        int share = share(members, me, shards);
        List<Lease> held = new ArrayList<>();
        List<LeaseName> free = new ArrayList<>();
        int start = members.indexOf(me) * shards / members.size();
        for (int i = 0; i < shards; i++) {
            LeaseName name = board.group().lease((start + i) % shards);
            Option<Lease> lease = board.lease(name);
            if (lease.exists(found -> found.owner().equals(me) && !found.isFreeAt(now))) {
                held.add(lease.get());
            } else if (lease.isEmpty() || lease.get().isFreeAt(now)) {
                free.add(name);
            }
        }
        held.sort((a, b) -> Integer.compare(a.name().index(), b.name().index()));
        List<Lease> renew = held.subList(0, Math.min(share, held.size()));
        List<Lease> release = held.subList(renew.size(), held.size());
        List<LeaseName> take = free.subList(0, Math.min(free.size(), share - renew.size()));
        return new Moves(renew, release, take);
    }
}
