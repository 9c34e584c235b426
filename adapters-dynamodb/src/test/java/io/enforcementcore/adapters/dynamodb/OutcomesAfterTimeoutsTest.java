package io.enforcementcore.adapters.dynamodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.engine.DynamoDbTestEngine;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.OutcomeUnknown;
import io.enforcementcore.metering.ForObservingStorage;
import java.time.Duration;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A mix of C01..C13 on a user's client with timeouts, while the engine executes some transactions and
 * their answers come after the client stopped waiting, and while the engine is paused for longer than a
 * call may take (what was sent meanwhile is executed when it resumes). No commit whose writes landed may
 * be answered as a failure that wrote nothing. Rerun with {@code -Dtimeouts.seed=<the seed printed>}.
 */
class OutcomesAfterTimeoutsTest {
    private static final long SEED = Long.getLong("timeouts.seed", System.nanoTime() % 1_000_000);
    private static final int COMMANDS = Integer.getInteger("timeouts.commands", 170);
    private static final double HELD = 0.05;
    private static final Duration PAUSE = Duration.ofMillis(2_500);

    @Test
    void no_commit_is_answered_unwritten_when_its_call_timed_out_after_the_engine_executed_it() {
        Assumptions.assumeTrue(DynamoDbTestEngine.startedHere(), "pausing needs the engine this JVM started");
        CommitLedger ledger = run(SEED, 1_100, override -> override.apiCallTimeout(Duration.ofMillis(800)), false);
        ledger.assertHoldsToTheTable();
    }

    @Test
    void no_commit_is_answered_unwritten_when_its_attempts_timed_out_after_the_engine_executed_them() {
        Assumptions.assumeTrue(DynamoDbTestEngine.startedHere(), "pausing needs the engine this JVM started");
        CommitLedger ledger = run(SEED + 1, 700, override -> override.retryStrategy(AwsRetryStrategy.doNotRetry())
                .apiCallAttemptTimeout(Duration.ofMillis(400)).apiCallTimeout(Duration.ofMillis(1_500)), true);
        ledger.assertHoldsToTheTable();
    }

    @Test
    void a_commit_that_cannot_be_settled_while_the_engine_is_paused_is_outcome_unknown_and_its_resend_lands_once() {
        Assumptions.assumeTrue(DynamoDbTestEngine.startedHere(), "pausing needs the engine this JVM started");
        String table = DynamoDbTestStores.freshTable();
        HeldAnswers wire = new HeldAnswers(UrlConnectionHttpClient.create(), SEED, 0, 0);
        try (wire; DynamoDbClient client = client(wire, override -> override.apiCallTimeout(Duration.ofMillis(300)));
             DynamoDbStorage store = DynamoDbStorage.builder(client, table).build();
             DynamoDbStorage clean = DynamoDbTestStores.storage(table, ForObservingStorage.NONE)) {
            NewCase aCase = DesignWorkload.aCase("paused", 40);
            // opened without the short timeout, which a loaded machine may miss before any pause
            assertTrue(clean.ports().changes().commit(DesignWorkload.opening(aCase)).isRight());
            ChangeSet move = DesignWorkload.transition(aCase.state(), CaseStatus.NOTICE_ISSUED);

            DynamoDbTestEngine.pauseFor(Duration.ofSeconds(4));
            OutcomeUnknown unknown = assertThrows(OutcomeUnknown.class, () -> store.ports().changes().commit(move));

            assertEquals(move.commitId(), unknown.commitId());
            assertTrue(unknown.getMessage().contains("may have landed"), unknown.getMessage());
            assertTrue(unknown.retryable());
            // the very same commit sent again, by a client without the short timeout, which waits for the engine
            CommitLedger ledger = new CommitLedger(clean.client(), table);
            CommitLedger.LedgerEntry resent = ledger.record(move, set -> clean.ports().changes().commit(set));
            assertEquals(CommitLedger.LedgerAnswer.ACCEPTED, resent.answer(), resent.detail());
            assertTrue(resent.landed());
            assertEquals(2, clean.ports().cases().state(DesignWorkload.TENANT, aCase.caseId()).get().version(),
                    "the move landed once");
        } finally {
            DynamoDbTestStores.dropTable(table);
        }
    }

    private static CommitLedger run(long seed, long holdMillis, UnaryOperator<ClientOverrideConfiguration.Builder> timeouts,
                                    boolean adapterRetries) {
        String table = DynamoDbTestStores.freshTable();
        HeldAnswers wire = new HeldAnswers(UrlConnectionHttpClient.create(), seed, HELD, holdMillis);
        try (wire; DynamoDbClient client = client(wire, timeouts);
             DynamoDbStorage store = adapterRetries ? DynamoDbStorage.builder(client, table)
                     .retryingInTheAdapter(4, Duration.ofMillis(20), Duration.ofMillis(200)).build()
                     : DynamoDbStorage.builder(client, table).build();
             DynamoDbStorage clean = DynamoDbTestStores.storage(table, ForObservingStorage.NONE)) {
            MixedCommands mix = new MixedCommands(seed, clean.ports().cases());
            CommitLedger ledger = new CommitLedger(clean.client(), table);
            int timedOut = 0;
            int settledAsLanded = 0;
            for (int i = 0; i < COMMANDS; i++) {
                boolean paused = i == COMMANDS / 2;
                if (paused) {
                    DynamoDbTestEngine.pauseFor(PAUSE);
                }
                int heldBefore = wire.held();
                CommitLedger.LedgerEntry entry = ledger.record(mix.next(), set -> store.ports().changes().commit(set));
                boolean late = paused || wire.held() > heldBefore;
                timedOut += late ? 1 : 0;
                settledAsLanded += late && entry.answer() == CommitLedger.LedgerAnswer.ACCEPTED ? 1 : 0;
                if (entry.landed()) {
                    mix.landed(entry.set());
                }
            }
            System.out.printf("timeouts seed %d: %d commands, %d accepted, %d rejected, %d failed (nothing written), "
                            + "%d outcome unknown; %d met a held answer or the pause, %d of them answered accepted; "
                            + "%d answers contradict the table, %d half written%n", seed, COMMANDS,
                    ledger.count(CommitLedger.LedgerAnswer.ACCEPTED), ledger.count(CommitLedger.LedgerAnswer.REJECTED),
                    ledger.count(CommitLedger.LedgerAnswer.FAILED), ledger.count(CommitLedger.LedgerAnswer.UNKNOWN), timedOut,
                    settledAsLanded, ledger.contradicted().size(), ledger.halfWritten().size());
            ledger.contradicted().forEach(e -> System.out.printf("  %s answered %s %s, landed %s%n",
                    e.set().command(), e.answer(), e.detail(), e.landed()));
            return ledger;
        } finally {
            DynamoDbTestStores.dropTable(table);
        }
    }

    private static DynamoDbClient client(HeldAnswers wire, UnaryOperator<ClientOverrideConfiguration.Builder> timeouts) {
        return DynamoDbClient.builder().httpClient(wire)
                .endpointOverride(DynamoDbTestEngine.endpoint()).region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("team", "team")))
                .overrideConfiguration(o -> timeouts.apply(o)).build();
    }
}
