package io.enforcementcore.application.runtime;

import java.time.Duration;

/** Waits on behalf of a paced job (C14), so that tests can pace without really sleeping. */
public interface Pacer {

    /** Sleeps on the calling thread; an interrupt ends the wait early and stays set for the job to see. */
    Pacer THREAD = duration -> {
        try {
            Thread.sleep(duration.toMillis());
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
    };

    void sleep(Duration duration);
}
