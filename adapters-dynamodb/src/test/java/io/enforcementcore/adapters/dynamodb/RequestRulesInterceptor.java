package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.adapters.dynamodb.client.Attribution;
import io.enforcementcore.adapters.dynamodb.table.KeyLimits;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.Update;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * Fails, before it is sent, any request that DynamoDB would reject or that breaks this design's rules,
 * so tests against a lenient engine still catch them:
 * <ul>
 *   <li>an expression attribute name or value defined but unused, or used but undefined (every
 *       expression of the request, each operation of a transaction on its own);</li>
 *   <li>a Scan, unless it is the migration's (attributed to C14, with Segment, TotalSegments and Limit);</li>
 *   <li>any FilterExpression;</li>
 *   <li>a Query without a Limit;</li>
 *   <li>a key attribute over its size limit (partition keys 2048 bytes, sort keys 1024, UTF-8).</li>
 * </ul>
 * Registered on the client of every test of this module and, through {@link DynamoDbTestStores}, of
 * other modules' tests.
 */
public final class RequestRulesInterceptor implements ExecutionInterceptor {

    @Override
    public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
        SdkRequest request = context.request();
        String operation = request.getClass().getSimpleName().replace("Request", "");
        if (request instanceof QueryRequest q) {
            require(q.filterExpression() == null, operation, "no FilterExpression: a view must be a key condition");
            require(q.limit() != null, operation, "every Query has a Limit");
            expressions(operation, q.expressionAttributeNames(), q.expressionAttributeValues(),
                    q.keyConditionExpression(), q.filterExpression(), q.projectionExpression());
            keys(operation, q.exclusiveStartKey());
        } else if (request instanceof ScanRequest s) {
            String attribution = attributes.getAttribute(Attribution.ATTRIBUTE);
            require(Attribution.MIGRATION.equals(attribution) && s.segment() != null && s.totalSegments() != null
                    && s.limit() != null, operation, "only the migration (C14) scans, segmented and with a Limit"
                    + " (this one is attributed to " + attribution + ")");
            require(s.filterExpression() == null, operation, "no FilterExpression");
            expressions(operation, s.expressionAttributeNames(), s.expressionAttributeValues(),
                    s.filterExpression(), s.projectionExpression());
            keys(operation, s.exclusiveStartKey());
        } else if (request instanceof GetItemRequest g) {
            expressions(operation, g.expressionAttributeNames(), Map.of(), g.projectionExpression());
            keys(operation, g.key());
        } else if (request instanceof BatchGetItemRequest b) {
            b.requestItems().values().forEach(k -> {
                expressions(operation, k.expressionAttributeNames(), Map.of(), k.projectionExpression());
                k.keys().forEach(key -> keys(operation, key));
            });
        } else if (request instanceof PutItemRequest p) {
            expressions(operation, p.expressionAttributeNames(), p.expressionAttributeValues(),
                    p.conditionExpression());
            keys(operation, p.item());
        } else if (request instanceof UpdateItemRequest u) {
            expressions(operation, u.expressionAttributeNames(), u.expressionAttributeValues(),
                    u.updateExpression(), u.conditionExpression());
            keys(operation, u.key());
        } else if (request instanceof DeleteItemRequest d) {
            expressions(operation, d.expressionAttributeNames(), d.expressionAttributeValues(),
                    d.conditionExpression());
            keys(operation, d.key());
        } else if (request instanceof TransactWriteItemsRequest t) {
            List<TransactWriteItem> items = t.transactItems();
            for (int i = 0; i < items.size(); i++) {
                transactItem(operation + "[" + i + "]", items.get(i));
            }
        }
    }

    private static void transactItem(String operation, TransactWriteItem item) {
        if (item.put() != null) {
            Put p = item.put();
            expressions(operation + " Put", p.expressionAttributeNames(), p.expressionAttributeValues(),
                    p.conditionExpression());
            keys(operation, p.item());
        } else if (item.update() != null) {
            Update u = item.update();
            expressions(operation + " Update", u.expressionAttributeNames(), u.expressionAttributeValues(),
                    u.updateExpression(), u.conditionExpression());
            keys(operation, u.key());
        } else if (item.delete() != null) {
            Delete d = item.delete();
            expressions(operation + " Delete", d.expressionAttributeNames(), d.expressionAttributeValues(),
                    d.conditionExpression());
            keys(operation, d.key());
        } else if (item.conditionCheck() != null) {
            ConditionCheck c = item.conditionCheck();
            require(c.conditionExpression() != null, operation, "a ConditionCheck needs a condition");
            expressions(operation + " ConditionCheck", c.expressionAttributeNames(), c.expressionAttributeValues(),
                    c.conditionExpression());
            keys(operation, c.key());
        }
    }

    private static void expressions(String operation, Map<String, String> names, Map<String, AttributeValue> values,
                                    String... expressions) {
        Set<String> usedNames = ExpressionTokens.names(expressions);
        Set<String> usedValues = ExpressionTokens.values(expressions);
        compare(operation, "name", new TreeSet<>(names.keySet()), usedNames);
        compare(operation, "value", new TreeSet<>(values.keySet()), usedValues);
    }

    private static void compare(String operation, String kind, Set<String> defined, Set<String> used) {
        Set<String> unused = new TreeSet<>(defined);
        unused.removeAll(used);
        require(unused.isEmpty(), operation, "expression attribute " + kind + "s defined but unused: " + unused);
        Set<String> undefined = new TreeSet<>(used);
        undefined.removeAll(defined);
        require(undefined.isEmpty(), operation, "expression attribute " + kind + "s used but undefined: "
                + undefined);
    }

    private static void keys(String operation, Map<String, AttributeValue> attributes) {
        attributes.forEach((name, value) -> {
            int limit = switch (name) {
                case "PK", "GSI1PK", "GSI2PK" -> KeyLimits.PARTITION_KEY_MAX_BYTES;
                case "SK", "GSI1SK", "GSI2SK", "LSI1SK" -> KeyLimits.SORT_KEY_MAX_BYTES;
                default -> Integer.MAX_VALUE;
            };
            if (limit != Integer.MAX_VALUE && value.s() != null) {
                int bytes = value.s().getBytes(StandardCharsets.UTF_8).length;
                require(bytes <= limit, operation, "key attribute " + name + " is " + bytes
                        + " bytes, over its limit of " + limit);
            }
        });
    }

    private static void require(boolean rule, String operation, String description) {
        if (!rule) {
            throw new RequestRuleViolation(operation, description);
        }
    }
}
