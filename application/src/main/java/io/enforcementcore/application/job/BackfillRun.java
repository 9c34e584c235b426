package io.enforcementcore.application.job;

import io.enforcementcore.application.command.Backfill;
import io.enforcementcore.application.query.BackfillReport;
import io.enforcementcore.application.runtime.Wiring;
import io.enforcementcore.domain.port.ForMigratingItems.MigrationStep;
import io.vavr.control.Option;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One run of a walk over the whole store, the backfill (C14) or the drift sweep: {@code parallel} workers
 * on their own threads take segments from one queue and work each to its end, step by step, every step
 * reserved from one {@link ItemBudget} and paced by one {@link SharedRateLimit}, charged the read units the
 * store reports for it.
 *
 * <p>A segment's position moves on only once a step has returned, so whatever stops the run (its item
 * budget, an interrupt of the calling thread, a failed step) leaves for each unfinished segment the
 * position after its last completed step: resuming from there examines every item not yet examined, and
 * the items a cut-short step had already migrated are current, so the port does not rewrite them.
 */
final class BackfillRun {
    private static final Logger LOG = LoggerFactory.getLogger(BackfillJob.class);
    private static final AtomicInteger RUNS = new AtomicInteger();

    /** One step of a segment, as {@code ForMigratingItems} takes it: what each worker calls, paced. */
    @FunctionalInterface
    interface SegmentStep {
        MigrationStep take(int segment, int totalSegments, Option<String> from, int maxItems);
    }

    private final Wiring wiring;
    private final String job;
    private final SegmentStep stepper;
    private final Backfill command;
    private final SharedRateLimit limit;
    private final ConcurrentLinkedQueue<Integer> toStart;
    private final ConcurrentSkipListMap<Integer, Option<String>> unfinished;
    private final ItemBudget budget;
    private final Object counts = new Object();
    private int examined;
    private int migrated;
    private volatile boolean stopping;

    BackfillRun(Wiring wiring, Backfill command, Map<Integer, Option<String>> positions) {
        this(wiring, "C14 backfill", wiring.storage().migration()::migrate, command, positions);
    }

    /**
     * @param job     how the logs name the run
     * @param command the walk: its segments, workers, rate limits, budget, resume positions and progress
     */
    BackfillRun(Wiring wiring, String job, SegmentStep stepper, Backfill command,
                Map<Integer, Option<String>> positions) {
        this.wiring = wiring;
        this.job = job;
        this.stepper = stepper;
        this.command = command;
        this.limit = new SharedRateLimit(wiring::now, command.itemsPerSecond(), command.readUnitsPerSecond());
        this.budget = new ItemBudget(command.maxItems());
        this.unfinished = new ConcurrentSkipListMap<>(positions);
        this.toStart = new ConcurrentLinkedQueue<>(unfinished.keySet());
    }

    BackfillReport toEnd() {
        int workers = Math.min(command.parallel(), unfinished.size());
        LOG.info("{} started: {} segments to work, {} at once, {} items and {} read units per second at"
                + " most", job, unfinished.size(), workers, command.itemsPerSecond(),
                command.readUnitsPerSecond() == 0 ? "any" : command.readUnitsPerSecond());
        boolean cancelled = false;
        RuntimeException failure = null;
        if (workers > 0) {
            int run = RUNS.incrementAndGet();
            AtomicInteger threads = new AtomicInteger();
            ExecutorService pool = Executors.newFixedThreadPool(workers, work -> {
                Thread thread = new Thread(work, "backfill-" + run + "-worker-" + threads.incrementAndGet());
                thread.setDaemon(true);
                return thread;
            });
            try {
                List<Future<?>> running = new ArrayList<>();
                for (int worker = 0; worker < workers; worker++) {
                    running.add(pool.submit(this::work));
                }
                for (Future<?> worker : running) {
                    try {
                        awaitWorker(worker);
                    } catch (InterruptedException interrupted) {
                        cancelled = true;
                        stop();
                        awaitQuietly(worker);
                    } catch (ExecutionException failed) {
                        stop();
                        failure = failure != null ? failure : asRuntime(failed.getCause());
                    }
                }
            } finally {
                pool.shutdownNow();
            }
        }
        if (cancelled) {
            Thread.currentThread().interrupt();
        }
        if (failure != null) {
            throw failure;
        }
        return report(cancelled);
    }

