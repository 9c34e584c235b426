package io.enforcementcore.spring;

import io.enforcementcore.application.worker.RelayWorkerSettings;
import jakarta.validation.constraints.NotNull;
import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.validation.Errors;
import org.springframework.validation.Validator;
import org.springframework.validation.annotation.Validated;

/**
 * The {@code enforcementcore.workers.relay.*} settings: the outbox relay worker, which every instance may run,
 * sharing the outbox's shards by lease. A value the library refuses fails startup naming the property.
 */
@ConfigurationProperties(RelayWorkerProperties.PREFIX)
@Validated
public class RelayWorkerProperties implements Validator {
    public static final String PREFIX = "enforcementcore.workers.relay";

    /**
     * Run the outbox relay worker in this instance. Off unless set: it publishes every pending event through
     * the facade's channel and marks it published, so it waits until a channel is chosen.
     */
    private boolean enabled;

    /** Events a round takes at most, 1..10000. */
    private int batchSize = 100;

    /** The first wait after a round with nothing to do; it doubles, with jitter, up to max-idle-wait. */
    @NotNull
    private Duration minIdleWait = Duration.ofSeconds(1);

    /** The longest wait between idle rounds (a third of the lease period at most, whatever this says). */
    @NotNull
    private Duration maxIdleWait = Duration.ofSeconds(30);

    /** How long a stop lets the round in hand finish. */
    @NotNull
    private Duration gracePeriod = Duration.ofSeconds(30);

    /**
     * How long this instance holds an outbox shard by lease unless it renews it, 1s..10m: the longest a
     * shard waits for another instance after this one dies.
     */
    @NotNull
    private Duration leasePeriod = Duration.ofSeconds(30);

    /** The readable start of this instance's id in the lease items (a host or service name); a UUID ends it. */
    @NotNull
    private String instanceLabel = RelayWorkerSettings.DEFAULT_LABEL;

    RelayWorkerSettings settings() {
        return RelayWorkerSettings.builder().batchSize(batchSize).minIdleWait(minIdleWait).maxIdleWait(maxIdleWait)
                .gracePeriod(gracePeriod).leasePeriod(leasePeriod).instanceLabel(instanceLabel).build();
    }

    @Override
    public boolean supports(Class<?> type) {
        return RelayWorkerProperties.class.isAssignableFrom(type);
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

    public int getBatchSize() {
        return batchSize;
    }

    public void setBatchSize(int batchSize) {
        this.batchSize = batchSize;
    }

    public Duration getMinIdleWait() {
        return minIdleWait;
    }

    public void setMinIdleWait(Duration minIdleWait) {
        this.minIdleWait = minIdleWait;
    }

    public Duration getMaxIdleWait() {
        return maxIdleWait;
    }

    public void setMaxIdleWait(Duration maxIdleWait) {
        this.maxIdleWait = maxIdleWait;
    }

    public Duration getGracePeriod() {
        return gracePeriod;
    }

    public void setGracePeriod(Duration gracePeriod) {
        this.gracePeriod = gracePeriod;
    }

    public Duration getLeasePeriod() {
        return leasePeriod;
    }

    public void setLeasePeriod(Duration leasePeriod) {
        this.leasePeriod = leasePeriod;
    }

    public String getInstanceLabel() {
        return instanceLabel;
    }

    public void setInstanceLabel(String instanceLabel) {
        this.instanceLabel = instanceLabel;
    }
}
