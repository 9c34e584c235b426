package io.enforcementcore.adapters.inmemory.linearizability;

import io.enforcementcore.domain.paging.MergedPages;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import kotlin.Unit;
import kotlin.reflect.KFunction;
import kotlin.reflect.jvm.ReflectJvmMapping;
import org.jetbrains.kotlinx.lincheck.execution.ExecutionScenario;
import org.jetbrains.lincheck.datastructures.CustomScenarioDSLKt;
import org.jetbrains.lincheck.datastructures.ManagedStrategyGuaranteeKt;
import org.jetbrains.lincheck.datastructures.ModelCheckingOptions;

/**
 * How the Lincheck tests model-check the store: the budget, which code is interleaved step by step, and
 * the fixed scenarios each test adds to Lincheck's random one, so that the races that matter are explored
 * on every run whatever the random scenario turns out to be.
 */
final class LincheckRuns {
    /** At most this many interleavings of each scenario; each costs a fresh store and its setup commits. */
    private static final int INTERLEAVINGS = 20;

    /** The methods of collections and vavr's values that run a lambda they are given: the store's code. */
    private static final Set<String> CALLING_BACK = Set.of("map", "flatMap", "filter", "forEach", "peek", "fold",
            "getOrElse", "orElse", "getOrElseThrow", "computeIfAbsent", "computeIfPresent", "compute", "merge",
            "removeIf", "replaceAll", "toEither", "toLeft", "toRight", "transform", "mapLeft", "onEmpty", "exists",
            "forAll");

    /** The store's plan of a commit's items and stripes: a pure function of the change set. */
    private static final String FOOTPRINT = "io.enforcementcore.adapters.inmemory.Footprint";

    private LincheckRuns() {
    }

    /**
     * One random scenario (two threads of two operations, between one operation before and one after) and
     * the test's own. Only the store's code, and the locks and concurrent collections it may use, are
     * interleaved step by step: the domain's values and decisions are immutable, so switching threads
     * inside them shows nothing, and a call into a plain collection or value (java.util outside
     * java.util.concurrent and streams, vavr, strings, times) is taken as one step, which makes an
     * interleaving cheap enough to explore. The lambdas such a call runs (given to map, forEach,
     * computeIfAbsent...) are the store's code and are interleaved; so is any lambda the store calls itself.
     * A store that shared a plain collection between threads without a lock is caught between two of its
     * calls, not inside one; and a lock taken inside a callback of another method of such a call would not
     * be seen by Lincheck, which would report the run as hung.
     *
     * <p>A commit's footprint (the items it touches and their stripes) is computed from its change set
     * alone, before any stripe is taken: one step, like a call into a collection. Interleaved step by step
     * it adds many points where a switch shows nothing, and the search, spread over them, missed the store
     * broken on purpose; as one step it leaves one point, just before the commit takes its stripes, which
     * is where a scheduler may stop a thread between two commits. The store's stripes are
     * {@code ReentrantLock}s, whose acquisition Lincheck passes without a switch point of its own.
     */
    static ModelCheckingOptions modelChecking() {
        return new ModelCheckingOptions()
                .iterations(1)
                .invocationsPerIteration(INTERLEAVINGS)
                .threads(2)
                .actorsPerThread(2)
                .actorsBefore(1)
                .actorsAfter(1)
                .addGuarantee(ManagedStrategyGuaranteeKt.forClasses(LincheckRuns::isImmutableModel).allMethods()
                        .ignore())
                .addGuarantee(ManagedStrategyGuaranteeKt.forClasses(LincheckRuns::isPlainLibraryCall)
                        .methods(name -> !CALLING_BACK.contains(name)).treatAsAtomic())
                .addGuarantee(ManagedStrategyGuaranteeKt.forClasses(FOOTPRINT).allMethods().treatAsAtomic());
    }

    /** The domain and the metering arithmetic, but not the merge of a view's ranges, which reads the store. */
    private static boolean isImmutableModel(String className) {
        return (className.startsWith("io.enforcementcore.domain.") || className.startsWith("io.enforcementcore.metering."))
                && !className.equals("io.enforcementcore.domain.paging.MergedPages");
    }

    private static boolean isPlainLibraryCall(String className) {
        return className.startsWith("java.util.") && !className.startsWith("java.util.concurrent.")
                        && !className.startsWith("java.util.function.") && !className.startsWith("java.util.stream.")
                || className.startsWith("io.vavr.") || className.startsWith("java.lang.String")
                || className.startsWith("java.lang.invoke.") || className.startsWith("java.lang.runtime.")
                || className.startsWith("java.time.") || className.startsWith("java.security.")
                || className.startsWith("sun.security.");
    }

    /** A scenario with nothing before or after: each thread runs the named operations of {@code test} in order. */
    @SafeVarargs
    static ExecutionScenario racing(Class<?> test, List<String>... threads) {
        return CustomScenarioDSLKt.scenario(scenario -> {
            scenario.parallel(parallel -> {
                for (List<String> operations : threads) {
                    parallel.thread(thread -> {
                        operations.forEach(operation -> thread.actor(operation(test, operation)));
                        return Unit.INSTANCE;
                    });
                }
                return Unit.INSTANCE;
            });
            return Unit.INSTANCE;
        });
    }

    static List<String> thread(String... operations) {
        return Arrays.asList(operations);
    }

    private static KFunction<?> operation(Class<?> test, String name) {
        try {
            Method method = test.getMethod(name);
            return ReflectJvmMapping.getKotlinFunction(method);
        } catch (NoSuchMethodException e) {
            throw new IllegalArgumentException(test.getSimpleName() + " has no operation " + name, e);
        }
    }
}
