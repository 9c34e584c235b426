package io.enforcementcore.application.lease;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.domain.model.InstanceId;
import io.enforcementcore.domain.model.Lease;
import io.enforcementcore.domain.model.LeaseBoard;
import io.enforcementcore.domain.model.LeaseGroup;
import io.enforcementcore.domain.model.LeaseMember;
import java.time.Instant;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class ShardSharesTest {
    private static final LeaseGroup GROUP = LeaseGroup.OUTBOX_SHARDS;
    private static final Instant NOW = Instant.parse("2026-03-01T10:00:00Z");
    private static final InstanceId A = new InstanceId("a");
    private static final InstanceId B = new InstanceId("b");
    private static final InstanceId C = new InstanceId("c");

    @Test
    void shares_add_up_to_the_shards_and_each_is_the_floor_or_the_ceiling_of_an_even_split() {
        for (int members = 1; members <= 12; members++) {
            List<InstanceId> fleet = IntStream.range(0, members).mapToObj(i -> new InstanceId("m" + (char) ('a' + i)))
                    .toList();
            for (int shards = 1; shards <= 20; shards++) {
                int total = 0;
                for (InstanceId member : fleet) {
                    int share = ShardShares.share(fleet, member, shards);
                    assertTrue(share == shards / members || share == (shards + members - 1) / members);
                    total += share;
                }
                assertEquals(shards, total, members + " members of " + shards + " shards");
            }
        }
    }

    @Test
    void a_lone_instance_takes_every_free_shard() {
        ShardShares.Moves moves = ShardShares.plan(board(List.of(), List.of()), A, 8, NOW);

        assertEquals(IntStream.range(0, 8).mapToObj(GROUP::lease).toList(), moves.take());
        assertEquals(List.of(), moves.release());
    }

    @Test
    void an_instance_above_its_share_renews_its_lowest_shards_and_releases_the_rest_when_another_joins() {
        List<Lease> held = IntStream.range(0, 8).mapToObj(i -> lease(i, A, NOW.plusSeconds(10))).toList();

        ShardShares.Moves moves = ShardShares.plan(board(held, List.of(member(B))), A, 8, NOW);

        assertEquals(held.subList(0, 4), moves.renew());
        assertEquals(held.subList(4, 8), moves.release());
        assertEquals(List.of(), moves.take());
    }

    @Test
    void a_joiner_takes_only_free_or_expired_shards_up_to_its_share() {
        List<Lease> leases = List.of(lease(0, A, NOW.plusSeconds(10)), lease(1, A, NOW), lease(5, C, NOW.minusSeconds(1)),
                lease(6, C, NOW.plusSeconds(10)));

        ShardShares.Moves moves = ShardShares.plan(board(leases, List.of(member(A), member(C))), B, 8, NOW);

        // a, b, c: shares 3, 3, 2; b looks from shard 8 / 3 = 2 on, where nobody holds one
        assertEquals(List.of(GROUP.lease(2), GROUP.lease(3), GROUP.lease(4)), moves.take());
    }

    @Test
    void a_member_whose_beat_expired_no_longer_counts() {
        LeaseMember gone = new LeaseMember(GROUP, B, NOW);

        assertEquals(List.of(A), ShardShares.members(board(List.of(), List.of(gone)), A, NOW));
        assertEquals(List.of(A, B), ShardShares.members(board(List.of(), List.of(gone)), A, NOW.minusMillis(1)));
    }

    private static Lease lease(int shard, InstanceId owner, Instant until) {
        return new Lease(GROUP.lease(shard), owner, 1, until);
    }

    private static LeaseMember member(InstanceId instance) {
        return new LeaseMember(GROUP, instance, NOW.plusSeconds(30));
    }

    private static LeaseBoard board(List<Lease> leases, List<LeaseMember> members) {
        return new LeaseBoard(GROUP, leases, members);
    }
}
