package io.enforcementcore.metrics;

import io.enforcementcore.application.observation.CommandObservation;
import io.enforcementcore.application.observation.CommandObservation.Outcome;
import io.enforcementcore.application.observation.ForObservingCommands;
import io.enforcementcore.application.observation.LeaseObservation;
import io.enforcementcore.application.observation.QueryObservation;
import io.enforcementcore.application.observation.WorkerObservation;
import io.enforcementcore.domain.model.TenantId;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.Timer;
import java.time.Duration;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * How commands and access patterns ended, as Micrometer meters:
 * <ul>
 *   <li>{@value #COMMANDS}: a timer per {@code command}, {@code outcome} (accepted, replayed, rejected,
 *       failed) and {@code kind} (why it was rejected or failed, {@code none} otherwise); its count is
 *       the number of calls;</li>
 *   <li>{@value #REJECTIONS}: rejected commands by {@code command} and {@code kind};</li>
 *   <li>{@value #REPLAYS}: retries answered from an idempotency record, by {@code command};</li>
 *   <li>{@value #QUERIES}: a timer per {@code pattern}, {@code outcome} and {@code kind};</li>
 *   <li>{@value #WORKER_ROUNDS}: rounds of a long-running worker by {@code worker}, {@code outcome} (ended,
 *       failed) and {@code kind};</li>
 *   <li>{@value #WORKER_EVENTS}: what its rounds did, by {@code worker} and {@code count} (for the relay
 *       published, failed, alreadyPublished, duplicates; for the sweep found, repaired, skipped);</li>
 *   <li>{@value #WORKER_LAG}: seconds since the oldest pending event the relay worker's last round found
 *       occurred (0 when it found none), by {@code worker};</li>
 *   <li>{@value #LEASE_CHANGES}: leases a worker took, released or lost, by {@code worker} and {@code change};</li>
 *   <li>{@value #LEASES_HELD}: the leases (outbox shards) a worker holds after its last lease round, by
 *       {@code worker}.</li>
 * </ul>
 * With {@link TenantTags} other than {@link TenantTags#none()}, each also carries a bounded {@code tenant}.
 */
public final class MicrometerCommandMetrics implements ForObservingCommands {
    public static final String COMMANDS = "enforcementcore.command.duration";
    public static final String REJECTIONS = "enforcementcore.command.rejections";
    public static final String REPLAYS = "enforcementcore.command.replays";
    public static final String QUERIES = "enforcementcore.query.duration";
    public static final String WORKER_ROUNDS = "enforcementcore.worker.rounds";
    public static final String WORKER_EVENTS = "enforcementcore.worker.events";
    public static final String WORKER_LAG = "enforcementcore.worker.oldest.pending.age";
    public static final String LEASE_CHANGES = "enforcementcore.worker.lease.changes";
    public static final String LEASES_HELD = "enforcementcore.worker.leases.held";

    private final MeterRegistry registry;
    private final TenantTags tenants;
    private final Map<String, AtomicLong> lagSeconds = new ConcurrentHashMap<>();
    private final Map<String, AtomicLong> leasesHeld = new ConcurrentHashMap<>();

    public MicrometerCommandMetrics(MeterRegistry registry, TenantTags tenants) {
        this.registry = Objects.requireNonNull(registry, "registry");
        this.tenants = Objects.requireNonNull(tenants, "tenants");
    }

    /** Without a tenant tag. */
    public MicrometerCommandMetrics(MeterRegistry registry) {
        this(registry, TenantTags.none());
    }

    @Override
    public void commandEnded(CommandObservation observation) {
        Tags command = withTenant(Tags.of("command", observation.command()), observation.tenant());
        Timer.builder(COMMANDS).tags(command)
                .tags("outcome", observation.outcome().label(), "kind", observation.kind())
                .register(registry).record(observation.duration());
        if (observation.outcome() == Outcome.REJECTED) {
            registry.counter(REJECTIONS, command.and("kind", observation.kind())).increment();
        } else if (observation.outcome() == Outcome.REPLAYED) {
            registry.counter(REPLAYS, command).increment();
        }
    }

    @Override
    public void queryEnded(QueryObservation observation) {
        Timer.builder(QUERIES).tags(withTenant(Tags.of("pattern", observation.accessPattern()), observation.tenant()))
                .tags("outcome", observation.outcome().label(), "kind", observation.kind())
                .register(registry).record(observation.duration());
    }

    @Override
    public void workerRoundEnded(WorkerObservation observation) {
        Tags worker = Tags.of("worker", observation.worker());
        registry.counter(WORKER_ROUNDS, worker.and("outcome", observation.failed() ? "failed" : "ended", "kind",
                observation.kind())).increment();
        observation.counts().forEach((count, value) -> {
            if (!"examined".equals(count)) {
                registry.counter(WORKER_EVENTS, worker.and("count", count)).increment(value);
            }
        });
        if (!observation.failed() && observation.worker().equals(WorkerObservation.OUTBOX_RELAY)) {
            lagSeconds.computeIfAbsent(observation.worker(), name -> registry.gauge(WORKER_LAG, worker,
                    new AtomicLong())).set(observation.oldestPending().map(Duration::getSeconds).getOrElse(0L));
        }
    }

    @Override
    public void leasesTicked(LeaseObservation observation) {
        Tags worker = Tags.of("worker", observation.worker());
        if (observation.changed()) {
            registry.counter(LEASE_CHANGES, worker.and("change", "taken")).increment(observation.taken());
            registry.counter(LEASE_CHANGES, worker.and("change", "released")).increment(observation.released());
            registry.counter(LEASE_CHANGES, worker.and("change", "lost")).increment(observation.lost());
        }
        leasesHeld.computeIfAbsent(observation.worker(), name -> registry.gauge(LEASES_HELD, worker, new AtomicLong()))
                .set(observation.held());
    }

    private Tags withTenant(Tags tags, TenantId tenant) {
        return tenants.valueFor(tenant).map(value -> tags.and(TenantTags.TAG, value)).getOrElse(tags);
    }
}
