package io.enforcementcore.design;

import io.enforcementcore.adapters.dynamodb.model.TableModel;
import io.enforcementcore.design.ops.OpsTemplate;
import io.enforcementcore.metering.ItemWrite;
import io.enforcementcore.metering.StorageCall;
import io.vavr.control.Option;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Design reports of the single-table model, computed from the adapter's own key grammar, item codecs,
 * change planner and capacity rules, so that they cannot drift from what the store writes. Plain
 * values only: nothing of the AWS SDK or of the key grammar's types crosses this boundary.
 */
public final class DynamoDbDesign {

    /**
     * One partition loaded by one scenario of {@link #hotspotReport()}.
     *
     * @param scenario     the scenario's id, e.g. {@code "a"}
     * @param partition    the index ({@code table}, {@code GSI1}, {@code GSI2}) and partition key, ids shortened
     * @param rcuPerSecond read units per second on it
     * @param wcuPerSecond write units per second on it
     * @param overLimit    above DynamoDB's 3,000 RCU/s or 1,000 WCU/s for one partition
     */
    public record Hotspot(String scenario, String partition, double rcuPerSecond, double wcuPerSecond,
                          boolean overLimit) {
    }

    private DynamoDbDesign() {
    }

    /**
     * The hot-key test of the data model as Markdown (the content of {@code docs/hotspots.md}): for
     * each scenario (officers on one hot case, a tenant with ten times the traffic, dashboards, a bulk
     * import into one case, the outbox sharded and unsharded) its request rates and, per partition,
     * the read and write units per second against DynamoDB's per-partition limits, flagging those over.
     * Deterministic: the same code gives the same text.
     */
    public static String hotspotReport() {
        return HotspotReport.render(simulate());
    }

    /** Every partition each scenario of {@link #hotspotReport()} loads, busiest first within a scenario. */
    public static List<Hotspot> hotspots() {
        return simulate().stream().flatMap(result -> result.loads().stream().map(load -> new Hotspot(
                result.workload().id(), HotspotReport.name(load, result.workload().labels()),
                load.rcuPerSecond(), load.wcuPerSecond(), load.overLimit()))).toList();
    }

    /**
     * The access-pattern matrix as Markdown (the content of {@code docs/access-patterns.md}): for each
     * pattern its question, requests, key conditions, index, order, consistency and page bound, and
     * what a run measured of it: pages, items returned and examined, read efficiency and read units per
     * page.
     *
     * @param measuredOn  a few words on the run, e.g. "the demo's seeded tenants on DynamoDB Local"
     * @param invocations the storage calls of each answer the run gave a caller, one list per answer
     *                    (a caller's view of AP09, for one, is a batch and three queries)
     */
    public static String accessPatternMatrix(String measuredOn, List<List<StorageCall>> invocations) {
        return AccessPatternMatrix.render(measuredOn, invocations, Option.none());
    }

    /**
     * The access-pattern matrix, with the same answers measured on a table whose indexes project ALL
     * beside each page's bytes and read units.
     *
     * @param allProjected the storage calls of the same answers on a table whose indexes project ALL
     */
    public static String accessPatternMatrix(String measuredOn, List<List<StorageCall>> invocations,
                                             List<List<StorageCall>> allProjected) {
        return AccessPatternMatrix.render(measuredOn, invocations, Option.some(allProjected));
    }

    /**
     * Each access pattern's p95 latency target (and the idempotency recall's), by id, in registry order:
     * for DynamoDB in the caller's region, one page end to end.
     */
    public static Map<String, Duration> latencyTargets() {
        Map<String, Duration> targets = new LinkedHashMap<>();
        TableModel.reads().forEach(plan -> targets.put(plan.id(), plan.p95()));
        return targets;
    }

    /**
     * The write amplification of each command as Markdown (the content of
     * {@code docs/write-amplification.md}): items written, index entries added, moved, removed and
     * rewritten, and write units, per run, followed by the first run item by item.
     *
     * @param measuredOn a few words on the run
     * @param runs       the item writes reported for each run of a command, one list per run
     */
    public static String writeAmplification(String measuredOn, List<List<ItemWrite>> runs) {
        return WriteAmplificationReport.render(measuredOn, runs);
    }

    /**
     * The lease requests as the section of {@code docs/access-patterns.md} that follows the matrix: each
     * request's key and condition, and what a run measured of it.
     *
     * @param measured the calls of each lease request, by its purpose in {@code TableModel.leaseRequests()}
     */
    public static String leaseReads(String measuredOn, Map<String, List<StorageCall>> measured) {
        return LeaseRequestsDoc.reads(measuredOn, measured);
    }

    /**
     * The lease writes as the section of {@code docs/write-amplification.md} that follows the commands: each
     * write's units, measured, and C13's units without and with its shard's lease.
     */
    public static String leaseWrites(String measuredOn, Map<String, List<StorageCall>> measured,
                                      StorageCall unfencedC13, StorageCall fencedC13) {
        return LeaseRequestsDoc.writes(measuredOn, measured, unfencedC13, fencedC13);
    }

    /**
     * The architecture decision record of the single-table design as Markdown (the content of
     * {@code docs/adr/0001-single-table-design.md}), filled from the registries and the table definition.
     */
    public static String adr() {
        return DesignRecord.render();
    }

    /** The key grammar as Markdown (the content of {@code docs/key-grammar.md}). */
    public static String keyGrammar() {
        return KeyGrammarDoc.render();
    }

    /**
     * The CloudFormation template (YAML) of a table named {@code tableName} as the adapter defines it, with
     * its alarms and dashboard (the content of {@code docs/ops/enforcementcore-table.yaml} for the default
     * name). A name DynamoDB would refuse is an {@code InvalidValue} of the field {@code table}.
     */
    public static String opsTemplate(String tableName) {
        return OpsTemplate.yaml(tableName);
    }

    private static List<HotspotSimulation.Result> simulate() {
        return HotspotScenarios.results();
    }
}
