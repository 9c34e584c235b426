package io.enforcementcore.workbench;

import io.enforcementcore.metering.ForObservingStorage;
import io.enforcementcore.metering.ItemWrite;
import io.enforcementcore.metering.StorageCall;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * What the workbench's commands need from the command line they are registered in (their picocli parent
 * command): the store it was asked to open, and the design's renderers for the measured reports. The
 * workbench wires no adapter and renders no design document itself.
 */
public interface WorkbenchHost {

    /** Opens the chosen store; it reports every request and item write to {@code observer}. */
    MeasuredStore open(ForObservingStorage observer);

    /** Whether the chosen store is the in-memory one, which starts empty and is never shared. */
    boolean inMemory();

    /** How the command prints its report: text (Markdown for the design reports) or one JSON document. */
    OutputFormat output();

    /** The access-pattern matrix of the design, with what was measured of each answer. */
    String accessPatternMatrix(String measuredOn, List<List<StorageCall>> invocations);

    /** Each access pattern's p95 latency target, by id (AP01..AP14, IDEMPOTENCY), for DynamoDB. */
    Map<String, Duration> latencyTargets();

    /** The write amplification of each command, from the item writes of each run. */
    String writeAmplification(String measuredOn, List<List<ItemWrite>> runs);
}
