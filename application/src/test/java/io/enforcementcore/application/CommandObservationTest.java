package io.enforcementcore.application;

import static io.enforcementcore.application.UseCaseFixtures.AGENCY;
import static io.enforcementcore.application.UseCaseFixtures.CASE;
import static io.enforcementcore.application.UseCaseFixtures.anOfficer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.application.command.TransitionCase;
import io.enforcementcore.application.observation.CommandObservation;
import io.enforcementcore.application.observation.CommandObservation.Outcome;
import io.enforcementcore.application.observation.ForObservingCommands;
import io.enforcementcore.application.observation.QueryObservation;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.port.StoreUnavailable;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CommandObservationTest {
    private final FakeStorage storage = new FakeStorage();

    {
        storage.metadata = Option.some(UseCaseFixtures.aCaseTitled("Investigation ABC"));
    }
    private final List<CommandObservation> commands = new ArrayList<>();
    private final List<QueryObservation> queries = new ArrayList<>();
    private final EnforcementCore core = EnforcementCoreBuilder.on(storage.ports())
            .observedBy(new ForObservingCommands() {
                @Override
                public void commandEnded(CommandObservation observation) {
                    commands.add(observation);
                }

                @Override
                public void queryEnded(QueryObservation observation) {
                    queries.add(observation);
                }
            })
            .build();
    private final TransitionCase move = new TransitionCase(CASE, 1, CaseStatus.NOTICE_ISSUED);

    @Test
    void a_command_the_store_fails_is_observed_as_failed_and_the_failure_still_reaches_the_caller() {
        storage.commitAnswer = changes -> {
            throw new StoreUnavailable("TransactWriteItems", 6, new RuntimeException("throttled"));
        };

        assertThrows(StoreUnavailable.class, () -> core.transitionCase(anOfficer(), move));

        assertEquals(1, commands.size());
        assertEquals("C02", commands.get(0).command());
        assertEquals(AGENCY, commands.get(0).tenant());
        assertEquals(Outcome.FAILED, commands.get(0).outcome());
        assertEquals("store-unavailable", commands.get(0).kind());
    }

    @Test
    void a_refused_access_is_observed_as_a_rejection_of_the_command_it_refused() {
        Principal analyst = Principal.of(AGENCY.value(), "analyst-1", Classification.CONFIDENTIAL, Role.ANALYST);

        assertTrue(core.transitionCase(analyst, move).isLeft());

        assertEquals(List.of("C02 rejected forbidden"), commands.stream()
                .map(o -> o.command() + " " + o.outcome().label() + " " + o.kind()).toList());
        assertTrue(storage.attempted.isEmpty());
    }

    @Test
    void an_accepted_command_and_an_answered_query_are_observed_as_such() {
        assertTrue(core.transitionCase(anOfficer(), move).isRight());
        core.caseMetadata(anOfficer(), CASE);

        assertEquals(Outcome.ACCEPTED, commands.get(0).outcome());
        assertEquals(CommandObservation.NO_KIND, commands.get(0).kind());
        assertEquals(List.of("AP01 accepted none"), queries.stream()
                .map(o -> o.accessPattern() + " " + o.outcome().label() + " " + o.kind()).toList());
    }

    @Test
    void a_rejection_s_kind_is_its_name_in_lower_case_words() {
        assertEquals("stale-version", CommandObservation.kindOf(new Rejection.StaleVersion("case", "c", 1, 2)));
        assertEquals("idempotency-key-reused",
                CommandObservation.kindOf((Rejection) new Rejection.IdempotencyKeyReused("k")));
        assertEquals("error", CommandObservation.kindOf(new IllegalStateException("a bug")));
        assertEquals("invalid-input", CommandObservation.kindOf(new Rejection.InvalidInput("dueAt", "out of range")));
    }
}
