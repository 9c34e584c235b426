package io.enforcementcore.acceptance.untrusted;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.EnforcementCoreBuilder;
import io.enforcementcore.application.parse.RawCommands;
import io.enforcementcore.application.parse.RawQueries;
import io.enforcementcore.application.query.BackfillResumeToken;
import io.enforcementcore.application.query.PageQuery;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.port.StorageFailure;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The untrusted-text entry of the facade ({@link RawCommands}, {@link RawQueries}, then the call) under
 * random and hostile input: nothing but a {@link Rejection} or a {@link StorageFailure} may leave it. The seed
 * is printed; rerun a failure with {@code -Dfuzz.seed=<seed>}. Run once per store.
 */
public abstract class UntrustedInputContract {
    private static final byte[] SECRET = "an untrusted-input test's secret".getBytes(StandardCharsets.UTF_8);
    private static final List<Principal> CALLERS = List.of(
            Principal.of("north", "sam", Classification.CONFIDENTIAL, Role.SUPERVISOR),
            Principal.of("north", "pia", Classification.PUBLIC, Role.ANALYST),
            Principal.of("south", "oli", Classification.RESTRICTED, Role.OFFICER),
            Principal.of("platform", "otto", Classification.PUBLIC, Role.PLATFORM_OPERATOR));
    private static final Principal SUPERVISOR = CALLERS.get(0);
    private static final Principal OPERATOR = CALLERS.get(3);

    /** A fresh, empty store of the adapter under test. */
    protected abstract StoragePorts freshStore();

    /** How many random calls to make on this store. */
    protected abstract int calls();

    @Test
    void random_and_hostile_text_is_answered_by_a_rejection_or_a_result_and_only_a_storage_failure_is_thrown() {
        long seed = Long.getLong("fuzz.seed", System.nanoTime());
        System.out.printf("%s: fuzz seed %d (rerun with -Dfuzz.seed=%d)%n", getClass().getSimpleName(), seed, seed);
        Random random = new Random(seed);
        EnforcementCore core = EnforcementCoreBuilder.on(freshStore()).withCursorSecret(SECRET).build();
        HostileText text = new HostileText(random);
        handOut(core, text);
        List<UntrustedCall> calls = UntrustedCall.ALL;
        int rejected = 0;
        int answered = 0;
        for (int call = 0; call < calls(); call++) {
            UntrustedCall next = calls.get(random.nextInt(calls.size()));
            Principal caller = CALLERS.get(random.nextInt(CALLERS.size()));
            Either<Rejection, ?> outcome;
            try {
                outcome = next.make(core, caller, text);
            } catch (StorageFailure storeFailed) {
                continue;
            } catch (RuntimeException | Error escaped) {
                fail("seed " + seed + ", call " + call + ": " + next + " threw " + escaped, escaped);
                return;
            }
            assertNotNull(outcome, () -> "seed " + seed + ": " + next + " answered null");
            if (outcome.isLeft()) {
                assertNotNull(outcome.getLeft(), next::toString);
                rejected++;
            } else {
                answered++;
            }
        }
        System.out.printf("%s: %d rejected, %d answered%n", getClass().getSimpleName(), rejected, answered);
        assertTrue(rejected > 0 && answered > 0, "the calls should reach both outcomes: " + rejected + " rejected, "
                + answered + " answered");
    }

    @Test
    void a_resume_token_around_positions_the_store_never_handed_out_is_refused_naming_resume_from() {
        EnforcementCore core = EnforcementCoreBuilder.on(freshStore()).withCursorSecret(SECRET).build();
        handOut(core, new HostileText(new Random(1)));
        for (String position : List.of("garbage!!", "AAAA", "Ag", "x".repeat(10_000), "\u0000")) {
            String token = BackfillResumeToken.encode(List.of("0:" + position));

            Either<Rejection, ?> backfill = RawCommands.backfill(2, 1, 1_000, 0, 0, token)
                    .flatMap(command -> core.backfill(OPERATOR, command));
            Either<Rejection, ?> sweep = RawCommands.sweepSnapshotDrift(2, 1, 1_000, 0, 0, token)
                    .flatMap(command -> core.sweepSnapshotDrift(OPERATOR, command));

            for (Either<Rejection, ?> refused : List.of(backfill, sweep)) {
                assertEquals("resumeFrom", ((Rejection.InvalidInput) refused.getLeft()).field(), refused::toString);
            }
        }
    }

    /** Opens a case with a task and a deadline, and hands out their names, a cursor and a resume token. */
    private static void handOut(EnforcementCore core, HostileText text) {
        Receipt opened = RawCommands.openCase("N-1", "A case", 90, "PUBLIC", "north-markets", null)
                .flatMap(command -> core.openCase(SUPERVISOR, command)).get();
        text.handedOut(opened.caseId().value());
        text.handedOut("N-1");
        Receipt task = RawCommands.createTask(opened.caseId().value(), "A task", "ana", "2026-09-01T09:00:00Z", null)
                .flatMap(command -> core.createTask(SUPERVISOR, command)).get();
        text.handedOut(task.task().get().toToken());
        Receipt deadline = RawCommands.addDeadline(opened.caseId().value(), "LEGAL_RESPONSE", "2026-09-01T09:00:00Z",
                null).flatMap(command -> core.addDeadline(SUPERVISOR, command)).get();
        text.handedOut(deadline.deadline().get().toToken());
        core.timeline(SUPERVISOR, opened.caseId(), PageQuery.first(1)).get().cursor().forEach(text::cursorHandedOut);
        text.tokenHandedOut(RawCommands.backfill(4, 1, 1_000_000, 0, 1, null)
                .flatMap(command -> core.backfill(OPERATOR, command)).get().resumeToken());
    }
}
