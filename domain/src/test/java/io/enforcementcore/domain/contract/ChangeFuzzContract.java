package io.enforcementcore.domain.contract;

import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.model.Revision;
import io.enforcementcore.domain.model.AtRevision;
import static io.enforcementcore.domain.fixtures.ChangeSets.adding;
import static io.enforcementcore.domain.fixtures.ChangeSets.attaching;
import static io.enforcementcore.domain.fixtures.ChangeSets.changingRisk;
import static io.enforcementcore.domain.fixtures.ChangeSets.completing;
import static io.enforcementcore.domain.fixtures.ChangeSets.creating;
import static io.enforcementcore.domain.fixtures.ChangeSets.linking;
import static io.enforcementcore.domain.fixtures.ChangeSets.opening;
import static io.enforcementcore.domain.fixtures.ChangeSets.publishing;
import static io.enforcementcore.domain.fixtures.ChangeSets.reassigning;
import static io.enforcementcore.domain.fixtures.ChangeSets.refreshing;
import static io.enforcementcore.domain.fixtures.ChangeSets.renaming;
import static io.enforcementcore.domain.fixtures.ChangeSets.rescheduling;
import static io.enforcementcore.domain.fixtures.ChangeSets.resolving;
import static io.enforcementcore.domain.fixtures.ChangeSets.transition;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import io.enforcementcore.domain.decision.Change;
import io.enforcementcore.domain.fixtures.Fixtures;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.Moments;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.DeadlineStatus;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.RetentionPolicy;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.Committed;
import io.enforcementcore.domain.port.IdempotencyRecord;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.port.StorageFailure;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Random change sets, most of them wrong for the store as it is (stale versions, handles of tasks that
 * moved, another tenant's case, a reused external reference or idempotency key, an event never
 * appended, a change set sent twice), committed one after another. No exception may escape but a
 * {@link StorageFailure}, and a refused commit must leave everything a caller can read as it was. The
 * seed is printed; rerun a failure with {@code -Dfuzz.seed=<seed>}.
 */
public abstract class ChangeFuzzContract extends StorageContract {
    private static final int UNIVERSE_CALLS = 150;

    /** How many commits to try on this store. */
    protected abstract int calls();

    /** Everything a refused commit must leave unchanged; a store may read it more cheaply than the ports. */
    protected Object snapshot(Universe universe) {
        return universe.readThrough(store);
    }

    /**
     * The store the next stretch of calls commits to. Stretches share nothing (each plays with tenants,
     * cases and keys of its own), so a store whose reads slow down with what it holds may hand each one an
     * empty store; by default they all commit to the test's.
     */
    protected StoragePorts storeForNextStretch() {
        return store;
    }

    @Test
    void random_and_malformed_commits_raise_only_storage_failures_and_a_refusal_writes_nothing() {
        long seed = Long.getLong("fuzz.seed", System.nanoTime());
        System.out.printf("%s: fuzz seed %d (rerun with -Dfuzz.seed=%d)%n", getClass().getSimpleName(), seed, seed);
        Random random = new Random(seed);
        int refused = 0;
        int accepted = 0;
        int failed = 0;
        Universe universe = null;
        Object before = null;
        int beforeReadable = -1;
        List<ChangeSet> sent = new ArrayList<>();
        for (int call = 0; accepted + refused + failed < calls(); call++) {
            if (call % UNIVERSE_CALLS == 0) {
                if (call > 0) {
                    store = storeForNextStretch();
                }
                universe = new Universe();
                sent.clear();
                before = null;
            }
            ChangeSet set;
            try {
                set = !sent.isEmpty() && random.nextInt(10) == 0 ? sent.get(random.nextInt(sent.size()))
                        : next(random, universe);
            } catch (RuntimeException refusedWhilePlanning) {
                continue;
            }
            if (before == null || universe.readable() != beforeReadable) {
                before = snapshot(universe);
                beforeReadable = universe.readable();
            }
            Either<Rejection, Committed> outcome;
            try {
                outcome = store.changes().commit(set);
            } catch (StorageFailure storeFailed) {
                failed++;
                before = null;
                continue;
            } catch (RuntimeException escaped) {
                fail("seed " + seed + ", call " + call + ": " + set.command() + " threw " + escaped, escaped);
                return;
            }
            // what the store holds after one call is what it held before the next
            Object after = snapshot(universe);
            if (outcome.isLeft()) {
                refused++;
                assertEquals(before, after, "seed " + seed + ", call " + call + ": " + set.command()
                        + " was refused (" + outcome.getLeft().message() + ") but wrote");
            } else {
                accepted++;
                sent.add(set);
                universe.landed(set);
            }
            before = after;
            beforeReadable = universe.readable();
        }
        System.out.printf("fuzz seed %d: %d commits, %d accepted, %d refused, %d storage failures%n", seed,
                accepted + refused + failed, accepted, refused, failed);
    }

