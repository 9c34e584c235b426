package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.adapters.dynamodb.read.AccessPatternPlan.Direction;
import io.enforcementcore.adapters.dynamodb.read.AccessPatternPlan.Operation;
import io.enforcementcore.adapters.dynamodb.read.AccessPatternPlan.SortCondition;
import io.enforcementcore.adapters.dynamodb.read.AccessPatternPlan.Step;
import io.enforcementcore.adapters.dynamodb.read.AccessPatternPlan;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.adapters.dynamodb.table.KeyTemplate;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.metering.StorageCall;
import java.util.Arrays;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * Whether a request on the wire is one of the steps of its access pattern's plan: same operation,
 * index, order and consistency, a Limit within the page bound, no filter, and keys of the plan's shape.
 */
final class PlanConformance {
    private PlanConformance() {
    }

    static boolean conforms(AccessPatternPlan plan, SdkRequest request) {
        return plan.steps().stream().anyMatch(step -> matches(plan, step, request));
    }

    static boolean matches(AccessPatternPlan plan, Step step, SdkRequest request) {
        if (request instanceof QueryRequest q) {
            return step.operation() == Operation.QUERY
                    && Objects.equals(q.indexName(), StorageCall.BASE_TABLE.equals(step.index()) ? null : step.index())
                    && !Boolean.FALSE.equals(q.scanIndexForward()) == (step.direction() == Direction.ASCENDING)
                    && Boolean.TRUE.equals(q.consistentRead()) == step.consistent()
                    && q.limit() != null && q.limit() <= plan.pageBound()
                    && q.filterExpression() == null
                    && step.partitionKey().matches(q.expressionAttributeValues().get(":pk").s())
                    && prefixAsPlanned(step.sortKey(), q.expressionAttributeValues());
        }
        if (request instanceof GetItemRequest g) {
            return step.operation() == Operation.GET_ITEM && Boolean.TRUE.equals(g.consistentRead())
                    && step.sortKey() instanceof SortCondition.Equals sk && keyOf(step, sk.sk(), g.key());
        }
        if (request instanceof BatchGetItemRequest b && step.sortKey() instanceof SortCondition.WithItem with) {
            return step.operation() == Operation.BATCH_GET_ITEM && b.requestItems().size() == 1
                    && b.requestItems().values().stream().allMatch(keys -> Boolean.TRUE.equals(keys.consistentRead())
                    && keys.keys().size() == 2 && keyOf(step, with.sk(), keys.keys().get(0))
                    && with.otherPk().matches(keys.keys().get(1).get(KeyGrammar.PK).s())
                    && with.otherSk().matches(keys.keys().get(1).get(KeyGrammar.SK).s()));
        }
        if (request instanceof BatchGetItemRequest b) {
            return step.operation() == Operation.BATCH_GET_ITEM && b.requestItems().size() == 1
                    && step.sortKey() instanceof SortCondition.OneOf sks
                    && b.requestItems().values().stream().allMatch(keys -> batchAsPlanned(plan, step, sks, keys));
        }
        return false;
    }

    private static boolean prefixAsPlanned(SortCondition sortKey, Map<String, AttributeValue> values) {
        AttributeValue prefix = values.get(":prefix");
        if (sortKey instanceof SortCondition.BeginsWith planned) {
            return prefix != null && planned.sk().prefix().equals(prefix.s());
        }
        if (sortKey instanceof SortCondition.OneClassification planned) {
            return prefix != null && Arrays.stream(Classification.values())
                    .anyMatch(c -> (planned.sk().prefix() + KeyGrammar.classificationPrefix(c)).equals(prefix.s()));
        }
        if (sortKey instanceof SortCondition.OneClassificationWindow) {
            AttributeValue low = values.get(":low");
            AttributeValue high = values.get(":high");
            return prefix != null ? Arrays.stream(Classification.values())
                    .anyMatch(c -> KeyGrammar.classificationPrefix(c).equals(prefix.s()))
                    : low != null && high != null && Arrays.stream(Classification.values())
                    .anyMatch(c -> low.s().startsWith(KeyGrammar.classificationPrefix(c))
                            && high.s().startsWith(c.name()));
        }
        if (sortKey instanceof SortCondition.OneClassificationUpTo) {
            AttributeValue low = values.get(":low");
            AttributeValue high = values.get(":high");
            return prefix == null && low != null && high != null && high.s().startsWith(low.s())
                    && Arrays.stream(Classification.values())
                    .anyMatch(c -> KeyGrammar.classificationPrefix(c).equals(low.s()));
        }
        if (sortKey instanceof SortCondition.PrefixUpTo planned) {
            AttributeValue low = values.get(":low");
            return prefix != null ? planned.sk().prefix().equals(prefix.s())
                    : low != null && planned.sk().prefix().equals(low.s());
        }
        return prefix == null;
    }

    private static boolean batchAsPlanned(AccessPatternPlan plan, Step step, SortCondition.OneOf sks,
                                          KeysAndAttributes keys) {
        return Boolean.TRUE.equals(keys.consistentRead()) && keys.keys().size() <= plan.pageBound()
                && keys.keys().stream().allMatch(key -> sks.sks().stream().anyMatch(sk -> keyOf(step, sk, key)));
    }

    private static boolean keyOf(Step step, KeyTemplate sk, Map<String, AttributeValue> key) {
        return step.partitionKey().matches(key.get(KeyGrammar.PK).s()) && sk.matches(key.get(KeyGrammar.SK).s());
    }
}
