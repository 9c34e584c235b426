package io.enforcementcore.application.observation;

import io.vavr.control.Option;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * How one round of a long-running worker ended.
 *
 * @param worker         {@value #OUTBOX_RELAY} or {@value #DRIFT_SWEEP}
 * @param counts         what the round did, by name: for the relay {@code examined}, {@code published},
 *                       {@code failed}, {@code alreadyPublished}, {@code duplicates}, {@code lostMarks} (marks refused because
 *                       the shard's lease changed hands); for the sweep {@code examined},
 *                       {@code found}, {@code repaired}, {@code skipped}
 * @param kind           why the round failed ({@link CommandObservation#kindOf(RuntimeException)}), or
 *                       {@value CommandObservation#NO_KIND} when it ended
 * @param oldestPending  for the relay, how old the oldest pending event it found was when the round began
 *                       (the lag of the outbox behind its writers); none when it found none
 * @param shards         the outbox shards the round worked (empty for the sweep)
 */
public record WorkerObservation(String worker, Map<String, Integer> counts, String kind, Option<Duration> oldestPending,
                                List<Integer> shards) {
    public static final String OUTBOX_RELAY = "outbox-relay";
    public static final String DRIFT_SWEEP = "drift-sweep";

    public WorkerObservation {
        Objects.requireNonNull(worker, "worker");
        counts = Map.copyOf(counts);
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(oldestPending, "oldestPending");
        shards = List.copyOf(shards);
    }

    public boolean failed() {
        return !kind.equals(CommandObservation.NO_KIND);
    }
}
