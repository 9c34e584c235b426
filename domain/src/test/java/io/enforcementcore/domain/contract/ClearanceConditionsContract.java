package io.enforcementcore.domain.contract;

import static io.enforcementcore.domain.catalog.CommandId.C02;
import static io.enforcementcore.domain.catalog.CommandId.C03;
import static io.enforcementcore.domain.catalog.CommandId.C04;
import static io.enforcementcore.domain.catalog.CommandId.C05;
import static io.enforcementcore.domain.catalog.CommandId.C06;
import static io.enforcementcore.domain.catalog.CommandId.C07;
import static io.enforcementcore.domain.catalog.CommandId.C08;
import static io.enforcementcore.domain.catalog.CommandId.C09;
import static io.enforcementcore.domain.catalog.CommandId.C10;
import static io.enforcementcore.domain.catalog.CommandId.C11;
import static io.enforcementcore.domain.catalog.CommandId.C12;
import static io.enforcementcore.domain.catalog.CommandId.C15;
import static io.enforcementcore.domain.fixtures.ChangeSets.LATER;
import static io.enforcementcore.domain.fixtures.ChangeSets.adding;
import static io.enforcementcore.domain.fixtures.ChangeSets.creating;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.aCompany;
import static io.enforcementcore.domain.fixtures.Fixtures.aRespondentLink;
import static io.enforcementcore.domain.fixtures.Fixtures.anEvidence;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenDeadline;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenTask;
import static io.enforcementcore.domain.fixtures.Moments.daysAfterStart;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.decision.Act;
import io.enforcementcore.domain.decision.CaseDecisions;
import io.enforcementcore.domain.decision.DeadlineDecisions;
import io.enforcementcore.domain.decision.Decision;
import io.enforcementcore.domain.decision.TaskDecisions;
import io.enforcementcore.domain.fixtures.ChangeSets;
import io.enforcementcore.domain.fixtures.Fixtures;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.Audit;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.DeadlineStatus;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.DueWindow;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * A case classified above the actor's clearance, as a store sees it at commit: every command on it is
 * refused as NotFound, the answer for a case that does not exist, before anything else about the case is
 * named, and nothing is written. Within the clearance, the same commands go through.
 */
public abstract class ClearanceConditionsContract extends StorageContract {
    private final TenantId tenant = Ids.aTenant();

    @Test
    void every_command_on_a_case_above_the_clearance_is_not_found_and_writes_nothing() {
        Filed confidential = aCaseWithWork(Classification.CONFIDENTIAL);
        int factsBefore = factsOf(confidential.aCase);

        commandsBy(actCleared(Classification.RESTRICTED)).forEach((command, decided) ->
                assertEquals(Either.left(new Rejection.NotFound("case", confidential.aCase.caseId().value())),
                        commit(decided.apply(confidential)), command + " was not refused as NotFound"));

        assertEquals(1, stateOf(confidential.aCase).version(), "the case was changed");
        assertEquals(factsBefore, factsOf(confidential.aCase), "something was recorded on the case");
    }

    @Test
    void every_command_on_a_case_within_the_clearance_goes_through() {
        for (Classification within : Classification.RESTRICTED.andBelow()) {
            commandsBy(actCleared(Classification.RESTRICTED)).forEach((command, decided) ->
                    assertTrue(commit(decided.apply(aCaseWithWork(within))).isRight(),
                            command + " on a " + within + " case was refused"));
        }
    }

    @Test
    void a_case_above_the_clearance_is_not_found_before_its_version_or_status_is_named() {
        NewCase confidential = givenOpened(aCaseUnderReview(tenant).classified(Classification.CONFIDENTIAL));
        Act restricted = actCleared(Classification.RESTRICTED);

        assertRejected(new Rejection.NotFound("case", confidential.caseId().value()),
                commit(set(C02, CaseDecisions.move(restricted, confidential.caseId(), 9, CaseStatus.CLOSED).get())));
    }

    @Test
    void a_deadline_naming_another_classification_than_its_cases_is_refused_and_not_listed() {
        NewCase restricted = givenOpened(aCaseUnderReview(tenant).classified(Classification.RESTRICTED));
        Deadline open = anOpenDeadline(restricted, daysAfterStart(5));
        Deadline misfiled = new Deadline(open.tenantId(), open.caseId(), open.deadlineId(), open.type(),
                open.dueAt(), open.status(), open.version(), open.caseTitle(), publicly(open.audit()));

        assertRejected(new Rejection.NotFound("case", restricted.caseId().value()),
                commit(set(C07, DeadlineDecisions.add(actCleared(Classification.CONFIDENTIAL), misfiled))));
        assertEquals(List.of(), store.views().openDeadlinesDueBy(tenant, daysAfterStart(9), Classification.PUBLIC,
                PageRequest.first(10)).items());
        assertEquals(0, stateOf(restricted).counts().get().openDeadlines(), "the deadline was counted");
    }

