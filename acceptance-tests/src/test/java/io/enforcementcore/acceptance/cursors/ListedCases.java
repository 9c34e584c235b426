package io.enforcementcore.acceptance.cursors;

import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.command.AddDeadline;
import io.enforcementcore.application.command.AttachEvidence;
import io.enforcementcore.application.command.CreateTask;
import io.enforcementcore.application.command.LinkParty;
import io.enforcementcore.application.command.OpenCase;
import io.enforcementcore.application.command.TransitionCase;
import io.enforcementcore.application.query.PageQuery;
import io.enforcementcore.application.query.Paged;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.domain.model.BlobRef;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.DeadlineType;
import io.enforcementcore.domain.model.EvidenceMetadata;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.PartyKind;
import io.enforcementcore.domain.model.PartyRole;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Sha256;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.DueWindow;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A tenant whose every paged listing has at least two items for every clearance, so that a first page of
 * one item always hands out a cursor; and those listings, each under every set of parameters the test
 * tells apart.
 */
final class ListedCases {
    static final Principal SUPERVISOR = Principal.of("north", "sam", Classification.CONFIDENTIAL, Role.SUPERVISOR);
    /** The tenant's readers, one per clearance, and a reader of another tenant cleared for everything. */
    static final List<Principal> READERS = List.of(
            Principal.of("north", "pia", Classification.PUBLIC, Role.ANALYST),
            Principal.of("north", "rae", Classification.RESTRICTED, Role.ANALYST),
            Principal.of("north", "cyd", Classification.CONFIDENTIAL, Role.ANALYST),
            Principal.of("south", "sol", Classification.CONFIDENTIAL, Role.ANALYST));
    static final int ISSUING_READERS = 3;

    private static final Instant DUE = Instant.parse("2026-09-01T09:00:00Z");
    private static final PartyId ACME = new PartyId("acme");
    private static final PartyId BOLT = new PartyId("bolt");

    /** One paged query of the facade, by its method's name, under one set of parameters. */
    record ListedQuery(String method, String parameters, PageReader read) {
        Either<Rejection, ? extends Paged<?>> page(EnforcementCore core, Principal principal, PageQuery page) {
            return read.page(core, principal, page);
        }

        @Override
        public String toString() {
            return method + "(" + parameters + ")";
        }
    }

    @FunctionalInterface
    interface PageReader {
        Either<Rejection, ? extends Paged<?>> page(EnforcementCore core, Principal principal, PageQuery page);
    }

    private ListedCases() {
    }

    /** Opens two cases under review and two with a notice issued, all public and high risk, and one confidential. */
    static List<ListedQuery> seed(EnforcementCore core) {
        CaseId first = aCaseWithWork(core, "N-1", "ana");
        CaseId second = aCaseWithWork(core, "N-2", "ben");
        for (String ref : List.of("N-3", "N-4")) {
            CaseId noticed = open(core, ref, Classification.PUBLIC);
            core.transitionCase(SUPERVISOR, new TransitionCase(noticed, 1, CaseStatus.NOTICE_ISSUED)).get();
        }
        CaseId secret = open(core, "N-5", Classification.CONFIDENTIAL);
        link(core, secret, Classification.CONFIDENTIAL, ACME);
        core.createTask(SUPERVISOR, new CreateTask(secret, new Title("Secret task"), new UserId("ana"), DUE)).get();
        return listings(first, second);
    }

    private static CaseId aCaseWithWork(EnforcementCore core, String ref, String assignee) {
        CaseId caseId = open(core, ref, Classification.PUBLIC);
        for (int i = 0; i < 2; i++) {
            core.createTask(SUPERVISOR, new CreateTask(caseId, new Title("Task " + i), new UserId(assignee),
                    DUE.plusSeconds(3600L * i))).get();
            core.addDeadline(SUPERVISOR, new AddDeadline(caseId, DeadlineType.LEGAL_RESPONSE, DUE.plusSeconds(60L * i)))
                    .get();
            core.attachEvidence(SUPERVISOR, new AttachEvidence(caseId, new Title("Exhibit " + i),
                    new BlobRef("s3://evidence/" + ref + "/" + i), new Sha256("a".repeat(64)), 1024,
                    new EvidenceMetadata(Map.of()))).get();
        }
        link(core, caseId, Classification.PUBLIC, ACME);
        link(core, caseId, Classification.PUBLIC, BOLT);
        return caseId;
    }

    private static CaseId open(EnforcementCore core, String ref, Classification classification) {
        return core.openCase(SUPERVISOR, new OpenCase(new ExternalRef(ref), new Title("Case " + ref), new RiskScore(90),
                classification, new OrgId("north-markets"))).get().caseId();
    }

    private static void link(EnforcementCore core, CaseId caseId, Classification classification, PartyId party) {
        core.linkParty(SUPERVISOR, new LinkParty(caseId, classification, party, PartyKind.COMPANY,
                new Title("Party " + party.value()), PartyRole.RESPONDENT)).get();
    }

    /** The listings over two cases with work on them, as {@link #seed} leaves them. */
    static List<ListedQuery> listings(CaseId first, CaseId second) {
        List<ListedQuery> all = new ArrayList<>();
        for (CaseId caseId : List.of(first, second)) {
            String named = "case " + caseId.value();
            all.add(new ListedQuery("timeline", named, (core, p, q) -> core.timeline(p, caseId, q)));
            all.add(new ListedQuery("deadlinesOfCase", named, (core, p, q) -> core.deadlinesOfCase(p, caseId, q)));
            all.add(new ListedQuery("tasksOfCase", named, (core, p, q) -> core.tasksOfCase(p, caseId, q)));
            all.add(new ListedQuery("partiesOfCase", named, (core, p, q) -> core.partiesOfCase(p, caseId, q)));
            all.add(new ListedQuery("evidenceOfCase", named, (core, p, q) -> core.evidenceOfCase(p, caseId, q)));
        }
        all.add(new ListedQuery("tasksOfCase", "case " + first.value() + ", due before a day later",
                (core, p, q) -> core.tasksOfCase(p, first, Option.some(DUE.plusSeconds(86_400)), q)));
        for (String assignee : List.of("ana", "ben")) {
            all.add(new ListedQuery("openTasksOfAssignee", assignee,
                    (core, p, q) -> core.openTasksOfAssignee(p, new UserId(assignee), q)));
        }
        all.add(new ListedQuery("openTasksOfAssignee", "ana, due within a day",
                (core, p, q) -> core.openTasksOfAssignee(p, new UserId("ana"),
                        DueWindow.between(DUE, DUE.plusSeconds(86_400)), q)));
        for (Instant dueBy : List.of(DUE.plusSeconds(86_400), DUE.plusSeconds(2 * 86_400))) {
            all.add(new ListedQuery("openDeadlinesDueBy", dueBy.toString(),
                    (core, p, q) -> core.openDeadlinesDueBy(p, dueBy, q)));
        }
        for (PartyId party : List.of(ACME, BOLT)) {
            all.add(new ListedQuery("casesOfParty", party.value(), (core, p, q) -> core.casesOfParty(p, party, q)));
        }
        for (CaseStatus status : List.of(CaseStatus.UNDER_REVIEW, CaseStatus.NOTICE_ISSUED)) {
            all.add(new ListedQuery("casesInStatus", status.name(), (core, p, q) -> core.casesInStatus(p, status, q)));
        }
        all.add(new ListedQuery("highRiskOpenCases", "", (core, p, q) -> core.highRiskOpenCases(p, q)));
        return all;
    }
}
