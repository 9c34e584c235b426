package io.enforcementcore.spring;

import io.enforcementcore.application.worker.Worker;
import java.time.Duration;
import java.util.function.Supplier;
import org.springframework.context.SmartLifecycle;

/**
 * A long-running worker started and stopped with the application context: started once every other bean is up
 * (the facade, the store, the channel), stopped first on shutdown, within its grace, before any of them closes.
 * A worker runs once, so a context that is started again after a stop gets a new one.
 */
public final class WorkerLifecycle implements SmartLifecycle {
    private final String name;
    private final Supplier<Worker<?>> workers;
    private final Duration grace;
    private Worker<?> worker;

    WorkerLifecycle(String name, Supplier<Worker<?>> workers, Duration grace) {
        this.name = name;
        this.workers = workers;
        this.grace = grace;
    }

    @Override
    public synchronized void start() {
        if (!isRunning()) {
            worker = workers.get();
            worker.start();
        }
    }

    @Override
    public synchronized void stop() {
        if (worker != null) {
            worker.stop(grace);
        }
    }

    @Override
    public synchronized boolean isRunning() {
        return worker != null && worker.state() == Worker.State.RUNNING;
    }

    /** The worker of the last start, for its rounds and totals; none before the context started. */
    public synchronized Worker<?> worker() {
        if (worker == null) {
            throw new IllegalStateException("the " + name + " worker has not started");
        }
        return worker;
    }

    @Override
    public String toString() {
        return name + " worker";
    }
}
