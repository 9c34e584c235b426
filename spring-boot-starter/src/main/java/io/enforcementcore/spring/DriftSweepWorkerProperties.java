package io.enforcementcore.spring;

import io.enforcementcore.application.worker.DriftSweepWorkerSettings;
import jakarta.validation.constraints.NotNull;
import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.validation.Errors;
import org.springframework.validation.Validator;
import org.springframework.validation.annotation.Validated;

/**
 * The {@code enforcementcore.workers.drift-sweep.*} settings: the worker that sweeps the store for title and
 * party-name snapshots that drifted and repairs them. A value the library refuses fails startup naming it.
 */
@ConfigurationProperties(DriftSweepWorkerProperties.PREFIX)
@Validated
public class DriftSweepWorkerProperties implements Validator {
    public static final String PREFIX = "enforcementcore.workers.drift-sweep";

    /**
     * Run the drift sweep worker in this instance. Off unless set: each sweep reads the whole store, so one or
     * a few instances of a fleet run it, not every one.
     */
    private boolean enabled;

    /** The rest after each sweep, whatever it found. */
    @NotNull
    private Duration interval = Duration.ofHours(1);

    /** How long a stop lets the sweep in hand finish; then it is abandoned, and the next sweep walks it again. */
    @NotNull
    private Duration gracePeriod = Duration.ofSeconds(30);

    DriftSweepWorkerSettings settings() {
        return DriftSweepWorkerSettings.builder().interval(interval).gracePeriod(gracePeriod).build();
    }

    @Override
    public boolean supports(Class<?> type) {
        return DriftSweepWorkerProperties.class.isAssignableFrom(type);
    }

    /** Refused by the library's own rule and message, which names the setting. */
    @Override
    public void validate(Object target, Errors errors) {
        if (!enabled) {
            return;
        }
        try {
            settings();
        } catch (IllegalArgumentException | NullPointerException refused) {
            errors.reject("refused", PREFIX + ": " + refused.getMessage());
        }
    }

    public boolean isEnabled() {
        return enabled;
    }

    public void setEnabled(boolean enabled) {
        this.enabled = enabled;
    }

    public Duration getInterval() {
        return interval;
    }

    public void setInterval(Duration interval) {
        this.interval = interval;
    }

    public Duration getGracePeriod() {
        return gracePeriod;
    }

    public void setGracePeriod(Duration gracePeriod) {
        this.gracePeriod = gracePeriod;
    }
}
