package io.enforcementcore.application;

import static io.enforcementcore.application.UseCaseFixtures.AGENCY;
import static io.enforcementcore.application.UseCaseFixtures.CASE;
import static io.enforcementcore.application.UseCaseFixtures.NOON;
import static io.enforcementcore.application.UseCaseFixtures.aCaseTitled;
import static io.enforcementcore.application.UseCaseFixtures.anOfficer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.application.command.LinkParty;
import io.enforcementcore.application.command.OpenCase;
import io.enforcementcore.application.command.TransitionCase;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.PartyKind;
import io.enforcementcore.domain.model.PartyRole;
import io.enforcementcore.domain.model.Provenance;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.port.Authorship;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/**
 * A command that writes new records on a case it does not read (here C02 and C03) stamps them with the
 * case's provenance: read from META the first time this instance meets the case, remembered after, and
 * never guessed. What the principal may not see is refused as not found before anything is committed.
 */
class CaseProvenanceTest {
    private static final TransitionCase MOVE = new TransitionCase(CASE, 1, CaseStatus.NOTICE_ISSUED);
    private final FakeStorage storage = new FakeStorage();
    private final CaseMetadata theCase = aCaseTitled("Investigation ABC");

    private EnforcementCoreBuilder core() {
        return EnforcementCoreBuilder.on(storage.ports()).withClock(() -> NOON).withIds(UseCaseFixtures.countingIds());
    }

    @Test
    void the_first_command_on_a_case_reads_its_meta_once_and_stamps_the_case_provenance() {
        storage.metadata = Option.some(theCase);
        EnforcementCore core = core().build();

        core.transitionCase(anOfficer(), MOVE);
        core.transitionCase(anOfficer(), MOVE);

        assertEquals(1, storage.reads, "META is read once, then remembered");
        assertEquals(Authorship.onCase(anOfficer().userId(), NOON, theCase.provenance()),
                storage.committed.get(1).authorship());
    }

    @Test
    void an_instance_that_remembers_nothing_reads_meta_for_every_command() {
        storage.metadata = Option.some(theCase);
        EnforcementCore core = core().caseProvenanceCacheSize(0).build();

        core.transitionCase(anOfficer(), MOVE);
        core.transitionCase(anOfficer(), MOVE);

        assertEquals(2, storage.reads);
    }

    @Test
    void a_case_opened_by_this_instance_is_remembered_without_a_read() {
        EnforcementCore core = core().build();
        OpenCase open = new OpenCase(new ExternalRef("REF-9"), new Title("Investigation XYZ"), new RiskScore(10),
                Classification.CONFIDENTIAL, new OrgId("org-9"));
        var opened = core.openCase(anOfficer(), open).get();

        core.transitionCase(anOfficer(), new TransitionCase(opened.caseId(), 1, CaseStatus.NOTICE_ISSUED));

        assertEquals(0, storage.reads);
        assertEquals(Option.some(new Provenance(new OrgId("org-9"), Classification.CONFIDENTIAL)),
                storage.committed.get(1).authorship().caseProvenance());
    }

    @Test
    void a_missing_case_is_not_found_and_nothing_is_committed() {
        Either<Rejection, ?> refused = core().build().transitionCase(anOfficer(), MOVE);

        assertEquals(Either.left(new Rejection.NotFound("case", CASE.value())), refused);
        assertTrue(storage.attempted.isEmpty());
    }

    @Test
    void a_remembered_case_above_the_principal_clearance_is_not_found_and_nothing_is_committed() {
        storage.metadata = Option.some(theCase);
        EnforcementCore core = core().build();
        core.transitionCase(anOfficer(), MOVE);
        Principal uncleared = Principal.of(AGENCY.value(), "officer-2", Classification.PUBLIC, Role.OFFICER);

        Either<Rejection, ?> refused = core.transitionCase(uncleared, MOVE);

        assertEquals(Either.left(new Rejection.NotFound("case", CASE.value())), refused);
        assertEquals(1, storage.attempted.size());
    }

    @Test
    void a_link_that_names_another_classification_than_the_case_is_not_found_and_nothing_is_committed() {
        storage.metadata = Option.some(theCase);
        LinkParty link = new LinkParty(CASE, Classification.CONFIDENTIAL, new PartyId("party-1"),
                PartyKind.COMPANY, new Title("Acme Ltd"), PartyRole.RESPONDENT);

        Either<Rejection, ?> refused = core().build().linkParty(anOfficer(), link);

        assertEquals(Either.left(new Rejection.NotFound("case", CASE.value())), refused);
        assertTrue(storage.attempted.isEmpty());
    }
}
