package io.enforcementcore.adapters.dynamodb.read;

import io.enforcementcore.adapters.dynamodb.table.ItemKey;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.adapters.dynamodb.table.KeyTemplate;
import io.enforcementcore.adapters.dynamodb.table.TableDefinition;
import io.enforcementcore.metering.StorageCall;
import io.vavr.control.Option;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One access pattern as the adapter answers it: the question, every request shape it may send (a
 * {@link SchemaStep}), the most items one request may ask for, and, where items returned per item examined
 * may fall below 1.0 without a flaw in the key design, the reason. Readers build their queries from
 * these plans, so the documented matrix and the requests on the wire cannot part.
 *
 * @param pageBound       the largest Limit (or number of keys) a single request of the pattern sends
 * @param pageBoundNote   how the bound arises, in the matrix's words
 * @param efficiencyNote  why this pattern may return fewer items than it examines; none if it never may
 * @param budget          what a page may cost, checked by the build, and how fast it should come back
 */
public record AccessPatternPlan(String id, String question, List<Step> steps, int pageBound, String pageBoundNote,
                         Option<String> efficiencyNote, Budget budget) {

    public AccessPatternPlan {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(budget, "budget");
        steps = List.copyOf(steps);
        if (steps.isEmpty() || pageBound < 1) {
            throw new IllegalArgumentException(id + " needs at least one step and a positive page bound");
        }
    }

    /**
     * What a page of the pattern may cost and how fast it should come back. Read units are deterministic
     * (DynamoDB's rules applied to the items' sizes), so the build fails when a measured page costs more.
     * The p95 target is for DynamoDB in the caller's region, one page end to end; latency is measured by
     * the benchmark command, never asserted by a test.
     *
     * @param readUnitsPerPage the most read units a page may cost on the matrix's measured data set
     * @param p95              the 95th-percentile latency a page should meet on DynamoDB
     */
    public record Budget(double readUnitsPerPage, Duration p95) {
        public Budget {
            if (!(readUnitsPerPage > 0) || p95 == null || p95.isNegative() || p95.isZero()) {
                throw new IllegalArgumentException("a budget needs positive read units and a positive p95 target");
            }
        }

        /** {@code readUnits} per page, within {@code p95Millis} milliseconds at the 95th percentile. */
        public static Budget of(double readUnits, long p95Millis) {
            return new Budget(readUnits, Duration.ofMillis(p95Millis));
        }
    }

    public enum Operation {
        GET_ITEM("GetItem"), BATCH_GET_ITEM("BatchGetItem"), QUERY("Query");

        private final String wireName;

        Operation(String wireName) {
            this.wireName = wireName;
        }

        public String wireName() {
            return wireName;
        }
    }

    public enum Direction {
        ASCENDING("ascending"), DESCENDING("descending"), NONE("-");

        private final String label;

        Direction(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    public enum Consistency { STRONG, EVENTUAL }

    /**
     * One request shape. GSI reads cannot be strongly consistent and key lookups have no direction, so
     * a step that claims otherwise is refused when the registry is built; nor may an index step leave
     * out what its view decodes, since the index projects only that.
     *
     * @param reads   what the request fetches, in the matrix's words
     * @param index   {@link StorageCall#BASE_TABLE} or an index name
     * @param decodes the attributes the view decodes of each item an index step returns; empty for the
     *                base table, which holds every attribute
     */
    public record Step(String reads, Operation operation, String index, KeyTemplate partitionKey, SortCondition sortKey,
                Direction direction, Consistency consistency, List<String> decodes) {
        public Step {
            decodes = List.copyOf(decodes);
            if (!TableDefinition.readsConsistently(index) && consistency == Consistency.STRONG) {
                throw new IllegalArgumentException(reads + ": a GSI read is eventually consistent");
            }
            if ((operation == Operation.QUERY) == (direction == Direction.NONE)) {
                throw new IllegalArgumentException(reads + ": a Query has a direction, a key lookup none");
            }
            if (StorageCall.BASE_TABLE.equals(index) != decodes.isEmpty()) {
                throw new IllegalArgumentException(reads + ": an index step names the attributes its view decodes, "
                        + "a base-table step none");
            }
        }

        static Step get(String reads, KeyTemplate pk, KeyTemplate sk) {
            return new Step(reads, Operation.GET_ITEM, StorageCall.BASE_TABLE, pk, new SortCondition.Equals(sk),
                    Direction.NONE, Consistency.STRONG, List.of());
        }

        static Step query(String reads, String index, KeyTemplate pk, SortCondition sk, Direction direction) {
            return query(reads, index, pk, sk, direction, List.of());
        }

        static Step query(String reads, String index, KeyTemplate pk, SortCondition sk, Direction direction,
                          List<String> decodes) {
            return new Step(reads, Operation.QUERY, index, pk, sk, direction,
                    TableDefinition.readsConsistently(index) ? Consistency.STRONG : Consistency.EVENTUAL, decodes);
        }

        public boolean consistent() {
            return consistency == Consistency.STRONG;
        }

        /** Whether this lookup names these keys: one for a GetItem, any of its sort keys for a batch. */
        boolean asksFor(List<ItemKey> keys) {
            if (sortKey instanceof SortCondition.WithItem with && operation == Operation.BATCH_GET_ITEM) {
                return !keys.isEmpty() && keys.stream().allMatch(key -> partitionKey.matches(key.pk())
                        && with.sk().matches(key.sk()) || with.otherPk().matches(key.pk())
                        && with.otherSk().matches(key.sk()));
            }
            List<KeyTemplate> sks = lookupSortKeys(keys.size());
            return !keys.isEmpty() && keys.stream().allMatch(key -> partitionKey.matches(key.pk())
                    && sks.stream().anyMatch(sk -> sk.matches(key.sk())));
        }

        private List<KeyTemplate> lookupSortKeys(int keys) {
            if (sortKey instanceof SortCondition.Equals one && operation == Operation.GET_ITEM && keys == 1) {
                return List.of(one.sk());
            }
            if (sortKey instanceof SortCondition.OneOf several && operation == Operation.BATCH_GET_ITEM) {
                return several.sks();
            }
            return List.of();
        }

        /** The attribute that holds this step's sort key: an item without it is not in a sparse index. */
        public String sortKeyAttribute() {
            return attributes().sk();
        }

        /** The key condition, e.g. {@code PK = CASE#<caseId> AND begins_with(SK, 'EVENT#')}. */
        public String keyCondition() {
            String condition = attributes().pk() + " = " + partitionKey.pattern();
            String sort = sortKey.render(attributes().sk());
            return sort.isEmpty() ? condition : condition + " AND " + sort;
        }

        private KeyAttributes attributes() {
            return switch (index) {
                case StorageCall.BASE_TABLE -> new KeyAttributes(KeyGrammar.PK, KeyGrammar.SK);
                default -> {
                    TableDefinition.Index i = TableDefinition.Index.valueOf(index);
                    yield new KeyAttributes(i.partitionKey(), i.sortKey());
                }
            };
        }

        private record KeyAttributes(String pk, String sk) {
        }
    }

    /** The sort-key part of a key condition, rendered from the grammar's templates. */
    public sealed interface SortCondition {
        String render(String attribute);

        /** {@code SK = META}: one item. */
        record Equals(KeyTemplate sk) implements SortCondition {
            public String render(String attribute) {
                return attribute + " = " + sk.pattern();
            }
        }

        /** {@code SK IN (META, STATE)}: a batch of keys of one collection. */
        record OneOf(List<KeyTemplate> sks) implements SortCondition {
            public String render(String attribute) {
                return attribute + " IN (" + sks.stream().map(KeyTemplate::pattern).collect(Collectors.joining(", "))
                        + ")";
            }
        }

        /**
         * {@code SK = RECORD}, and another item of another partition in the same batch ({@code PK = CASE#<caseId>
         * AND SK = META}): two reads that one request can make.
         */
        record WithItem(KeyTemplate sk, KeyTemplate otherPk, KeyTemplate otherSk) implements SortCondition {
            public String render(String attribute) {
                return attribute + " = " + sk.pattern() + ", with " + KeyGrammar.PK + " = " + otherPk.pattern()
                        + " AND " + attribute + " = " + otherSk.pattern();
            }
        }

        /** {@code begins_with(SK, 'EVENT#')}: the prefix of a template; the query applies it itself. */
        record BeginsWith(KeyTemplate sk) implements SortCondition {
            public String render(String attribute) {
                return "begins_with(" + attribute + ", '" + sk.prefix() + "')";
            }
        }

        /**
         * {@code begins_with(SK, 'TASK#')}, or, when the caller bounds it, {@code SK BETWEEN 'TASK#' AND
         * 'TASK#<bound>$'}: the query starts with the prefix, the reader narrows it to the range.
         */
        record PrefixUpTo(KeyTemplate sk, String bound) implements SortCondition {
            public String render(String attribute) {
                String prefix = sk.prefix();
                return "[begins_with(" + attribute + ", '" + prefix + "') | " + attribute + " BETWEEN '" + prefix
                        + "' AND '" + prefix + bound + KeyGrammar.AFTER_DELIMITER + "']";
            }
        }

        /**
         * {@code begins_with(SK, '<classification>#')} (after the template's literal start, if it has one, as in
         * {@code CASE#<classification>#}): the range of one classification, read once for each classification
         * within the reader's clearance and merged in the sort key's order after it.
         */
        record OneClassification(KeyTemplate sk) implements SortCondition {
            public OneClassification {
                if (sk.placeholders().isEmpty() || !sk.placeholders().get(0).equals("classification")) {
                    throw new IllegalArgumentException(sk.pattern() + " does not range over a classification first");
                }
            }

            public String render(String attribute) {
                return "begins_with(" + attribute + ", '" + sk.prefix() + "<classification>#'), once per "
                        + "classification within the clearance";
            }
        }

        /**
         * {@code SK BETWEEN '<classification>#' AND '<classification>#<bound>$'}: the range of one
         * classification up to a time, read once for each classification within the reader's clearance and
         * merged in the sort key's order after it.
         */
        record OneClassificationUpTo(String bound) implements SortCondition {
            public String render(String attribute) {
                return attribute + " BETWEEN '<classification>#' AND '<classification>#" + bound
                        + KeyGrammar.AFTER_DELIMITER + "', once per classification within the clearance";
            }
        }

        /**
         * The range of one classification, narrowed by an optional time window that follows the
         * classification in the sort key ({@code <classification>$} closes a window open at its end), read once
         * for each classification within the reader's clearance and merged in the sort key's order.
         */
        record OneClassificationWindow() implements SortCondition {
            public String render(String attribute) {
                String low = "'<classification>#<from>'";
                String high = "'<classification>#<to>" + KeyGrammar.AFTER_DELIMITER + "'";
                return "[begins_with(" + attribute + ", '<classification>#') | " + attribute + " BETWEEN " + low
                        + " AND " + high + " | " + attribute + " BETWEEN " + low + " AND '<classification>"
                        + KeyGrammar.AFTER_DELIMITER + "' | " + attribute + " BETWEEN '<classification>#' AND "
                        + high + "], once per classification within the clearance";
            }
        }

        /** The whole partition of a sparse index: the partition key says everything. */
        record WholePartition() implements SortCondition {
            public String render(String attribute) {
                return "";
            }
        }

        /**
         * A range over the time that leads the sort key, bounded by caller values: the alternatives the
         * reader picks from, written with {@code {sk}} for the sort-key attribute and {@code <t>$} for the
         * bound just after every key at time t. {@code optional}: with no bound, the whole partition.
         */
        record TimeRange(boolean optional, List<String> alternatives) implements SortCondition {
            public String render(String attribute) {
                String choices = alternatives.stream().map(a -> a.replace("{sk}", attribute))
                        .collect(Collectors.joining(" | "));
                return optional ? "optionally [" + choices + "]" : alternatives.size() > 1 ? "[" + choices + "]"
                        : choices;
            }
        }
    }

    /** The one Query step of this pattern, built into a query: index, direction and prefix from the plan. */
    public KeyQuery query(String partitionKey) {
        return query(queryStep(), partitionKey);
    }

    /** The Query step {@code reads}, built into a query. */
    public KeyQuery query(String reads, String partitionKey) {
        return query(step(reads), partitionKey);
    }

    /** The one Query step of this pattern; a pattern with several must name the one it means. */
    public Step queryStep() {
        List<Step> queries = steps.stream().filter(s -> s.operation() == Operation.QUERY).toList();
        if (queries.size() != 1) {
            throw new IllegalStateException(id + " has " + queries.size() + " Query steps; name the one to run");
        }
        return queries.get(0);
    }

    /** The step {@code reads}. */
    public Step step(String reads) {
        return steps.stream().filter(s -> s.reads().equals(reads)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(id + " has no step " + reads));
    }

    /** The GetItem or BatchGetItem step that asks for exactly these keys, as the reader's lookup does. */
    public Step lookupStep(List<ItemKey> keys) {
        return steps.stream().filter(s -> s.operation() != Operation.QUERY && s.asksFor(keys)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(id + " has no lookup of " + keys));
    }

    private KeyQuery query(Step step, String partitionKey) {
        KeyQuery query = KeyQuery.of(id, step.index(), partitionKey, pageBound);
        if (step.direction() == Direction.DESCENDING) {
            query.descending();
        }
        if (step.sortKey() instanceof SortCondition.BeginsWith prefix) {
            query.beginsWith(prefix.sk().prefix());
        } else if (step.sortKey() instanceof SortCondition.PrefixUpTo prefix) {
            query.beginsWith(prefix.sk().prefix());
        }
        return query;
    }

    /**
     * The key attributes of an item as its one Query step's index lists it: the LastEvaluatedKey of a
     * page that ends with it, so that a read can go on from any item it returned.
     */
    public Map<String, AttributeValue> indexKeyOf(Map<String, AttributeValue> item) {
        Map<String, AttributeValue> key = new HashMap<>();
        key.put(KeyGrammar.PK, item.get(KeyGrammar.PK));
        key.put(KeyGrammar.SK, item.get(KeyGrammar.SK));
        Step step = queryStep();
        if (!StorageCall.BASE_TABLE.equals(step.index())) {
            TableDefinition.Index index = TableDefinition.Index.valueOf(step.index());
            key.put(index.partitionKey(), item.get(index.partitionKey()));
            key.put(index.sortKey(), item.get(index.sortKey()));
        }
        return key;
    }

    /** The operations of the pattern, e.g. {@code BatchGetItem + Query}. */
    public String operations() {
        return steps.stream().map(s -> s.operation().wireName()).distinct().collect(Collectors.joining(" + "));
    }

    /** The indexes the pattern reads, e.g. {@code table + LSI1}. */
    public String indexes() {
        return steps.stream().map(Step::index).distinct().collect(Collectors.joining(" + "));
    }
}
