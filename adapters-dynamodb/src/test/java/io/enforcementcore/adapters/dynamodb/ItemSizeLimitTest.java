package io.enforcementcore.adapters.dynamodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.item.ItemSize;
import io.enforcementcore.adapters.dynamodb.port.DynamoDbChangeStore;
import io.enforcementcore.adapters.dynamodb.table.ItemKey;
import io.enforcementcore.adapters.dynamodb.write.WriteSpec;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Option;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The 400 KB item limit is checked on the computed size before a commit sends anything. */
class ItemSizeLimitTest {

    @Test
    void refuses_an_item_over_400_kb_before_any_request() {
        Map<String, AttributeValue> item = new LinkedHashMap<>(new ItemKey("CASE#c1", "EVIDENCE#e1").asMap());
        item.put("metadata", AttributeValue.fromS("x".repeat(400 * 1024)));
        WriteSpec put = WriteSpec.put(item, "evidence");

        Option<Rejection> refused = DynamoDbChangeStore.oversized(List.of(put));

        assertEquals(Option.some(new Rejection.ItemTooLarge("evidence", put.itemBytes(), 400 * 1024)), refused);
        assertTrue(put.itemBytes() > 400 * 1024);
    }

    @Test
    void accepts_an_item_of_exactly_400_kb() {
        Map<String, AttributeValue> item = new LinkedHashMap<>(new ItemKey("CASE#c1", "EVIDENCE#e1").asMap());
        long keyBytes = ItemSize.of(item);
        item.put("m", AttributeValue.fromS("x".repeat((int) (400 * 1024 - keyBytes - 1))));
        assertEquals(400 * 1024, ItemSize.of(item));
        assertEquals(Option.none(), DynamoDbChangeStore.oversized(List.of(WriteSpec.put(item, "evidence"))));
    }
}