    /** A task as a repair read it: at the revision the store holds now, or at a revision it never held. */
    private AtRevision<Task> seen(Random random, Task task) {
        return random.nextBoolean() ? asRead(task) : new AtRevision<>(task, Revision.UNTOLD);
    }

    /** A deadline as a repair read it, as {@link #seen(Random, Task)}. */
    private AtRevision<Deadline> seen(Random random, Deadline deadline) {
        return random.nextBoolean() ? asRead(deadline) : new AtRevision<>(deadline, Revision.UNTOLD);
    }

    private ChangeSet next(Random random, Universe u) {
        NewCase aCase = u.cases.isEmpty() || random.nextInt(8) == 0 ? u.newCase(random) : u.pick(random, u.cases);
        CaseState state = new CaseState(aCase.tenantId(), aCase.caseId(), pickStatus(random),
                aCase.state().riskScore(), aCase.state().classification(), 1 + random.nextInt(6), aCase.state().openedAt(), Moments.START,
                aCase.state().counts());
        switch (random.nextInt(16)) {
            case 0:
                return opening(aCase);
            case 1:
                return transition(state, state.status().successor().getOrElse(CaseStatus.NOTICE_ISSUED));
            case 2:
                return renaming(state, new Title("Renamed " + random.nextInt(1000)));
            case 3:
                return changingRisk(state, random.nextInt(101));
            case 4:
                return linking(Fixtures.aRespondentLink(u.party(random), aCase));
            case 5:
                return creating(u.newTask(random, aCase));
            case 6:
                return u.tasks.isEmpty() ? creating(u.newTask(random, aCase))
                        : reassigning(u.pick(random, u.tasks), Ids.anOfficer());
            case 7:
                return u.tasks.isEmpty() ? opening(aCase) : completing(u.pick(random, u.tasks));
            case 8:
                return u.tasks.isEmpty() ? opening(aCase) : rescheduling(u.pick(random, u.tasks),
                        Moments.daysAfterStart(1 + random.nextInt(30)));
            case 9:
                return adding(u.newDeadline(random, aCase));
            case 10:
                return u.deadlines.isEmpty() ? adding(u.newDeadline(random, aCase))
                        : resolving(u.pick(random, u.deadlines), random.nextBoolean() ? DeadlineStatus.MET
                        : DeadlineStatus.MISSED);
            case 11:
                return attaching(random.nextInt(3) == 0 && !u.evidence.isEmpty()
                        ? Fixtures.anEvidence(aCase, u.pick(random, u.evidence)) : u.newEvidence(aCase));
            case 12:
                return publishing(u.announced.isEmpty() || random.nextInt(3) == 0
                        ? Fixtures.anOutboxEvent(aCase, Ids.anEventId(), Moments.START) : u.pick(random, u.announced));
            case 13:
                return u.tasks.isEmpty() || u.deadlines.isEmpty() ? opening(aCase)
                        : refreshing(seen(random, u.pick(random, u.tasks)), seen(random, u.pick(random, u.deadlines)),
                        new Title("Refreshed " + random.nextInt(100)));
            default:
                Task task = u.newTask(random, aCase);
                IdempotencyKey key = u.key(random);
                return creating(task).rememberedAs(new IdempotencyRecord(aCase.tenantId(), key, "fuzz",
                        Receipt.ofTask(CommandId.C04, task.handle(), 1), Moments.START,
                        RetentionPolicy.DEFAULT.idempotencyExpiry(Moments.START)));
        }
    }

    private static CaseStatus pickStatus(Random random) {
        CaseStatus[] all = CaseStatus.values();
        return all[random.nextInt(all.length)];
    }