    @Test
    void a_task_naming_another_classification_than_its_cases_is_refused_and_not_listed() {
        NewCase restricted = givenOpened(aCaseUnderReview(tenant).classified(Classification.RESTRICTED));
        Task open = anOpenTask(restricted, Ids.anOfficer(), daysAfterStart(5));
        Task misfiled = new Task(open.tenantId(), open.caseId(), open.taskId(), open.title(), open.assignee(),
                open.dueAt(), open.status(), open.version(), open.caseTitle(), publicly(open.audit()));

        assertRejected(new Rejection.NotFound("case", restricted.caseId().value()),
                commit(set(C04, TaskDecisions.create(actCleared(Classification.CONFIDENTIAL), misfiled))));
        assertEquals(List.of(), store.views().openTasksOfAssignee(tenant, open.assignee(), DueWindow.any(),
                Classification.PUBLIC, PageRequest.first(10)).items());
        assertEquals(0, stateOf(restricted).counts().get().openTasks(), "the task was counted");
    }

    private record Filed(NewCase aCase, Task task, Deadline deadline) {
    }

    /** A case of the classification with an open task and an open deadline, filed by someone cleared for it. */
    private Filed aCaseWithWork(Classification classification) {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant).classified(classification));
        Task task = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(2));
        Deadline deadline = anOpenDeadline(aCase, daysAfterStart(5));
        given(creating(task));
        given(adding(deadline));
        return new Filed(aCase, task, deadline);
    }

    /** Each command on a case, as the actor decides it on the case as filed. */
    private Map<CommandId, Function<Filed, ChangeSet>> commandsBy(Act act) {
        Map<CommandId, Function<Filed, ChangeSet>> commands = new LinkedHashMap<>();
        commands.put(C02, filed -> set(C02, CaseDecisions.move(act, filed.aCase.caseId(), 1,
                CaseStatus.NOTICE_ISSUED).get()));
        commands.put(C03, filed -> set(C03, CaseDecisions.linkParty(act, aRespondentLink(aCompany(tenant), filed.aCase))));
        commands.put(C04, filed -> set(C04, TaskDecisions.create(act, anOpenTask(filed.aCase, Ids.anOfficer(),
                daysAfterStart(3)))));
        commands.put(C05, filed -> set(C05, TaskDecisions.reassign(act, filed.task.handle(), 1,
                Ids.anOfficer())));
        commands.put(C06, filed -> set(C06, TaskDecisions.complete(act, filed.task.handle(), 1)));
        commands.put(C07, filed -> set(C07, DeadlineDecisions.add(act, anOpenDeadline(filed.aCase,
                daysAfterStart(6)))));
        commands.put(C08, filed -> set(C08, DeadlineDecisions.resolve(act, filed.deadline.handle(), 1,
                DeadlineStatus.MET)));
        commands.put(C09, filed -> set(C09, CaseDecisions.attachEvidence(act, anEvidence(filed.aCase))));
        commands.put(C10, filed -> set(C10, TaskDecisions.reschedule(act, filed.task, 1, daysAfterStart(4))
                .get()));
        commands.put(C12, filed -> set(C12, CaseDecisions.rename(act, filed.aCase.caseId(), 1,
                new Title("Renamed"))));
        return commands;
    }

    private int factsOf(NewCase aCase) {
        return store.cases().timeline(tenant, aCase.caseId(), PageRequest.first(10)).items().size();
    }

    private Act actCleared(Classification clearance) {
        return new Act(tenant, Fixtures.INTAKE_OFFICER, clearance, LATER, Ids.anEventId());
    }

    private ChangeSet set(CommandId command, Decision decision) {
        return ChangeSets.of(command, tenant, decision);
    }

    /** The same audit, but naming the case PUBLIC. */
    private static Audit publicly(Audit audit) {
        return new Audit(audit.ownerOrgId(), Classification.PUBLIC, audit.createdAt(), audit.createdBy(),
                audit.updatedAt(), audit.updatedBy());
    }
}
