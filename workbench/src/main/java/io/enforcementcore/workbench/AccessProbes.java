package io.enforcementcore.workbench;

import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.query.PageQuery;
import io.enforcementcore.application.query.Paged;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.domain.catalog.AccessPatternId;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.CaseView;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.DueWindow;
import io.enforcementcore.domain.port.ForTellingTime;
import io.vavr.control.Option;
import io.enforcementcore.workbench.Catalog.CaseRef;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Random;

/**
 * AP01..AP14 on random but valid input: a case of the catalog (the hot case one time in twenty), its
 * tenant's analyst, one of its officers or parties. Pages hold at most {@value #PAGE} items.
 */
final class AccessProbes {
    static final int PAGE = 25;
    private static final int HOT_CASE_ONE_IN = 20;
    static final Principal OPERATOR =
            Principal.of("platform", "demo-operator", Classification.PUBLIC, Role.PLATFORM_OPERATOR);

    private final EnforcementCore core;
    private final Catalog catalog;
    private final ForTellingTime clock;

    AccessProbes(EnforcementCore core, Catalog catalog, ForTellingTime clock) {
        this.core = core;
        this.catalog = catalog;
        this.clock = clock;
    }

    List<AccessProbe> all() {
        PageQuery page = PageQuery.first(PAGE);
        return List.of(
                new AccessProbe(AccessPatternId.AP01.id(), "case metadata by id (strong)", r -> {
                    CaseRef c = someCase(r);
                    return () -> core.caseMetadata(c.tenant.analyst(), c.caseId).map(m -> 1);
                }),
                new AccessProbe(AccessPatternId.AP02.id(), "case timeline, newest first", r -> {
                    CaseRef c = someCase(r);
                    return () -> core.timeline(c.tenant.analyst(), c.caseId, page).map(AccessProbes::size);
                }),
                new AccessProbe(AccessPatternId.AP03.id(), "open tasks of an assignee", r -> {
                    DemoTenant t = someCase(r).tenant;
                    UserId assignee = new UserId(t.randomOfficer(r));
                    DueWindow window = r.nextBoolean()
                            ? DueWindow.between(at(Duration.ofDays(-14)), at(Duration.ofDays(28))) : DueWindow.any();
                    return () -> core.openTasksOfAssignee(t.analyst(), assignee, window, page)
                            .map(AccessProbes::size);
                }),
                new AccessProbe(AccessPatternId.AP04.id(), "tenant's open deadlines due by", r -> {
                    DemoTenant t = someCase(r).tenant;
                    Instant dueBy = at(Duration.ofDays(r.nextInt(61) - 30));
                    return () -> core.openDeadlinesDueBy(t.analyst(), dueBy, page).map(AccessProbes::size);
                }),
                new AccessProbe(AccessPatternId.AP05.id(), "deadlines of a case", r -> {
                    CaseRef c = someCase(r);
                    return () -> core.deadlinesOfCase(c.tenant.analyst(), c.caseId, page).map(AccessProbes::size);
                }),
                new AccessProbe(AccessPatternId.AP06.id(), "tasks of a case", r -> {
                    CaseRef c = someCase(r);
                    Option<Instant> dueBefore = r.nextBoolean() ? Option.some(at(Duration.ofDays(14))) : Option.none();
                    return () -> core.tasksOfCase(c.tenant.analyst(), c.caseId, dueBefore, page)
                            .map(AccessProbes::size);
                }),
                new AccessProbe(AccessPatternId.AP07.id(), "parties of a case", r -> {
                    CaseRef c = someCase(r);
                    return () -> core.partiesOfCase(c.tenant.analyst(), c.caseId, page).map(AccessProbes::size);
                }),
                new AccessProbe(AccessPatternId.AP08.id(), "cases of a party", r -> {
                    DemoTenant t = someCase(r).tenant;
                    PartyId party = new PartyId(Vocabulary.pick(r, t.linkedParties()));
                    return () -> core.casesOfParty(t.analyst(), party, page).map(AccessProbes::size);
                }),
                new AccessProbe(AccessPatternId.AP09.id(), "case operational view", r -> {
                    CaseRef c = someCase(r);
                    return () -> core.caseView(c.tenant.analyst(), c.caseId).map(AccessProbes::viewSize);
                }),
                new AccessProbe(AccessPatternId.AP10.id(), "pending outbox, oldest first", r ->
                        () -> core.pendingOutbox(OPERATOR, PAGE).map(List::size)),
                new AccessProbe(AccessPatternId.AP11.id(), "case by external reference", r -> {
                    CaseRef c = someCase(r);
                    ExternalRef externalRef = new ExternalRef(c.externalRef);
                    return () -> core.caseByExternalRef(c.tenant.analyst(), externalRef).map(m -> 1);
                }),
                new AccessProbe(AccessPatternId.AP12.id(), "tenant's cases in a status", r -> {
                    DemoTenant t = someCase(r).tenant;
                    CaseStatus status = Vocabulary.pick(r, List.of(CaseStatus.values()));
                    return () -> core.casesInStatus(t.analyst(), status, page).map(AccessProbes::size);
                }),
                new AccessProbe(AccessPatternId.AP13.id(), "tenant's high-risk open cases", r -> {
                    DemoTenant t = someCase(r).tenant;
                    return () -> core.highRiskOpenCases(t.analyst(), page).map(AccessProbes::size);
                }),
                new AccessProbe(AccessPatternId.AP14.id(), "evidence of a case", r -> {
                    CaseRef c = someCase(r);
                    return () -> core.evidenceOfCase(c.tenant.analyst(), c.caseId, page).map(AccessProbes::size);
                }));
    }

    private CaseRef someCase(Random random) {
        return catalog.hotCase() != null && random.nextInt(HOT_CASE_ONE_IN) == 0
                ? catalog.hotCase() : catalog.randomCase(random);
    }

    private Instant at(Duration fromNow) {
        return clock.now().plus(fromNow);
    }

    private static int size(Paged<?> page) {
        return page.items().size();
    }

    /** Metadata and state, then the bounded lists. */
    private static int viewSize(CaseView view) {
        return 2 + view.openTasks().size() + view.openDeadlines().size() + view.parties().size();
    }
}