    /** The few cases, tasks, keys and references one stretch of the fuzz plays with, so collisions are common. */
    protected static final class Universe {
        final List<TenantId> tenants = List.of(Ids.aTenant(), Ids.aTenant());
        final List<ExternalRef> refs = List.of(Ids.anExternalRef(), Ids.anExternalRef(), Ids.anExternalRef());
        final List<IdempotencyKey> keys = List.of(Ids.anIdempotencyKey(), Ids.anIdempotencyKey());
        final List<io.enforcementcore.domain.model.Party> parties = new ArrayList<>();
        final List<NewCase> cases = new ArrayList<>();
        final List<Task> tasks = new ArrayList<>();
        final List<Deadline> deadlines = new ArrayList<>();
        final List<io.enforcementcore.domain.model.EvidenceId> evidence = new ArrayList<>();
        final List<OutboxEvent> announced = new ArrayList<>();

        NewCase newCase(Random random) {
            TenantId tenant = pick(random, tenants);
            NewCase aCase = Fixtures.aCaseUnderReview(tenant).withExternalRef(pick(random, refs));
            cases.add(aCase);
            return aCase;
        }

        Task newTask(Random random, NewCase aCase) {
            Task task = Fixtures.anOpenTask(aCase, Ids.anOfficer(), Moments.daysAfterStart(1 + random.nextInt(30)));
            tasks.add(task);
            return task;
        }

        Deadline newDeadline(Random random, NewCase aCase) {
            Deadline deadline = Fixtures.anOpenDeadline(aCase, Moments.daysAfterStart(1 + random.nextInt(30)));
            deadlines.add(deadline);
            return deadline;
        }

        io.enforcementcore.domain.model.Evidence newEvidence(NewCase aCase) {
            io.enforcementcore.domain.model.Evidence e = Fixtures.anEvidence(aCase);
            evidence.add(e.evidenceId());
            return e;
        }

        io.enforcementcore.domain.model.Party party(Random random) {
            if (parties.isEmpty() || random.nextInt(3) == 0) {
                parties.add(Fixtures.aCompany(pick(random, tenants)));
            }
            return pick(random, parties);
        }

        IdempotencyKey key(Random random) {
            return pick(random, keys);
        }

        void landed(ChangeSet set) {
            set.changes().stream().filter(Change.AppendOutbox.class::isInstance)
                    .forEach(c -> announced.add(((Change.AppendOutbox) c).event()));
        }

        /** Grows with what {@link #readThrough} reads: the cases and the parties. */
        int readable() {
            return cases.size() * 100_000 + parties.size();
        }

        <T> T pick(Random random, List<T> from) {
            return from.get(random.nextInt(from.size()));
        }

        /** What the read ports answer of every case, key and reference of this universe, cursors left out. */
        Object readThrough(io.enforcementcore.domain.port.StoragePorts store) {
            List<Object> seen = new ArrayList<>();
            var page = io.enforcementcore.domain.port.PageRequest.first(io.enforcementcore.domain.port.PageRequest.MAX_LIMIT);
            for (NewCase aCase : cases) {
                for (TenantId tenant : tenants) {
                    seen.add(store.cases().metadata(tenant, aCase.caseId()));
                    seen.add(store.cases().state(tenant, aCase.caseId()));
                    seen.add(store.cases().timeline(tenant, aCase.caseId(), page).items());
                    seen.add(store.cases().tasksOfCase(tenant, aCase.caseId(), io.vavr.control.Option.none(), page)
                            .items());
                    seen.add(store.cases().deadlinesOfCase(tenant, aCase.caseId(), page).items());
                    seen.add(store.cases().evidenceOfCase(tenant, aCase.caseId(), page).items());
                    seen.add(store.cases().partiesOfCase(tenant, aCase.caseId(), page).items());
                }
            }
            for (TenantId tenant : tenants) {
                keys.forEach(key -> seen.add(store.commands().recall(tenant, key, Moments.START)));
                refs.forEach(ref -> seen.add(store.cases().caseIdByExternalRef(tenant, ref)));
                for (var party : parties) {
                    seen.add(store.cases().casesOfParty(tenant, party.partyId(), Classification.CONFIDENTIAL, page).items());
                }
            }
            return seen;
        }
    }
}
