package io.enforcementcore.benchmarks;

import io.enforcementcore.adapters.inmemory.InMemoryStorage;
import io.enforcementcore.application.EnforcementCoreBuilder;
import io.enforcementcore.workbench.LoadPlan;
import io.enforcementcore.workbench.LoadRun;
import io.enforcementcore.workbench.LoadTally;
import java.io.PrintWriter;

/**
 * The CLI's {@code load-test} on the in-memory store, as a main of the benchmarks (not a JMH benchmark: it
 * measures a whole mixed load, threads and refusals included, not one call): five agencies, the first with
 * 70 % of the spread work, two workers, ten officers on one hot case. A first round warms the JIT and is not
 * printed; the second is.
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar io.enforcementcore.benchmarks.HotCaseLoad [commands per thread]</pre>
 */
public final class HotCaseLoad {
    private HotCaseLoad() {
    }

    public static void main(String[] args) {
        int commands = args.length > 0 ? Integer.parseInt(args[0]) : 2_000;
        round(commands, new PrintWriter(PrintWriter.nullWriter()));
        round(commands, new PrintWriter(System.out, true));
    }

    private static void round(int commands, PrintWriter out) {
        LoadTally tally = new LoadTally();
        new LoadRun(EnforcementCoreBuilder.on(InMemoryStorage.create(tally)).withCursorsForThisInstanceOnly().build(),
                tally, LoadPlan.standard(commands, 42, "")).run().print(out, "the in-memory store");
    }
}
