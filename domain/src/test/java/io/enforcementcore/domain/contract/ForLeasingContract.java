package io.enforcementcore.domain.contract;

import static io.enforcementcore.domain.fixtures.ChangeSets.announcingOnly;
import static io.enforcementcore.domain.fixtures.ChangeSets.publishingUnder;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.anOutboxEvent;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.fixtures.Races;
import io.enforcementcore.domain.model.InstanceId;
import io.enforcementcore.domain.model.Lease;
import io.enforcementcore.domain.model.LeaseBoard;
import io.enforcementcore.domain.model.LeaseGroup;
import io.enforcementcore.domain.model.LeaseMember;
import io.enforcementcore.domain.model.LeaseName;
import io.enforcementcore.domain.model.LeaseRefused;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.port.Committed;
import io.enforcementcore.domain.port.ForLeasing;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Contract of {@link ForLeasing}: a lease is taken only when free or expired, with the fence stepped each
 * time it changes hands; renewed and released only by the owner under the fence it holds; of racing takers
 * exactly one wins; a group's leases and members read back as written. A change set that relies on a lease
 * (an outbox event marked published under its shard's) lands only while the lease is held as it was. Every
 * test works in a group of its own, so a shared store is fine.
 */
public abstract class ForLeasingContract extends StorageContract {
    private static final Instant NOW = Instant.parse("2026-03-01T10:00:00.000Z");
    private static final Duration PERIOD = Duration.ofSeconds(30);
    private final InstanceId alpha = new InstanceId(Ids.unique("alpha"));
    private final InstanceId beta = new InstanceId(Ids.unique("beta"));
    private LeaseGroup group;
    private LeaseName shard;

    @BeforeEach
    void aGroupOfItsOwn() {
        group = new LeaseGroup(Ids.unique("group"));
        shard = group.lease(3);
    }

    private ForLeasing leases() {
        return store.leases();
    }

    private Lease taken(LeaseName name, InstanceId taker, Instant at) {
        Either<LeaseRefused, Lease> answer = leases().take(name, taker, at, at.plus(PERIOD));
        assertTrue(answer.isRight(), () -> "taking " + name + " was refused: " + answer.getLeft().message());
        return answer.get();
    }

    @Test
    void a_lease_nobody_ever_took_is_taken_under_fence_one() {
        Lease lease = taken(shard, alpha, NOW);

        assertEquals(new Lease(shard, alpha, 1, NOW.plus(PERIOD)), lease);
        assertEquals(List.of(lease), leases().board(group).leases());
    }

    @Test
    void a_lease_another_instance_holds_is_refused_naming_the_holder() {
        Lease held = taken(shard, alpha, NOW);

        Either<LeaseRefused, Lease> answer = leases().take(shard, beta, NOW.plus(PERIOD).minusMillis(1),
                NOW.plus(PERIOD.multipliedBy(2)));

        assertEquals(Either.left(new LeaseRefused(shard, beta, Option.some(held))), answer);
        assertEquals(List.of(held), leases().board(group).leases());
    }

    @Test
    void a_lease_its_owner_still_holds_is_not_taken_again() {
        Lease held = taken(shard, alpha, NOW);

        assertTrue(leases().take(shard, alpha, NOW.plusSeconds(1), NOW.plusSeconds(60)).isLeft());
        assertEquals(List.of(held), leases().board(group).leases());
    }

    @Test
    void an_expired_lease_is_taken_by_another_under_the_next_fence() {
        taken(shard, alpha, NOW);
        Instant expiry = NOW.plus(PERIOD);

        Lease lease = taken(shard, beta, expiry);

        assertEquals(new Lease(shard, beta, 2, expiry.plus(PERIOD)), lease);
    }

    @Test
    void a_renewal_by_the_owner_extends_the_lease_under_the_same_fence() {
        Lease held = taken(shard, alpha, NOW);
        Instant later = NOW.plus(PERIOD.multipliedBy(2));

        Either<LeaseRefused, Lease> renewed = leases().renew(held, later);

        assertEquals(Either.right(new Lease(shard, alpha, 1, later)), renewed);
        assertTrue(leases().take(shard, beta, NOW.plus(PERIOD), later).isLeft(), "the renewed lease is still held");
    }

    @Test
    void a_renewal_by_a_former_owner_is_refused_and_changes_nothing() {
        Lease former = taken(shard, alpha, NOW);
        Lease current = taken(shard, beta, NOW.plus(PERIOD));

        Either<LeaseRefused, Lease> renewed = leases().renew(former, NOW.plus(PERIOD.multipliedBy(3)));

        assertEquals(Either.left(new LeaseRefused(shard, alpha, Option.some(current))), renewed);
        assertEquals(List.of(current), leases().board(group).leases());
    }

    @Test
    void a_released_lease_is_free_at_once_and_taken_next_under_the_next_fence() {
        Lease held = taken(shard, alpha, NOW);
        Instant soon = NOW.plusSeconds(5);

        assertEquals(Either.right(new Lease(shard, alpha, 1, soon)), leases().release(held, soon));
        Lease next = taken(shard, beta, soon);

        assertEquals(2, next.fence());
    }

    @Test
    void a_release_by_a_former_owner_is_refused_and_the_new_owner_keeps_the_lease() {
        Lease former = taken(shard, alpha, NOW);
        Lease current = taken(shard, beta, NOW.plus(PERIOD));

        assertTrue(leases().release(former, NOW.plus(PERIOD).plusSeconds(1)).isLeft());
        assertEquals(List.of(current), leases().board(group).leases());
    }

    @Test
    void of_instances_racing_for_one_free_lease_exactly_one_takes_it() throws Exception {
        int racers = 6;
        List<Either<LeaseRefused, Lease>> answers = Races.startTogether(racers, i -> () ->
                leases().take(shard, new InstanceId(Ids.unique("racer" + i)), NOW, NOW.plus(PERIOD)));

        List<Lease> winners = answers.stream().filter(Either::isRight).map(Either::get).toList();
        assertEquals(1, winners.size(), () -> "winners: " + winners);
        assertEquals(winners, leases().board(group).leases());
        assertEquals(1, winners.get(0).fence());
    }

    @Test
    void of_instances_racing_for_one_expired_lease_exactly_one_takes_it_under_the_next_fence() throws Exception {
        taken(shard, alpha, NOW);
        Instant expiry = NOW.plus(PERIOD);
        List<Either<LeaseRefused, Lease>> answers = Races.startTogether(6, i -> () ->
                leases().take(shard, new InstanceId(Ids.unique("racer" + i)), expiry, expiry.plus(PERIOD)));

        List<Lease> winners = answers.stream().filter(Either::isRight).map(Either::get).toList();
        assertEquals(1, winners.size(), () -> "winners: " + winners);
        assertEquals(2, winners.get(0).fence());
    }

    @Test
    void a_group_reads_back_its_own_leases_and_members_and_no_other_groups() {
        Lease first = taken(group.lease(0), alpha, NOW);
        Lease second = taken(group.lease(1), beta, NOW);
        LeaseGroup other = new LeaseGroup(Ids.unique("other"));
        taken(other.lease(0), alpha, NOW);
        leases().beat(group, alpha, NOW.plusSeconds(10));
        leases().beat(group, beta, NOW.plusSeconds(5));
        leases().beat(group, beta, NOW.plusSeconds(20));
        leases().beat(other, beta, NOW.plusSeconds(20));

        LeaseBoard board = leases().board(group);

        assertEquals(List.of(first, second), board.leases());
        assertEquals(List.of(new LeaseMember(group, alpha, NOW.plusSeconds(10)),
                new LeaseMember(group, beta, NOW.plusSeconds(20))), board.members(),
                "alpha sorts before beta, and beta's last beat counts");
    }

    @Test
    void a_group_nobody_used_reads_as_empty() {
        LeaseBoard board = leases().board(group);

        assertEquals(new LeaseBoard(group, List.of(), List.of()), board);
    }

    @Test
    void a_mark_under_a_lease_another_instance_has_since_taken_is_refused_and_the_event_stays_pending() {
        OutboxEvent event = aPendingEvent();
        Lease former = taken(shard, alpha, NOW);
        Lease current = taken(shard, beta, NOW.plus(PERIOD));

        Either<Rejection, Committed> stalled = commit(publishingUnder(former, event, NOW.plus(PERIOD).plusSeconds(1)));

        assertEquals(Either.left(new Rejection.StaleVersion("lease", shard.toString(), 1, 2)), stalled);
        assertTrue(commit(publishingUnder(current, event, NOW.plus(PERIOD).plusSeconds(2))).isRight(),
                "the event was still pending for the lease's new owner to mark");
    }

    @Test
    void a_mark_under_the_current_lease_lands_once() {
        OutboxEvent event = aPendingEvent();
        Lease held = taken(shard, alpha, NOW);

        assertTrue(commit(publishingUnder(held, event, NOW.plusSeconds(1))).isRight());
        assertEquals(Either.left(new Rejection.NotFound("outbox event", event.eventId().value())),
                commit(publishingUnder(held, event, NOW.plusSeconds(2))));
    }

    @Test
    void a_mark_under_a_lease_nobody_ever_took_is_refused() {
        OutboxEvent event = aPendingEvent();
        Lease imagined = Lease.first(shard, alpha, NOW.plus(PERIOD));

        assertEquals(Either.left(new Rejection.StaleVersion("lease", shard.toString(), 1,
                        Rejection.StaleVersion.UNKNOWN)),
                commit(publishingUnder(imagined, event, NOW.plusSeconds(1))));
    }

    private OutboxEvent aPendingEvent() {
        NewCase aCase = givenOpened(aCaseUnderReview(Ids.aTenant()));
        OutboxEvent event = anOutboxEvent(aCase, Ids.anEventId(), NOW.minusSeconds(60));
        given(announcingOnly(event));
        return event;
    }
}
