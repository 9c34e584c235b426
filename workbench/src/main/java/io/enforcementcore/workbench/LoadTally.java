package io.enforcementcore.workbench;

import io.enforcementcore.metering.ForObservingStorage;
import io.enforcementcore.metering.StorageCall;
import io.enforcementcore.metering.StorageRetry;
import io.enforcementcore.domain.rejection.Rejection;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Hears the store's retries and counts them, with the load's own measures of each command, by the lane
 * (the hot case or the spread work) of the thread that issued it: the store reports on the calling thread,
 * and each load thread keeps tallies of its own, merged once the threads are done, so that counting adds no
 * contention of its own to what is measured.
 */
public final class LoadTally implements ForObservingStorage {
    /** The item type the DynamoDB adapter names a case's state (its status, version and counts) by. */
    static final String CASE_STATE = "CaseState";
    private final ThreadLocal<ThreadTally> current = new ThreadLocal<>();
    private final List<ThreadTally> lanes = new ArrayList<>();

    @Override
    public void record(StorageCall call) {
    }

    @Override
    public void recordRetry(StorageRetry retry) {
        ThreadTally lane = current.get();
        if (lane != null) {
            lane.command(retry.attribution()).retried(retry);
        }
    }

    @Override
    public boolean wantsSizes() {
        return false;
    }

    /** The calling thread's tallies from now on, for the lane named {@code name}. */
    ThreadTally join(String name) {
        ThreadTally lane = new ThreadTally(name);
        synchronized (lanes) {
            lanes.add(lane);
        }
        current.set(lane);
        return lane;
    }

    /** The tallies of every thread, merged by lane and command; called once the threads are done. */
    Map<String, Map<String, CommandTally>> merged() {
        Map<String, Map<String, CommandTally>> merged = new TreeMap<>();
        synchronized (lanes) {
            for (ThreadTally lane : lanes) {
                Map<String, CommandTally> commands = merged.computeIfAbsent(lane.name, name -> new TreeMap<>());
                lane.commands.forEach((id, tally) -> commands.computeIfAbsent(id, CommandTally::new).add(tally));
            }
        }
        return merged;
    }

    /** One thread's tallies. */
    static final class ThreadTally {
        private final String name;
        private final Map<String, CommandTally> commands = new TreeMap<>();

        private ThreadTally(String name) {
            this.name = name;
        }

        CommandTally command(String id) {
            return commands.computeIfAbsent(id, CommandTally::new);
        }
    }

    /** What the calls of one command came to. */
    static final class CommandTally {
        final String id;
        long[] nanos = new long[256];
        int calls;
        int landed;
        int failed;
        final Map<String, Integer> rejections = new TreeMap<>();
        int rejectedOnCaseState;
        int retries;
        int conflicts;
        int conflictsOnCaseState;
        int gaveUp;

        private CommandTally(String id) {
            this.id = id;
        }

        void landed(long took) {
            time(took);
            landed++;
        }

        void rejected(long took, Rejection rejection) {
            time(took);
            rejections.merge(kind(rejection), 1, Integer::sum);
            if (rejection instanceof Rejection.CaseClosed
                    || rejection instanceof Rejection.StaleVersion stale && "case".equals(stale.entity())) {
                rejectedOnCaseState++;
            }
        }

        void failed(long took) {
            time(took);
            failed++;
        }

        void retried(StorageRetry retry) {
            if (retry.retried()) {
                retries++;
            } else {
                gaveUp++;
            }
            if (retry.reason() == StorageRetry.Reason.TRANSACTION_CONFLICT) {
                conflicts++;
                if (retry.contended().contains(CASE_STATE)) {
                    conflictsOnCaseState++;
                }
            }
        }

        int rejected() {
            return rejections.values().stream().mapToInt(Integer::intValue).sum();
        }

        double millis(int percentile) {
            return Percentiles.millis(nanos, calls, percentile);
        }

        private void time(long took) {
            if (calls == nanos.length) {
                nanos = Arrays.copyOf(nanos, calls * 2);
            }
            nanos[calls++] = took;
        }

        private void add(CommandTally other) {
            for (int i = 0; i < other.calls; i++) {
                time(other.nanos[i]);
            }
            landed += other.landed;
            failed += other.failed;
            other.rejections.forEach((kind, n) -> rejections.merge(kind, n, Integer::sum));
            rejectedOnCaseState += other.rejectedOnCaseState;
            retries += other.retries;
            conflicts += other.conflicts;
            conflictsOnCaseState += other.conflictsOnCaseState;
            gaveUp += other.gaveUp;
        }

        /** A rejection's kind as people read it: a stale version names the item whose version moved. */
        private static String kind(Rejection rejection) {
            if (rejection instanceof Rejection.StaleVersion stale) {
                return "stale " + stale.entity() + " version";
            }
            if (rejection instanceof Rejection.TaskNotOpen) {
                return "task not open";
            }
            if (rejection instanceof Rejection.NotFound notFound) {
                return notFound.entity() + " not found";
            }
            if (rejection instanceof Rejection.CaseClosed) {
                return "case closed";
            }
            if (rejection instanceof Rejection.InvalidInput invalid) {
                return "invalid " + invalid.field();
            }
            return "other refusal";
        }
    }
}
