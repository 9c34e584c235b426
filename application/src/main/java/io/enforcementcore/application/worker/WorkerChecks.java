package io.enforcementcore.application.worker;

import java.time.Duration;

/** A worker setting out of range is refused naming it: settings come from a service's configuration. */
final class WorkerChecks {
    private WorkerChecks() {
    }

    static void inRange(String setting, int value, int min, int max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(setting + " must be " + min + ".." + max + ", was " + value);
        }
    }

    static void positive(String setting, Duration value) {
        if (value == null || value.isNegative() || value.isZero()) {
            throw new IllegalArgumentException(setting + " must be a positive duration, was " + value);
        }
    }

    static void notNegative(String setting, Duration value) {
        if (value == null || value.isNegative()) {
            throw new IllegalArgumentException(setting + " must be zero or positive, was " + value);
        }
    }
}
