package io.enforcementcore.acceptance.untrusted;

import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.parse.RawCommands;
import io.enforcementcore.application.parse.RawQueries;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.util.List;
import java.util.Map;

/** One request of the facade made from untrusted text: parsed by the one parse path, then called. */
record UntrustedCall(String name, Make make) {
    @FunctionalInterface
    interface Make {
        Either<Rejection, ?> make(EnforcementCore core, Principal caller, HostileText t);
    }

    Either<Rejection, ?> make(EnforcementCore core, Principal caller, HostileText text) {
        return make.make(core, caller, text);
    }

    @Override
    public String toString() {
        return name;
    }

    private static final String[] STATUSES = {"UNDER_REVIEW", "NOTICE_ISSUED", "RESPONSE_WAITING", "DECISION_PENDING",
        "CLOSED"};
    private static final String[] CLASSIFICATIONS = {"PUBLIC", "RESTRICTED", "CONFIDENTIAL"};

    static final List<UntrustedCall> ALL = List.of(
            new UntrustedCall("C01", (c, p, t) -> RawCommands.openCase(t.text(), t.text(), t.anInt(),
                    t.word(CLASSIFICATIONS), t.text(), t.text()).flatMap(r -> c.openCase(p, r))),
            new UntrustedCall("C02", (c, p, t) -> RawCommands.transitionCase(t.text(), t.aLong(), t.word(STATUSES),
                    t.text()).flatMap(r -> c.transitionCase(p, r))),
            new UntrustedCall("C03", (c, p, t) -> RawCommands.linkParty(t.text(), t.word(CLASSIFICATIONS), t.text(),
                    t.word("COMPANY", "PERSON"), t.text(), t.word("RESPONDENT", "WITNESS"), t.text())
                    .flatMap(r -> c.linkParty(p, r))),
            new UntrustedCall("C04", (c, p, t) -> RawCommands.createTask(t.text(), t.text(), t.text(), t.instant(),
                    t.text()).flatMap(r -> c.createTask(p, r))),
            new UntrustedCall("C05", (c, p, t) -> RawCommands.reassignTask(t.text(), t.aLong(), t.text(), t.text())
                    .flatMap(r -> c.reassignTask(p, r))),
            new UntrustedCall("C06", (c, p, t) -> RawCommands.completeTask(t.text(), t.aLong(), t.text())
                    .flatMap(r -> c.completeTask(p, r))),
            new UntrustedCall("C07", (c, p, t) -> RawCommands.addDeadline(t.text(), t.word("LEGAL_RESPONSE", "HEARING"),
                    t.instant(), t.text()).flatMap(r -> c.addDeadline(p, r))),
            new UntrustedCall("C08", (c, p, t) -> RawCommands.resolveDeadline(t.text(), t.aLong(),
                    t.word("MET", "MISSED", "OPEN"), t.text()).flatMap(r -> c.resolveDeadline(p, r))),
            new UntrustedCall("C09", (c, p, t) -> RawCommands.attachEvidence(t.text(), t.text(), t.text(), t.text(),
                    t.aLong(), t.anInt() % 2 == 0 ? null : Map.of(String.valueOf(t.text()), String.valueOf(t.text())),
                    t.text()).flatMap(r -> c.attachEvidence(p, r))),
            new UntrustedCall("C10", (c, p, t) -> RawCommands.rescheduleTask(t.text(), t.aLong(), t.instant(), t.text())
                    .flatMap(r -> c.rescheduleTask(p, r))),
            new UntrustedCall("C11", (c, p, t) -> RawCommands.changeRiskScore(t.text(), t.aLong(), t.anInt(), t.text())
                    .flatMap(r -> c.changeRiskScore(p, r))),
            new UntrustedCall("C12", (c, p, t) -> RawCommands.renameCase(t.text(), t.aLong(), t.text(), t.text())
                    .flatMap(r -> c.renameCase(p, r))),
            new UntrustedCall("C15", (c, p, t) -> RawCommands.changeExternalRef(t.text(), t.aLong(), t.text(), t.text())
                    .flatMap(r -> c.changeExternalRef(p, r))),
            new UntrustedCall("C12 repair", (c, p, t) -> RawQueries.caseId(t.text())
                    .flatMap(id -> c.reconcileCaseTitles(p, id))),
            new UntrustedCall("C13", (c, p, t) -> c.relayOutbox(p, t.anInt())),
            new UntrustedCall("C14", (c, p, t) -> RawCommands.backfill(t.anInt() % 5, t.anInt() % 3, t.aRate(),
                    t.aRate(), 1 + Math.floorMod(t.anInt(), 50), t.resumeToken()).flatMap(r -> c.backfill(p, r))),
            new UntrustedCall("drift sweep", (c, p, t) -> RawCommands.sweepSnapshotDrift(t.anInt() % 5, t.anInt() % 3,
                    t.aRate(), t.aRate(), 1 + Math.floorMod(t.anInt(), 50), t.resumeToken())
                    .flatMap(r -> c.sweepSnapshotDrift(p, r))),
            new UntrustedCall("AP01", (c, p, t) -> RawQueries.caseId(t.text()).flatMap(id -> c.caseMetadata(p, id))),
            new UntrustedCall("AP01 counts", (c, p, t) -> RawQueries.caseId(t.text())
                    .flatMap(id -> c.caseCounts(p, id))),
            new UntrustedCall("AP02", (c, p, t) -> RawQueries.caseId(t.text()).flatMap(id ->
                    RawQueries.page(t.anInt(), t.cursor()).flatMap(page -> c.timeline(p, id, page)))),
            new UntrustedCall("AP03", (c, p, t) -> RawQueries.assigneeId(t.text()).flatMap(who ->
                    RawQueries.dueWindow(t.instant(), t.instant()).flatMap(window ->
                            RawQueries.page(t.anInt(), t.cursor())
                                    .flatMap(page -> c.openTasksOfAssignee(p, who, window, page))))),
            new UntrustedCall("AP04", (c, p, t) -> RawQueries.instant("dueBy", t.instant()).flatMap(due ->
                    RawQueries.page(t.anInt(), t.cursor()).flatMap(page -> c.openDeadlinesDueBy(p, due, page)))),
            new UntrustedCall("AP05", (c, p, t) -> RawQueries.caseId(t.text()).flatMap(id ->
                    RawQueries.page(t.anInt(), t.cursor()).flatMap(page -> c.deadlinesOfCase(p, id, page)))),
            new UntrustedCall("AP06", (c, p, t) -> RawQueries.caseId(t.text()).flatMap(id ->
                    RawQueries.optionalInstant("dueBefore", t.instant()).flatMap(before ->
                            RawQueries.page(t.anInt(), t.cursor())
                                    .flatMap(page -> c.tasksOfCase(p, id, before, page))))),
            new UntrustedCall("AP07", (c, p, t) -> RawQueries.caseId(t.text()).flatMap(id ->
                    RawQueries.page(t.anInt(), t.cursor()).flatMap(page -> c.partiesOfCase(p, id, page)))),
            new UntrustedCall("AP08", (c, p, t) -> RawQueries.partyId(t.text()).flatMap(id ->
                    RawQueries.page(t.anInt(), t.cursor()).flatMap(page -> c.casesOfParty(p, id, page)))),
            new UntrustedCall("AP09", (c, p, t) -> RawQueries.caseId(t.text()).flatMap(id -> c.caseView(p, id))),
            new UntrustedCall("AP10", (c, p, t) -> c.pendingOutbox(p, t.anInt())),
            new UntrustedCall("AP11", (c, p, t) -> RawQueries.externalRef(t.text())
                    .flatMap(ref -> c.caseByExternalRef(p, ref))),
            new UntrustedCall("AP12", (c, p, t) -> RawQueries.status(t.word(STATUSES)).flatMap(status ->
                    RawQueries.page(t.anInt(), t.cursor()).flatMap(page -> c.casesInStatus(p, status, page)))),
            new UntrustedCall("AP13", (c, p, t) -> RawQueries.page(t.anInt(), t.cursor())
                    .flatMap(page -> c.highRiskOpenCases(p, page))),
            new UntrustedCall("AP14", (c, p, t) -> RawQueries.caseId(t.text()).flatMap(id ->
                    RawQueries.page(t.anInt(), t.cursor()).flatMap(page -> c.evidenceOfCase(p, id, page)))));
}
