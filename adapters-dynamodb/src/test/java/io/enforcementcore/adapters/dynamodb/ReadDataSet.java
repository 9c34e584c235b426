package io.enforcementcore.adapters.dynamodb;

import static io.enforcementcore.adapters.dynamodb.DesignWorkload.*;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.Evidence;
import io.enforcementcore.domain.model.Party;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.DueWindow;
import io.enforcementcore.domain.port.IdempotencyRecord;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.port.StoragePorts;
import io.vavr.control.Option;
import java.util.function.Consumer;

/**
 * A small data set for asking every access pattern once: one tenant, a high-risk and a low-risk case,
 * two parties, three tasks, two deadlines, two evidence items and a keyed command, read in pages of
 * {@value #PAGE}. The adapter's request checks and the design's access-pattern matrix both ask it.
 */
public final class ReadDataSet {
    public static final int PAGE = 10;
    static final NewCase CASE_A = aCase("a", 85);
    static final NewCase CASE_B = aCase("b", 40);
    static final Party RESPONDENT = aCompany("Pinjaman Kilat Ltd");
    static final Party LENDER = aCompany("Dana Cepat Ltd");
    static final Task FIRST = aTask(CASE_A, "first", OFFICER, daysLater(2));
    static final Task DONE = aTask(CASE_A, "done", OTHER_OFFICER, daysLater(3));
    static final Deadline RESPONSE = aDeadline(CASE_A, "response", daysLater(7));
    static final Evidence AGREEMENT = anEvidence(CASE_A, "agreement");
    static final Evidence LEDGER = anEvidence(CASE_A, "ledger");
    static final IdempotencyRecord KEY = aKey("create on b", Receipt.ofCase(CommandId.C04, CASE_B.caseId(), 1));

    private ReadDataSet() {
    }

    /** Commits the data set through {@code ports}. */
    public static void seed(StoragePorts ports) {
        commit(ports, opening(CASE_A));
        commit(ports, opening(CASE_B));
        commit(ports, transition(CASE_B.state(), CaseStatus.NOTICE_ISSUED));
        commit(ports, linking(RESPONDENT, respondent(RESPONDENT, CASE_A)));
        commit(ports, linking(LENDER, respondent(LENDER, CASE_A)));
        commit(ports, linking(RESPONDENT, respondent(RESPONDENT, CASE_B)));
        commit(ports, creating(FIRST));
        commit(ports, creating(aTask(CASE_A, "second", OFFICER, daysLater(4))));
        commit(ports, creating(DONE));
        commit(ports, completing(DONE));
        commit(ports, adding(RESPONSE));
        Deadline hearing = aDeadline(CASE_A, "hearing", daysLater(10));
        commit(ports, adding(hearing));
        commit(ports, meeting(hearing));
        commit(ports, adding(aDeadline(CASE_B, "payment", daysLater(5))));
        commit(ports, attaching(AGREEMENT));
        commit(ports, attaching(LEDGER));
        commit(ports, remembered(creating(aTask(CASE_B, "keyed", OFFICER, daysLater(6))), KEY));
    }

    /** Asks every access pattern once; {@code ask} runs each question, e.g. to record its calls. */
    public static void askEveryQuestionOnce(StoragePorts ports, Consumer<Runnable> ask) {
        var cases = ports.cases();
        var views = ports.views();
        ask.accept(() -> cases.metadata(TENANT, CASE_A.caseId()));
        ask.accept(() -> cases.timeline(TENANT, CASE_A.caseId(), PageRequest.first(PAGE)));
        ask.accept(() -> views.openTasksOfAssignee(TENANT, OFFICER, DueWindow.any(), Classification.CONFIDENTIAL, PageRequest.first(PAGE)));
        ask.accept(() -> views.openDeadlinesDueBy(TENANT, daysLater(30), Classification.CONFIDENTIAL, PageRequest.first(PAGE)));
        ask.accept(() -> cases.deadlinesOfCase(TENANT, CASE_A.caseId(), PageRequest.first(PAGE)));
        ask.accept(() -> cases.tasksOfCase(TENANT, CASE_A.caseId(), Option.none(), PageRequest.first(PAGE)));
        ask.accept(() -> cases.partiesOfCase(TENANT, CASE_A.caseId(), PageRequest.first(PAGE)));
        ask.accept(() -> cases.casesOfParty(TENANT, RESPONDENT.partyId(), Classification.CONFIDENTIAL,
                PageRequest.first(PAGE)));
        ask.accept(() -> cases.operationalView(TENANT, CASE_A.caseId(), PAGE));
        ask.accept(() -> {
            for (int shard = 0; shard < ports.outbox().shardCount(); shard++) {
                ports.outbox().pending(shard, PageRequest.first(PAGE));
            }
        });
        ask.accept(() -> cases.caseIdByExternalRef(TENANT, CASE_A.metadata().externalRef()));
        ask.accept(() -> views.casesInStatus(TENANT, CaseStatus.UNDER_REVIEW, Classification.CONFIDENTIAL, PageRequest.first(PAGE)));
        ask.accept(() -> views.highRiskOpenCases(TENANT, Classification.CONFIDENTIAL, PageRequest.first(PAGE)));
        ask.accept(() -> cases.evidenceOfCase(TENANT, CASE_A.caseId(), PageRequest.first(PAGE)));
        ask.accept(() -> ports.commands().recall(TENANT, KEY.key(), KEY.recordedAt()));
        ask.accept(() -> ports.commands().recallWithCase(TENANT, KEY.key(), KEY.recordedAt(), CASE_A.caseId()));
    }

    /** The other request shapes of the plans: reads by handle for commands, and the optional ranges. */
    public static void askTheSupportingReads(StoragePorts ports) {
        var cases = ports.cases();
        var views = ports.views();
        cases.state(TENANT, CASE_A.caseId());
        cases.task(TENANT, FIRST.handle());
        cases.deadline(TENANT, RESPONSE.handle());
        cases.tasksOfCase(TENANT, CASE_A.caseId(), Option.some(daysLater(3)), PageRequest.first(PAGE));
        views.openTasksOfAssignee(TENANT, OFFICER, new DueWindow(Option.some(daysLater(1)), Option.some(daysLater(3))), Classification.CONFIDENTIAL,
                PageRequest.first(PAGE));
    }

    private static void commit(StoragePorts ports, ChangeSet changes) {
        assertTrue(ports.changes().commit(changes).isRight(), changes.command().id());
    }
}