    /** Waits for a worker; an interrupt of the calling thread (now or while waiting) cancels the run. */
    private void awaitWorker(Future<?> worker) throws InterruptedException, ExecutionException {
        if (Thread.currentThread().isInterrupted()) {
            throw new InterruptedException();
        }
        worker.get();
    }

    private static void awaitQuietly(Future<?> worker) {
        boolean interrupted = false;
        while (true) {
            try {
                worker.get();
                break;
            } catch (InterruptedException again) {
                interrupted = true;
            } catch (ExecutionException | java.util.concurrent.CancellationException ignored) {
                break;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    private static RuntimeException asRuntime(Throwable cause) {
        return cause instanceof RuntimeException runtime ? runtime
                : cause instanceof Error error ? new IllegalStateException(error) : new IllegalStateException(cause);
    }

    private void work() {
        Integer segment;
        while (!stopping && (segment = toStart.poll()) != null) {
            workSegment(segment);
        }
    }

    private void workSegment(int segment) {
        int segmentExamined = 0;
        int segmentMigrated = 0;
        while (!stopping) {
            int step = budget.reserve(limit.stepCap(BackfillJob.MAX_STEP));
            if (step == 0) {
                return;
            }
            Option<SharedRateLimit.Reserved> paced = limit.reserve(step, wiring.sleeper(), () -> stopping);
            if (paced.isEmpty()) {
                budget.settle(step, 0);
                stop();
                return;
            }
            SharedRateLimit.Reserved reserved = paced.get();
            Option<String> position = unfinished.get(segment);
            MigrationStep done;
            try {
                done = stepper.take(segment, command.totalSegments(), position, step);
            } catch (RuntimeException failed) {
                limit.cancel(reserved);
                budget.settle(step, 0);
                throw failed;
            }
            limit.settle(reserved, done.examined(), done.readCost());
            if (done.examined() > step) {
                budget.settle(step, done.examined());
                throw new IllegalStateException("the walk of segment " + segment + " examined " + done.examined()
                        + " items in a step of " + step);
            }
            if (done.resumeFrom().isDefined() && done.resumeFrom().equals(position)) {
                budget.settle(step, done.examined());
                throw new IllegalStateException("the walk of segment " + segment + " did not advance");
            }
            segmentExamined += done.examined();
            segmentMigrated += done.migrated();
            // the position moves before the budget is settled: a worker that sees the budget spent and stops
            // the run must find every segment where its last step left it
            if (done.resumeFrom().isEmpty()) {
                unfinished.remove(segment);
            } else {
                unfinished.put(segment, done.resumeFrom());
            }
            tally(done);
            budget.settle(step, done.examined());
            LOG.debug("{} segment {}: {} examined, {} changed in this step", job, segment, done.examined(),
                    done.migrated());
            if (done.resumeFrom().isEmpty()) {
                LOG.info("{}: segment {} done ({} examined, {} changed); {} segments left", job, segment,
                        segmentExamined, segmentMigrated, unfinished.size());
                return;
            }
        }
    }

    private void stop() {
        stopping = true;
        budget.release();
    }

    private void tally(MigrationStep done) {
        synchronized (counts) {
            examined += done.examined();
            migrated += done.migrated();
            command.progress().accept(examined);
        }
    }

    private BackfillReport report(boolean cancelled) {
        synchronized (counts) {
            List<String> left = new ArrayList<>();
            unfinished.forEach((segment, position) -> left.add(segment + ":" + position.getOrElse("")));
            BackfillReport.StoppedBy stoppedBy = cancelled ? BackfillReport.StoppedBy.CANCELLED
                    : left.isEmpty() ? BackfillReport.StoppedBy.END_OF_TABLE : BackfillReport.StoppedBy.ITEM_BUDGET;
            if (stoppedBy == BackfillReport.StoppedBy.ITEM_BUDGET && !budget.spent()) {
                throw new IllegalStateException(job + " left " + left.size() + " segments unfinished after "
                        + examined + " of its " + command.maxItems() + " items");
            }
            switch (stoppedBy) {
                case CANCELLED -> LOG.warn("{} cancelled after {} items examined; {} segments unfinished, resumable"
                        + " from the token the report carries", job, examined, left.size());
                case ITEM_BUDGET -> LOG.info("{} stopped at its budget: {} items examined of {}; {} segments"
                        + " unfinished, resumable from the token the report carries", job, examined,
                        command.maxItems(), left.size());
                case END_OF_TABLE -> LOG.info("{} finished: {} items examined, {} changed", job, examined, migrated);
            }
            return new BackfillReport(examined, migrated, left, stoppedBy);
        }
    }
}
