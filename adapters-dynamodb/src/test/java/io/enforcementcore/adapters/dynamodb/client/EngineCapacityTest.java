package io.enforcementcore.adapters.dynamodb.client;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;

/** How the engine's ConsumedCapacity reads as a figure: a total, or NaN when the engine gave none. */
class EngineCapacityTest {

    @Test
    void a_response_without_consumed_capacity_is_no_figure() {
        assertEquals(Double.NaN, EngineCapacity.of(GetItemResponse.builder().build().consumedCapacity()));
        assertEquals(Double.NaN, EngineCapacity.of(QueryResponse.builder().build().consumedCapacity()));
        assertEquals(Double.NaN, EngineCapacity.ofAll(BatchGetItemResponse.builder().build().consumedCapacity()));
        assertEquals(Double.NaN, EngineCapacity.ofAll(TransactWriteItemsResponse.builder().build()
                .consumedCapacity()));
    }

    @Test
    void a_transaction_answer_listing_no_table_is_no_figure_rather_than_zero() {
        TransactWriteItemsResponse listsNothing = TransactWriteItemsResponse.builder().consumedCapacity(List.of())
                .build();

        assertEquals(Double.NaN, EngineCapacity.ofAll(listsNothing.consumedCapacity()));
    }

    @Test
    void reads_the_total_of_a_single_table_answer() {
        QueryResponse answer = QueryResponse.builder().consumedCapacity(table("cases", 2.5)).build();

        assertEquals(2.5, EngineCapacity.of(answer.consumedCapacity()));
    }

    @Test
    void sums_every_table_a_multi_table_answer_lists() {
        TransactWriteItemsResponse answer = TransactWriteItemsResponse.builder()
                .consumedCapacity(table("cases", 4.0), table("archive", 1.5)).build();

        assertEquals(5.5, EngineCapacity.ofAll(answer.consumedCapacity()));
    }

    @Test
    void one_table_without_units_leaves_the_whole_total_unreported() {
        TransactWriteItemsResponse answer = TransactWriteItemsResponse.builder()
                .consumedCapacity(table("cases", 4.0), ConsumedCapacity.builder().tableName("archive").build())
                .build();

        assertEquals(Double.NaN, EngineCapacity.ofAll(answer.consumedCapacity()));
    }

    private static ConsumedCapacity table(String name, double units) {
        return ConsumedCapacity.builder().tableName(name).capacityUnits(units).build();
    }
}
