package io.enforcementcore.adapters.inmemory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;

import io.enforcementcore.domain.contract.ForReadingCasesContract;
import io.enforcementcore.domain.contract.ForStoringChangesContract;
import io.enforcementcore.domain.decision.Decision;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.Committed;
import io.enforcementcore.domain.port.ForReadingCases;
import io.enforcementcore.domain.port.ForStoringChanges;
import io.enforcementcore.domain.port.Page;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

/**
 * The contracts are only worth running if they catch a broken store. Each case here runs one contract
 * test against a store with one deliberate defect and expects it to fail, and against the real store
 * and expects it to pass (so that the failure is the defect's, not the test's).
 */
class ContractsCanFailTest {

    @Test
    void the_atomicity_contract_fails_a_store_that_writes_despite_a_failed_precondition() {
        assertCatches(WritesAnywayStore.class, InMemoryForStoringChangesTest.class,
                "writes_nothing_of_the_earlier_changes_when_a_later_change_fails");
    }

    @Test
    void the_preconditions_contract_fails_a_store_that_does_not_check_them() {
        assertCatches(PreconditionBlindStore.class, InMemoryForStoringChangesTest.class,
                "rejects_transition_from_stale_version");
    }

    @Test
    void the_paging_contract_fails_a_store_that_never_offers_a_next_page() {
        assertCatches(NoNextPageStore.class, InMemoryForReadingCasesTest.class,
                "lists_the_evidence_of_a_case_by_evidence_id");
    }

    @Test
    void the_isolation_contract_fails_a_store_that_leaks_what_one_tenant_read_to_another() {
        assertCatches(TenantLeakingStore.class, InMemoryForReadingCasesTest.class,
                "shows_another_tenant_nothing_of_a_case");
    }

    private static void assertCatches(Class<?> broken, Class<?> working, String contractTest) {
        TestExecutionSummary againstBroken = run(broken, contractTest);
        TestExecutionSummary againstWorking = run(working, contractTest);
        assertTrue(againstBroken.getTotalFailureCount() > 0, contractTest + " should fail on " + broken.getSimpleName());
        assertTrue(againstWorking.getTestsSucceededCount() > 0, contractTest + " should run on the real store");
        assertEquals(0, againstWorking.getTotalFailureCount(), contractTest + " should pass on the real store");
    }

    private static TestExecutionSummary run(Class<?> testClass, String method) {
        LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request()
                .selectors(selectMethod(testClass, method)).build();
        SummaryGeneratingListener listener = new SummaryGeneratingListener();
        LauncherFactory.create().execute(request, listener);
        return listener.getSummary();
    }

    /** Answers a failed precondition as the real store does, but writes the changes all the same. */
    static class WritesAnywayStore extends ForStoringChangesContract {
        @Override
        protected StoragePorts storage() {
            StoragePorts real = InMemoryStorage.create();
            ForStoringChanges writesAnyway = changes -> {
                Either<Rejection, Committed> answer = real.changes().commit(changes);
                if (answer.isLeft()) {
                    real.changes().commit(withoutPreconditions(changes));
                }
                return answer;
            };
            return new StoragePorts(writesAnyway, real.cases(), real.views(), real.outbox(), real.commands(),
                    real.migration(), real.leases());
        }
    }

    /** Writes every change set as if its decision relied on nothing. */
    static class PreconditionBlindStore extends ForStoringChangesContract {
        @Override
        protected StoragePorts storage() {
            StoragePorts real = InMemoryStorage.create();
            ForStoringChanges blind = changes -> real.changes().commit(withoutPreconditions(changes));
            return new StoragePorts(blind, real.cases(), real.views(), real.outbox(), real.commands(),
                    real.migration(), real.leases());
        }
    }

    private static ChangeSet withoutPreconditions(ChangeSet changes) {
        return new ChangeSet(changes.command(), changes.tenantId(), changes.authorship(),
                new Decision(List.of(), changes.changes()), Option.none());
    }

    /** Returns the first page of every read and drops its position. */
    static class NoNextPageStore extends ForReadingCasesContract {
        @Override
        protected StoragePorts storage() {
            StoragePorts real = InMemoryStorage.create();
            ForReadingCases firstPagesOnly = intercept(ForReadingCases.class, real.cases(), (method, args, answer) ->
                    answer instanceof Page<?> page ? new Page<>(page.items(), Option.none()) : answer);
            return new StoragePorts(real.changes(), firstPagesOnly, real.views(), real.outbox(), real.commands(),
                    real.migration(), real.leases());
        }
    }

    /** Remembers every case-level answer it gave and gives it again to whoever asks next. */
    static class TenantLeakingStore extends ForReadingCasesContract {
        @Override
        protected StoragePorts storage() {
            StoragePorts real = InMemoryStorage.create();
            Map<String, Object> remembered = new ConcurrentHashMap<>();
            ForReadingCases leaking = intercept(ForReadingCases.class, real.cases(), (method, args, answer) -> {
                if (!(answer instanceof Option<?> option) || args.length != 2) {
                    return answer;
                }
                String question = method + "/" + args[1];
                if (option.isDefined()) {
                    remembered.put(question, option);
                    return option;
                }
                return remembered.getOrDefault(question, option);
            });
            return new StoragePorts(real.changes(), leaking, real.views(), real.outbox(), real.commands(),
                    real.migration(), real.leases());
        }
    }

    private interface Defect {
        Object distort(java.lang.reflect.Method method, Object[] args, Object answer);
    }

    private static <T> T intercept(Class<T> port, T real, Defect defect) {
        return port.cast(Proxy.newProxyInstance(port.getClassLoader(), new Class<?>[] {port}, (proxy, method, args) -> {
            try {
                return defect.distort(method, args, method.invoke(real, args));
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        }));
    }
}
