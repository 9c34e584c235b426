package io.enforcementcore.domain.contract;

import static io.enforcementcore.domain.fixtures.ChangeSets.adding;
import static io.enforcementcore.domain.fixtures.ChangeSets.attaching;
import static io.enforcementcore.domain.fixtures.ChangeSets.changingRisk;
import static io.enforcementcore.domain.fixtures.ChangeSets.completing;
import static io.enforcementcore.domain.fixtures.ChangeSets.creating;
import static io.enforcementcore.domain.fixtures.ChangeSets.linking;
import static io.enforcementcore.domain.fixtures.ChangeSets.opening;
import static io.enforcementcore.domain.fixtures.ChangeSets.reassigning;
import static io.enforcementcore.domain.fixtures.ChangeSets.renaming;
import static io.enforcementcore.domain.fixtures.ChangeSets.rescheduled;
import static io.enforcementcore.domain.fixtures.ChangeSets.rescheduling;
import static io.enforcementcore.domain.fixtures.ChangeSets.resolving;
import static io.enforcementcore.domain.fixtures.ChangeSets.transition;
import static io.enforcementcore.domain.fixtures.Moments.daysAfterStart;

import io.enforcementcore.domain.fixtures.Fixtures;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.DeadlineHandle;
import io.enforcementcore.domain.model.DeadlineStatus;
import io.enforcementcore.domain.model.EvidenceId;
import io.enforcementcore.domain.model.Party;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.domain.model.TaskStatus;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.StoragePorts;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * One case and what has been filed on it, commanded as the use cases command it: each decision is made on
 * what the store holds when it is made (a task read by its handle, the case's state), and committed whether
 * or not the store will accept it.
 */
final class CaseUnderCommands {
    private final StoragePorts store;
    private final NewCase aCase;
    private final List<TaskHandle> tasks = new ArrayList<>();
    private final List<DeadlineHandle> deadlines = new ArrayList<>();
    private final List<Party> parties = new ArrayList<>();
    private final List<EvidenceId> evidence = new ArrayList<>();

    CaseUnderCommands(StoragePorts store, NewCase aCase) {
        this.store = store;
        this.aCase = aCase;
        if (store.changes().commit(opening(aCase)).isLeft()) {
            throw new IllegalStateException("a fresh case could not be opened");
        }
    }

    NewCase opened() {
        return aCase;
    }

    /** Runs the command; answers what it did, for the report of a failing sequence. */
    String run(CommandOnCase command) {
        int pick = command.pick();
        Option<ChangeSet> set = switch (command.command()) {
            case LINK_A_NEW_PARTY -> Option.some(linkingNew());
            case LINK_A_LINKED_PARTY_AGAIN -> Option.some(parties.isEmpty() ? linkingNew()
                    : linking(Fixtures.aRespondentLink(parties.get(pick % parties.size()), aCase)));
            case CREATE_A_TASK -> {
                Task task = Fixtures.anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(1 + pick));
                tasks.add(task.handle());
                yield Option.some(creating(task));
            }
            case COMPLETE_A_TASK -> task(pick).map(task -> completing(task));
            case REASSIGN_A_TASK -> task(pick).map(task -> reassigning(task, Ids.anOfficer()));
            case RESCHEDULE_A_TASK -> task(pick).filter(task -> task.status() == TaskStatus.OPEN)
                    .map(task -> rescheduling(task, daysAfterStart(11 + pick)));
            case ADD_A_DEADLINE -> {
                Deadline deadline = Fixtures.anOpenDeadline(aCase, daysAfterStart(1 + pick));
                deadlines.add(deadline.handle());
                yield Option.some(adding(deadline));
            }
            case MEET_A_DEADLINE -> deadline(pick).map(deadline -> resolving(deadline, DeadlineStatus.MET));
            case MISS_A_DEADLINE -> deadline(pick).map(deadline -> resolving(deadline, DeadlineStatus.MISSED));
            case ATTACH_NEW_EVIDENCE -> Option.some(attachingNew());
            case ATTACH_FILED_EVIDENCE_AGAIN -> Option.some(evidence.isEmpty() ? attachingNew()
                    : attaching(Fixtures.anEvidence(aCase, evidence.get(pick % evidence.size()))));
            case MOVE_THE_CASE_ON -> state().flatMap(state -> state.status().successor()
                    .map(next -> transition(state, next)));
            case RENAME_THE_CASE -> state().map(state -> renaming(state, new Title("Renamed " + pick)));
            case RESCORE_THE_CASE -> state().map(state -> changingRisk(state, pick * 11));
        };
        if (set.isEmpty()) {
            return command + " (nothing to do)";
        }
        Option<TaskHandle> movedTo = command.command() != CaseCommand.RESCHEDULE_A_TASK ? Option.none()
                : task(pick).map(before -> rescheduled(before, daysAfterStart(11 + pick)).handle());
        boolean accepted = store.changes().commit(set.get()).isRight();
        if (accepted) {
            // a moved task is named by its new handle from now on
            movedTo.forEach(handle -> tasks.set(pick % tasks.size(), handle));
        }
        return command + (accepted ? "" : " (refused)");
    }

    private ChangeSet linkingNew() {
        Party party = Fixtures.aCompany(aCase.tenantId());
        parties.add(party);
        return linking(Fixtures.aRespondentLink(party, aCase));
    }

    private ChangeSet attachingNew() {
        EvidenceId id = Ids.anEvidenceId();
        evidence.add(id);
        return attaching(Fixtures.anEvidence(aCase, id));
    }

    private Option<Task> task(int pick) {
        return picked(tasks, pick, handle -> store.cases().task(aCase.tenantId(), handle));
    }

    private Option<Deadline> deadline(int pick) {
        return picked(deadlines, pick, handle -> store.cases().deadline(aCase.tenantId(), handle));
    }

    private Option<CaseState> state() {
        return store.cases().state(aCase.tenantId(), aCase.caseId());
    }

    private static <H, T> Option<T> picked(List<H> handles, int pick, Function<H, Option<T>> read) {
        return handles.isEmpty() ? Option.none() : read.apply(handles.get(pick % handles.size()));
    }
}
