package io.enforcementcore.workbench;

import java.io.PrintWriter;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToIntFunction;

/**
 * What a load test came to, by lane (the hot case, the spread work) and command: throughput, latency
 * percentiles, refusals by kind, and the store's retries, with the share of conflicts that the case's state
 * item was in.
 */
public record LoadResult(LoadPlan plan, long nanos, int[] spreadByAgency,
                         Map<String, Map<String, LoadTally.CommandTally>> lanes) {

    /** Commands issued by the measured threads (the seeding left out). */
    public int commands() {
        return measured().values().stream().flatMap(commands -> commands.values().stream())
                .mapToInt(command -> command.calls).sum();
    }

    /** Conflicts the store retried (TransactionConflict), and of them those in which the case's state was. */
    public int conflicts() {
        return sum(command -> command.conflicts);
    }

    public int conflictsOnCaseState() {
        return sum(command -> command.conflictsOnCaseState);
    }

    /** Commands refused because another thread had moved the item first (a stale version, a task done). */
    public int versionConflicts() {
        return sum(command -> command.rejected());
    }

    public double commandsPerSecond() {
        return commands() / (nanos / 1e9);
    }

    /** The report as a table of text; {@code store} says which store it ran on. */
    public void print(PrintWriter out, String store) {
        out.printf("Load test on %s: %d agencies (the first with %d %% of the spread work, %d cases each), %d workers "
                        + "spread over them, %d officers on one hot case, %d commands per thread.%n%n", store,
                plan.agencies(), plan.bigAgencyPercent(), plan.casesPerAgency(), plan.workers(), plan.officers(),
                plan.commandsPerThread());
        out.printf("%,d commands in %.2f s: %,.0f commands a second.%n", commands(), nanos / 1e9, commandsPerSecond());
        int spread = Arrays.stream(spreadByAgency).sum();
        if (spread > 0) {
            StringBuilder shares = new StringBuilder("Spread work by agency:");
            for (int agency = 0; agency < spreadByAgency.length; agency++) {
                shares.append(agency == 0 ? " " : ", ").append(plan.agencyId(agency)).append(' ')
                        .append(String.format("%.0f %%", 100.0 * spreadByAgency[agency] / spread));
            }
            out.println(shares.append('.'));
        }
        out.println();
        out.println("| lane | command | calls | landed | refused | failed | p50 ms | p95 ms | p99 ms | retries "
                + "| conflicts | on the case state |");
        out.println("|---|---|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|");
        measured().forEach((lane, commands) -> commands.values().forEach(c -> out.printf(
                "| %s | %s | %d | %d | %s | %d | %.2f | %.2f | %.2f | %d | %d | %d |%n", lane, c.id, c.calls, c.landed,
                c.rejections.isEmpty() ? "0" : c.rejections.toString().replaceAll("[{}]", "").replace('=', ' '),
                c.failed, c.millis(50), c.millis(95), c.millis(99), c.retries, c.conflicts, c.conflictsOnCaseState)));
        out.println();
        int conflicts = conflicts();
        out.printf("Conflicts: %d transactions retried after a TransactionConflict, %d of them on the case's state "
                + "(%s); %d commands refused on a version another officer moved first, %d of them the case's.%n",
                conflicts, conflictsOnCaseState(), conflicts == 0 ? "none met" : String.format("%.0f %%",
                        100.0 * conflictsOnCaseState() / conflicts), versionConflicts(),
                sum(command -> command.rejectedOnCaseState));
        out.flush();
    }

    private Map<String, Map<String, LoadTally.CommandTally>> measured() {
        Map<String, Map<String, LoadTally.CommandTally>> measured = new LinkedHashMap<>();
        for (String lane : List.of(LoadRun.HOT, LoadRun.SPREAD)) {
            if (lanes.containsKey(lane)) {
                measured.put(lane, lanes.get(lane));
            }
        }
        return measured;
    }

    private int sum(ToIntFunction<LoadTally.CommandTally> count) {
        return measured().values().stream().flatMap(commands -> commands.values().stream()).mapToInt(count).sum();
    }
}
