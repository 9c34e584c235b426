package io.enforcementcore.domain.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.domain.fixtures.Fixtures;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.CaseCounts;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseView;
import io.enforcementcore.domain.model.DeadlineStatus;
import io.enforcementcore.domain.model.TaskStatus;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.domain.port.StoragePorts;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Provide;

/**
 * The case's counts never drift from its items: after any sequence of commands on a case (most of them
 * accepted, some refused: a second link of a party, a completion of a done task, work on a closed case),
 * the open tasks, open deadlines, parties and evidence counted on the case are what its own lists show
 * (AP06, AP05, AP07, AP14), and the operational view (AP09) shows the same counts.
 *
 * <p>A store's test subclasses this and declares the property itself, a jqwik {@code Property} over
 * {@code @ForAll("commandSequences") List<CommandOnCase>} that calls {@link #countsAlwaysEqualTheItems},
 * with as many tries as the store affords (each try is a case of its own on the one store).
 */
public abstract class CaseCountsProperties {
    private static final int LIST_PAGE = 7;
    private StoragePorts store;

    /** The store under test; asked once per property, then shared by its tries (each on a case of its own). */
    protected abstract StoragePorts storage();

    /** Whether to compare counts and items after every command, or only after the last one. */
    protected boolean checksAfterEveryCommand() {
        return true;
    }

    @Provide
    public Arbitrary<List<CommandOnCase>> commandSequences() {
        return Combinators.combine(Arbitraries.of(CaseCommand.class), Arbitraries.integers().between(0, 9))
                .as(CommandOnCase::new)
                .list().ofMinSize(1).ofMaxSize(30);
    }

    protected final void countsAlwaysEqualTheItems(List<CommandOnCase> commands) {
        CaseUnderCommands aCase = new CaseUnderCommands(store(), Fixtures.aCaseUnderReview(Ids.aTenant()));
        List<String> ran = new ArrayList<>();
        for (CommandOnCase command : commands) {
            ran.add(aCase.run(command));
            if (checksAfterEveryCommand()) {
                assertCountsEqualTheItems(aCase.opened(), ran);
            }
        }
        assertCountsEqualTheItems(aCase.opened(), ran);
    }

    protected final StoragePorts store() {
        if (store == null) {
            store = storage();
        }
        return store;
    }

    private void assertCountsEqualTheItems(NewCase aCase, List<String> ran) {
        TenantId tenant = aCase.tenantId();
        var cases = store().cases();
        int openTasks = (int) Pages.readEveryPage(page -> cases.tasksOfCase(tenant, aCase.caseId(), Option.none(),
                page), LIST_PAGE).stream().filter(task -> task.status() == TaskStatus.OPEN).count();
        int openDeadlines = (int) Pages.readEveryPage(page -> cases.deadlinesOfCase(tenant, aCase.caseId(), page),
                LIST_PAGE).stream().filter(deadline -> deadline.status() == DeadlineStatus.OPEN).count();
        int parties = Pages.readEveryPage(page -> cases.partiesOfCase(tenant, aCase.caseId(), page), LIST_PAGE).size();
        int evidence = Pages.readEveryPage(page -> cases.evidenceOfCase(tenant, aCase.caseId(), page), LIST_PAGE)
                .size();
        Option<CaseCounts> items = Option.some(new CaseCounts(openTasks, openDeadlines, parties, evidence));

        CaseState state = cases.state(tenant, aCase.caseId()).get();
        assertEquals(items, state.counts(), () -> "after " + String.join(", ", ran));
        CaseView view = cases.operationalView(tenant, aCase.caseId(), PageRequest.MAX_LIMIT).get();
        assertEquals(items, view.state().counts(), () -> "the view, after " + String.join(", ", ran));
        assertTrue(view.openTasks().size() == openTasks && view.openDeadlines().size() == openDeadlines
                && view.parties().size() == parties, () -> "the view's lists, after " + String.join(", ", ran));
    }
}
