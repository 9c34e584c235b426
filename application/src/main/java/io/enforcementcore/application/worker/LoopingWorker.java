package io.enforcementcore.application.worker;

import io.enforcementcore.application.observation.CommandObservation;
import io.enforcementcore.application.observation.ForObservingCommands;
import io.enforcementcore.application.observation.WorkerObservation;
import io.enforcementcore.application.runtime.Pacer;
import io.vavr.control.Option;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.function.BinaryOperator;
import java.util.function.BooleanSupplier;
import java.util.function.IntFunction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The loop every worker runs: a round, then the wait the round calls for, until stopped. Waits go through
 * the {@link Pacer}, so that tests wait without time passing; a stop wakes a wait by interrupting it, never a
 * round (an interrupted store call would end in a failure instead of its answer), unless the round is one
 * that an interrupt cancels cleanly and it is past its grace. An interrupt that is not the worker's own
 * (its executor shutting down) stops it as {@link #stop} does.
 */
final class LoopingWorker<R> implements Worker<R> {
    private static final Logger LOG = LoggerFactory.getLogger(LoopingWorker.class);

    /** One round: it ends by itself, and takes up nothing new once {@code abandon} says so. */
    interface Round<R> {
        RoundOutcome<R> run(BooleanSupplier abandon);
    }

    /**
     * What a round did; whether it did any work (the idle waits start again from the shortest) and whether
     * more waits at once (the next round starts without a pause); how it is observed.
     */
    record RoundOutcome<R>(R report, boolean worked, boolean moreWork, WorkerObservation observation) {
    }

    /** How the loop is run: its name, waits, executor, observer, and how it lets go of what it holds. */
    record Loop(String name, IntFunction<Duration> idleWait, Pacer pacer, Executor executor,
                ForObservingCommands observer, Runnable onStop, boolean interruptToAbandon, Duration grace) {
    }

    private final Loop loop;
    private final Round<R> round;
    private final BinaryOperator<R> adding;
    private final Object lock = new Object();
    private final CountDownLatch ended = new CountDownLatch(1);
    private State state = State.NEW;
    private Thread thread;
    private boolean waiting;
    private boolean interruptedByStop;
    private volatile boolean abandon;
    private R totals;
    private int rounds;
    private int failedRounds;

    LoopingWorker(Loop loop, Round<R> round, R none, BinaryOperator<R> adding) {
        this.loop = loop;
        this.round = round;
        this.adding = adding;
        this.totals = none;
    }

    @Override
    public void start() {
        synchronized (lock) {
            if (state != State.NEW) {
                throw new IllegalStateException("a worker starts once, and the " + loop.name() + " worker is " + state);
            }
            state = State.RUNNING;
        }
        LOG.info("{} worker started", loop.name());
        loop.executor().execute(this::run);
    }

    private void run() {
        synchronized (lock) {
            thread = Thread.currentThread();
        }
        int idle = 0;
        try {
            while (running()) {
                idle = roundEnded(idle);
                if (idle > 0) {
                    pause(loop.idleWait().apply(idle));
                }
            }
        } finally {
            letGo();
        }
    }

    /**
     * Runs a round; how many idle rounds in a row there are now (0: more work waits). A failed round counts
     * idle: it is logged and observed, and the loop goes on.
     */
    private int roundEnded(int idle) {
        try {
            RoundOutcome<R> outcome = round.run(() -> abandon);
            synchronized (lock) {
                totals = adding.apply(totals, outcome.report());
                rounds++;
            }
            loop.observer().workerRoundEnded(outcome.observation());
            return outcome.moreWork() ? 0 : outcome.worked() ? 1 : idle + 1;
        } catch (RuntimeException failure) {
            synchronized (lock) {
                rounds++;
                failedRounds++;
            }
            String kind = CommandObservation.kindOf(failure);
            LOG.warn("{} worker: a round failed ({}); waiting as if idle, {} idle rounds in a row", loop.name(), kind,
                    idle + 1);
            LOG.debug("{} worker: the failed round", loop.name(), failure);
            loop.observer().workerRoundEnded(new WorkerObservation(loop.name(), Map.of(), kind, Option.none(),
                    List.of()));
            return idle + 1;
        }
    }

    private boolean running() {
        synchronized (lock) {
            return state == State.RUNNING;
        }
    }

    private void pause(Duration wait) {
        synchronized (lock) {
            if (state != State.RUNNING) {
                return;
            }
            waiting = true;
        }
        try {
            loop.pacer().sleep(wait);
        } finally {
            synchronized (lock) {
                waiting = false;
                if (Thread.interrupted() && !interruptedByStop && state == State.RUNNING) {
                    LOG.info("{} worker: its thread was interrupted; stopping", loop.name());
                    state = State.STOPPING;
                }
            }
        }
    }

    private void letGo() {
        try {
            loop.onStop().run();
        } catch (RuntimeException failure) {
            LOG.warn("{} worker: letting go of what it held failed: {}", loop.name(), failure.toString());
        } finally {
            synchronized (lock) {
                state = State.STOPPED;
                if (interruptedByStop) {
                    Thread.interrupted();
                }
                thread = null;
            }
            LOG.info("{} worker stopped after {} rounds ({} failed)", loop.name(), rounds, failedRounds);
            ended.countDown();
        }
    }

    @Override
    public boolean stop(Duration grace) {
        synchronized (lock) {
            if (state == State.NEW) {
                state = State.STOPPED;
                ended.countDown();
                return true;
            }
            if (state == State.RUNNING) {
                state = State.STOPPING;
            }
            if (Thread.currentThread() == thread) {
                return false;
            }
            if (waiting) {
                interruptedByStop = true;
                thread.interrupt();
            }
        }
        if (awaitEnd(grace)) {
            return true;
        }
        synchronized (lock) {
            if (state == State.STOPPING) {
                state = State.ABANDONING;
                abandon = true;
                LOG.warn("{} worker: the round in hand did not finish within {}; abandoning it", loop.name(), grace);
                if (loop.interruptToAbandon() && thread != null) {
                    interruptedByStop = true;
                    thread.interrupt();
                }
            }
        }
        return awaitEnd(grace);
    }

    private boolean awaitEnd(Duration grace) {
        try {
            return ended.await(grace.toNanos(), TimeUnit.NANOSECONDS);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            return ended.getCount() == 0;
        }
    }

    @Override
    public void close() {
        stop(loop.grace());
    }

    @Override
    public State state() {
        synchronized (lock) {
            return state;
        }
    }

    @Override
    public R totals() {
        synchronized (lock) {
            return totals;
        }
    }

    @Override
    public int rounds() {
        synchronized (lock) {
            return rounds;
        }
    }

    @Override
    public int failedRounds() {
        synchronized (lock) {
            return failedRounds;
        }
    }
}
