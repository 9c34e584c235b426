package io.enforcementcore.domain.contract;

import static io.enforcementcore.domain.contract.Pages.firstPage;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.port.ForReadingCases;
import io.vavr.control.Option;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Part of {@link ForReadingCasesContract}: another tenant reads a case, its records and a party's links
 * exactly as if they did not exist.
 */
public abstract class CaseReadsIsolationContract extends StorageContract {

    private final TenantId owner = Ids.aTenant();

    /** Every read as a tenant would make it; it answers an Option or a list. */
    private List<IsolatedRead> reads(OneOfEverything s) {
        CaseId caseId = s.aCase().caseId();
        ForReadingCases cases = store.cases();
        return List.of(
                new IsolatedRead("metadata", "AP01", t -> cases.metadata(t, caseId)),
                new IsolatedRead("state", "AP01", t -> cases.state(t, caseId)),
                new IsolatedRead("case by external ref", "AP11",
                        t -> cases.caseIdByExternalRef(t, s.aCase().metadata().externalRef())),
                new IsolatedRead("timeline", "AP02", t -> firstPage(page -> cases.timeline(t, caseId, page))),
                new IsolatedRead("deadlines of the case", "AP05",
                        t -> firstPage(page -> cases.deadlinesOfCase(t, caseId, page))),
                new IsolatedRead("tasks of the case", "AP06",
                        t -> firstPage(page -> cases.tasksOfCase(t, caseId, Option.none(), page))),
                new IsolatedRead("parties of the case", "AP07",
                        t -> firstPage(page -> cases.partiesOfCase(t, caseId, page))),
                new IsolatedRead("cases of the party", "AP08",
                        t -> firstPage(page -> cases.casesOfParty(t, s.party().partyId(), Classification.CONFIDENTIAL, page))),
                new IsolatedRead("evidence of the case", "AP14",
                        t -> firstPage(page -> cases.evidenceOfCase(t, caseId, page))),
                new IsolatedRead("operational view", "AP09", t -> cases.operationalView(t, caseId, 5)),
                new IsolatedRead("task by handle", "AP06", t -> cases.task(t, s.task().handle())),
                new IsolatedRead("deadline by handle", "AP05", t -> cases.deadline(t, s.deadline().handle())));
    }

    private record IsolatedRead(String name, String accessPattern, Function<TenantId, Object> asTenant) {
        boolean foundFor(TenantId tenant) {
            Object answer = asTenant.apply(tenant);
            return answer instanceof Option<?> option ? option.isDefined() : !((List<?>) answer).isEmpty();
        }
    }

    @TestFactory
    Stream<DynamicTest> shows_another_tenant_nothing_of_a_case() {
        OneOfEverything setting = aCaseWithOneOfEverything(owner);
        TenantId intruder = Ids.aTenant();
        return reads(setting).stream().map(read -> dynamicTest(read.name() + " (" + read.accessPattern() + ")",
                () -> {
                    assertTrue(read.foundFor(owner), "the owner finds it");
                    assertFalse(read.foundFor(intruder), "another tenant finds nothing");
                }));
    }
}
