package io.enforcementcore.workbench;

/**
 * The shape of a load test: agencies whose first has {@code bigAgencyPercent} of the spread work, that work
 * spread by {@code workers} threads over {@code casesPerAgency} cases of each, and one hot case of the first
 * agency worked by {@code officers} threads at once; every thread issues {@code commandsPerThread} commands.
 *
 * @param tag appended to the agencies' ids, so that runs sharing a table stay apart
 */
public record LoadPlan(int agencies, int bigAgencyPercent, int casesPerAgency, int workers, int officers,
                       int commandsPerThread, int hotCaseTasks, long seed, String tag) {

    public LoadPlan {
        requireAtLeast("agencies", agencies, 1);
        requireAtLeast("cases per agency", casesPerAgency, 1);
        requireAtLeast("workers", workers, 0);
        requireAtLeast("officers", officers, 0);
        requireAtLeast("commands per thread", commandsPerThread, 1);
        requireAtLeast("hot case tasks", hotCaseTasks, 1);
        if (bigAgencyPercent < 0 || bigAgencyPercent > 100) {
            throw new IllegalArgumentException("the big agency's share is a percentage, was " + bigAgencyPercent);
        }
        if (workers + officers == 0) {
            throw new IllegalArgumentException("a load test needs a worker or an officer");
        }
    }

    /** Five agencies, the first with 70 % of the work, two workers, ten officers on the hot case. */
    public static LoadPlan standard(int commandsPerThread, long seed, String tag) {
        return new LoadPlan(5, 70, 20, 2, 10, commandsPerThread, 10, seed, tag);
    }

    String agencyId(int agency) {
        return "agency-" + (agency + 1) + (tag.isEmpty() ? "" : "-" + tag);
    }

    private static void requireAtLeast(String what, int value, int least) {
        if (value < least) {
            throw new IllegalArgumentException(what + " must be at least " + least + ", was " + value);
        }
    }
}
