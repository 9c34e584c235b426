package io.enforcementcore.adapters.dynamodb;

import static io.enforcementcore.adapters.dynamodb.DesignWorkload.TENANT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.engine.DynamoDbTestEngine;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.port.ForReadingCases;
import io.enforcementcore.domain.port.Page;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.metering.ForObservingStorage;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A tenth of the requests fail on the wire (throttling, server errors, transaction conflicts, answers
 * lost after the engine applied the request) while a mix of C01..C13 runs, retried once by the adapter
 * and once by the SDK's own retry strategy. The engine ignores ClientRequestToken, so nothing but the
 * adapter can tell a retried commit that had landed. Afterwards every answer must match the table.
 * Rerun a failure with {@code -Dfaults.seed=<the seed printed>}.
 */
class FaultsOnTheWireTest {
    private static final long SEED = Long.getLong("faults.seed", System.nanoTime() % 1_000_000);
    private static final int COMMANDS = Integer.getInteger("faults.commands", 240);
    private static final double RATE = 0.10;

    @Test
    void every_answer_matches_the_table_when_the_adapter_retries_a_tenth_of_the_requests() {
        CommitLedger ledger = run(SEED, COMMANDS, override -> override.retryStrategy(AwsRetryStrategy.doNotRetry()),
                8);
        ledger.assertHoldsToTheTable();
        assertTrue(ledger.count(CommitLedger.LedgerAnswer.REJECTED) > 0, "the mix refuses some commands");
    }

    @Test
    void every_answer_matches_the_table_when_the_sdk_retries_a_tenth_of_the_requests() {
        CommitLedger ledger = run(SEED + 1, COMMANDS / 4, override -> override.retryStrategy(
                AwsRetryStrategy.standardRetryStrategy().toBuilder().maxAttempts(8).build()), 1);
        ledger.assertHoldsToTheTable();
    }

    private static CommitLedger run(long seed, int commands, UnaryOperator<ClientOverrideConfiguration.Builder> retries,
                                    int adapterAttempts) {
        String table = DynamoDbTestStores.freshTable();
        FaultyWire faults = new FaultyWire(UrlConnectionHttpClient.create(), seed, RATE);
        try (faults; DynamoDbClient faulty = client(faults, retries);
             DynamoDbStorage store = adapterAttempts > 1 ? DynamoDbStorage.builder(faulty, table)
                     .retryingInTheAdapter(adapterAttempts, Duration.ofMillis(1), Duration.ofMillis(4)).build()
                     : DynamoDbStorage.builder(faulty, table).build();
             DynamoDbStorage clean = DynamoDbTestStores.storage(table, ForObservingStorage.NONE)) {
            MixedCommands mix = new MixedCommands(seed, clean.ports().cases());
            CommitLedger ledger = new CommitLedger(clean.client(), table);
            for (int i = 0; i < commands; i++) {
                CommitLedger.LedgerEntry entry = ledger.record(mix.next(), set -> store.ports().changes().commit(set));
                if (entry.landed()) {
                    mix.landed(entry.set());
                }
            }
            System.out.printf("faults seed %d: %d commands, %d accepted, %d rejected, %d failed; injected %s; "
                            + "%d answers contradict the table, %d half written%n", seed, commands,
                    ledger.count(CommitLedger.LedgerAnswer.ACCEPTED), ledger.count(CommitLedger.LedgerAnswer.REJECTED),
                    ledger.count(CommitLedger.LedgerAnswer.FAILED), faults.injected(), ledger.contradicted().size(),
                    ledger.halfWritten().size());
            ledger.entries().stream().filter(e -> e.answer() == CommitLedger.LedgerAnswer.FAILED).limit(3)
                    .forEach(e -> System.out.printf("  %s failed: %s%n", e.set().command(), e.detail()));
            ledger.contradicted().forEach(e -> System.out.printf("  %s answered %s %s, landed %s%n",
                    e.set().command(), e.answer(), e.detail(), e.landed()));
            exactlyOnce(ledger, clean.ports().cases());
            return ledger;
        } finally {
            DynamoDbTestStores.dropTable(table);
        }
    }

    /** Each landed fact once on its case's timeline, nothing else there, and the case's versions contiguous. */
    private static void exactlyOnce(CommitLedger ledger, ForReadingCases cases) {
        Map<CaseId, Integer> steps = ledger.landedVersionSteps();
        for (Map.Entry<CaseId, List<TimelineEvent>> landed : ledger.landedFacts().entrySet()) {
            CaseId caseId = landed.getKey();
            List<TimelineEvent> stored = timeline(cases, caseId);
            Set<Object> ids = new HashSet<>();
            stored.forEach(e -> assertTrue(ids.add(e.eventId()), () -> "fact twice: " + e));
            assertEquals(landed.getValue().stream().map(TimelineEvent::eventId).collect(Collectors.toSet()), ids,
                    "the timeline of " + caseId);
            assertEquals(1 + steps.getOrDefault(caseId, 0), cases.state(TENANT, caseId).get().version(),
                    "the version of " + caseId);
        }
    }

    private static List<TimelineEvent> timeline(ForReadingCases cases, CaseId caseId) {
        List<TimelineEvent> events = new ArrayList<>();
        PageRequest request = PageRequest.first(PageRequest.MAX_LIMIT);
        while (true) {
            Page<TimelineEvent> page = cases.timeline(TENANT, caseId, request);
            events.addAll(page.items());
            if (page.next().isEmpty()) {
                return events;
            }
            request = new PageRequest(PageRequest.MAX_LIMIT, page.next());
        }
    }

    private static DynamoDbClient client(FaultyWire wire, UnaryOperator<ClientOverrideConfiguration.Builder> override) {
        return DynamoDbClient.builder().httpClient(wire)
                .endpointOverride(DynamoDbTestEngine.endpoint()).region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("team", "team")))
                .overrideConfiguration(o -> override.apply(o)).build();
    }
}
