package io.enforcementcore.adapters.dynamodb;

import java.util.List;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.SdkResponse;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;

/**
 * Rewrites the ConsumedCapacity of the test engine's Query, Scan and TransactWriteItems answers, so a test
 * can stand on an engine that answers otherwise than moto: one that, like DynamoDB, lists a figure for
 * the table whenever the request asks for TOTAL (moto lists no table for a transaction), or one that
 * never reports a figure at all.
 */
final class ConsumedCapacityAnswers implements ExecutionInterceptor {
    private final String table;
    private final double units;

    private ConsumedCapacityAnswers(String table, double units) {
        this.table = table;
        this.units = units;
    }

    /** An engine that answers every request asking for TOTAL with {@code units} for {@code table}. */
    static ConsumedCapacityAnswers listing(String table, double units) {
        return new ConsumedCapacityAnswers(table, units);
    }

    /** An engine that never says what a request consumed. */
    static ConsumedCapacityAnswers none() {
        return new ConsumedCapacityAnswers(null, Double.NaN);
    }

    @Override
    public SdkResponse modifyResponse(Context.ModifyResponse context, ExecutionAttributes attributes) {
        ConsumedCapacity figure = table != null && askedForTotal(context.request())
                ? ConsumedCapacity.builder().tableName(table).capacityUnits(units).build() : null;
        if (context.response() instanceof QueryResponse query) {
            return query.toBuilder().consumedCapacity(figure).build();
        }
        if (context.response() instanceof ScanResponse scan) {
            return scan.toBuilder().consumedCapacity(figure).build();
        }
        if (context.response() instanceof TransactWriteItemsResponse transaction) {
            return transaction.toBuilder().consumedCapacity(figure == null ? null : List.of(figure)).build();
        }
        return context.response();
    }

    private static boolean askedForTotal(SdkRequest request) {
        return request.getValueForField("ReturnConsumedCapacity", String.class)
                .map(ReturnConsumedCapacity.TOTAL.toString()::equals).orElse(false);
    }
}
