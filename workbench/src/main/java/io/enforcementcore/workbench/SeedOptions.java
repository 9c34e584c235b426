package io.enforcementcore.workbench;

import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * The data set a command seeds through the use cases: how many cases for how many tenants, the hot
 * case's tasks, and the seed of every random choice. Each command gives its own defaults.
 */
final class SeedOptions {
    @Option(names = "--cases", description = "Cases to seed in total (default: ${DEFAULT-VALUE}).")
    int cases;

    @Option(names = "--tenants",
            description = "Tenants; the first has ten times the others' cases (default: ${DEFAULT-VALUE}).")
    int tenants;

    @Option(names = "--seed",
            description = "Seed of every random choice, for a repeatable data set (default: ${DEFAULT-VALUE}).")
    long seed = 42;

    @Option(names = "--hot-tasks", description = "Tasks of the one hot case (default: 200 for demo at its 1200 cases, 30 for "
            + "matrix and capacity at their 50; fewer cases get proportionally fewer, at least 1).")
    Integer hotTasks;

    @Option(names = "--run-tag", description = "Appended to the tenant ids so that runs sharing a table stay apart "
            + "(default: none in memory, a random tag on DynamoDB).")
    String runTag;

    private final ScaledDefault hotTasksDefault;

    /** {@code hotTasks} is the hot case's tasks at the default {@code cases}; fewer cases get fewer. */
    SeedOptions(int cases, int tenants, int hotTasks) {
        this.cases = cases;
        this.tenants = tenants;
        this.hotTasksDefault = new ScaledDefault(hotTasks, cases, 1);
    }

    /** The hot case's tasks: as given, else scaled to {@code --cases}. */
    int hotTasks() {
        return hotTasksDefault.resolve(hotTasks, cases);
    }

    /** Refuses a data set the demo cannot seed, naming the option. */
    void check(CommandLine commandLine) {
        requireAtLeast(commandLine, "--tenants", tenants, 1);
        requireAtLeast(commandLine, "--cases", cases, tenants);
        requireAtLeast(commandLine, "--hot-tasks", hotTasks(), 1);
    }

    DemoPlan plan(boolean inMemory) {
        return DemoPlan.of(cases, tenants, tag(inMemory));
    }

    /** For people: what was seeded. */
    String describe() {
        return cases + " cases for " + tenants + " tenants, a hot case with " + hotTasks() + " tasks, seed " + seed;
    }

    static void requireAtLeast(CommandLine commandLine, String option, int value, int least) {
        if (value < least) {
            throw new ParameterException(commandLine, option + " must be at least " + least + ", was " + value);
        }
    }

    private String tag(boolean inMemory) {
        if (runTag != null) {
            return runTag;
        }
        return inMemory ? "" : Long.toString(System.currentTimeMillis() % 1_000_000, 36);
    }
}
