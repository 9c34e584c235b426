package io.enforcementcore.domain.contract;

import static io.enforcementcore.domain.contract.Pages.firstPage;
import static io.enforcementcore.domain.fixtures.ChangeSets.adding;
import static io.enforcementcore.domain.fixtures.ChangeSets.attaching;
import static io.enforcementcore.domain.fixtures.ChangeSets.creating;
import static io.enforcementcore.domain.fixtures.ChangeSets.linking;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.aCompany;
import static io.enforcementcore.domain.fixtures.Fixtures.aRespondentLink;
import static io.enforcementcore.domain.fixtures.Fixtures.anEvidence;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenDeadline;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenTask;
import static io.enforcementcore.domain.fixtures.Moments.daysAfterStart;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.Party;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.port.ForReadingCases;
import io.enforcementcore.domain.port.StorageCall;
import io.vavr.control.Option;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Part of {@link ForReadingCasesContract}: another tenant reads a case, its items and a party's edges
 * exactly as if they did not exist; and every read is reported under its access pattern.
 *
 * <p>Reports: AP01 (metadata, state), AP11 (external ref) and the reads by handle (AP06 for a task,
 * AP05 for a deadline) are GetItem on the table; AP02, AP05..AP08 and AP14 are a Query on the table;
 * AP09 is GetItem, BatchGetItem or Query on the table or LSI1 (never a Scan).
 */
public abstract class CaseReadsIsolationContract extends StorageContract {
    private static final Set<String> GET = Set.of("GetItem");
    private static final Set<String> QUERY = Set.of("Query");
    private static final Set<String> VIEW = Set.of("GetItem", "BatchGetItem", "Query");

    private final TenantId owner = Ids.aTenant();

    private record Setting(NewCase aCase, Task task, Deadline deadline, Party party) {
    }

    private Setting aCaseWithOneOfEverything() {
        NewCase aCase = givenOpened(aCaseUnderReview(owner));
        Task task = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(2));
        Deadline deadline = anOpenDeadline(aCase, daysAfterStart(5));
        Party party = aCompany(owner);
        given(creating(task));
        given(adding(deadline));
        given(linking(aRespondentLink(party, aCase.caseId())));
        given(attaching(anEvidence(aCase)));
        return new Setting(aCase, task, deadline, party);
    }

    /** Every read as a tenant would make it, with how it is reported; it answers an Option or a list. */
    private List<Read> reads(Setting s) {
        CaseId caseId = s.aCase().caseId();
        ForReadingCases cases = store.cases();
        return List.of(
                new Read("metadata", "AP01", GET, t -> cases.metadata(t, caseId)),
                new Read("state", "AP01", GET, t -> cases.state(t, caseId)),
                new Read("case by external ref", "AP11", GET,
                        t -> cases.caseIdByExternalRef(t, s.aCase().metadata().externalRef())),
                new Read("timeline", "AP02", QUERY, t -> firstPage(page -> cases.timeline(t, caseId, page))),
                new Read("deadlines of the case", "AP05", QUERY,
                        t -> firstPage(page -> cases.deadlinesOfCase(t, caseId, page))),
                new Read("tasks of the case", "AP06", QUERY,
                        t -> firstPage(page -> cases.tasksOfCase(t, caseId, Option.none(), page))),
                new Read("parties of the case", "AP07", QUERY,
                        t -> firstPage(page -> cases.partiesOfCase(t, caseId, page))),
                new Read("cases of the party", "AP08", QUERY,
                        t -> firstPage(page -> cases.casesOfParty(t, s.party().partyId(), page))),
                new Read("evidence of the case", "AP14", QUERY,
                        t -> firstPage(page -> cases.evidenceOfCase(t, caseId, page))),
                new Read("operational view", "AP09", VIEW, t -> cases.operationalView(t, caseId, 5)),
                new Read("task by handle", "AP06", GET, t -> cases.task(t, s.task().handle())),
                new Read("deadline by handle", "AP05", GET, t -> cases.deadline(t, s.deadline().handle())));
    }

    private record Read(String name, String accessPattern, Set<String> operations,
                        Function<TenantId, Object> asTenant) {
        boolean foundFor(TenantId tenant) {
            Object answer = asTenant.apply(tenant);
            return answer instanceof Option<?> option ? option.isDefined() : !((List<?>) answer).isEmpty();
        }
    }

    @TestFactory
    Stream<DynamicTest> shows_another_tenant_nothing_of_a_case() {
        Setting setting = aCaseWithOneOfEverything();
        TenantId intruder = Ids.aTenant();
        return reads(setting).stream().map(read -> dynamicTest(read.name() + " (" + read.accessPattern() + ")",
                () -> {
                    assertTrue(read.foundFor(owner), "the owner finds it");
                    assertFalse(read.foundFor(intruder), "another tenant finds nothing");
                }));
    }

    @TestFactory
    Stream<DynamicTest> reports_each_read_under_its_access_pattern() {
        Setting setting = aCaseWithOneOfEverything();
        return reads(setting).stream().map(read -> dynamicTest(read.name() + " is " + read.accessPattern(), () -> {
            forgetCalls();

            read.asTenant().apply(owner);

            List<StorageCall> calls = calls();
            assertFalse(calls.isEmpty(), "a read must be reported");
            for (StorageCall call : calls) {
                assertEquals(read.accessPattern(), call.attribution(), call::toString);
                assertTrue(read.operations().contains(call.operation()), call::toString);
                Set<String> indexes = read.operations() == VIEW ? Set.of(StorageCall.BASE_TABLE, "LSI1")
                        : Set.of(StorageCall.BASE_TABLE);
                assertTrue(indexes.contains(call.index()), call::toString);
            }
        }));
    }
}
