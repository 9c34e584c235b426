package io.enforcementcore.adapters.dynamodb.item;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.enforcementcore.adapters.dynamodb.client.Capacity;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Item sizes by the rules of DynamoDB's "Item sizes and formats" page, starting with its own example. */
class ItemSizeTest {

    @Test
    void the_documented_shirt_item_is_23_bytes() {
        Map<String, AttributeValue> item = Map.of(
                "shirt-color", AttributeValue.fromS("R"),
                "shirt-size", AttributeValue.fromS("M"));
        assertEquals(23, ItemSize.of(item));
    }

    @Test
    void strings_count_utf8_bytes_of_name_and_value() {
        assertEquals(2 + 3, ItemSize.of(Map.of("id", AttributeValue.fromS("\u20AC"))));
    }

    @Test
    void numbers_count_their_base_100_pairs_plus_one() {
        assertEquals(3, ItemSize.numberBytes("123"));
        assertEquals(2, ItemSize.numberBytes("7"));
        assertEquals(2, ItemSize.numberBytes("1000"), "trailing zeros are trimmed");
        assertEquals(2, ItemSize.numberBytes("0.001"), "leading zeros are trimmed");
        assertEquals(1, ItemSize.numberBytes("0"), "zero has no digits to store");
        assertEquals(20, ItemSize.numberBytes("9".repeat(38)));
        assertEquals(7 + 3, ItemSize.of(Map.of("version", AttributeValue.fromN("1234"))));
    }

    @Test
    void integers_counted_on_their_digits_match_the_decimal_rule() {
        for (String number : List.of("1", "-1", "10", "-10", "120", "-120", "560", "1200", "007", "-0", "00",
                "99", "100", "101", "1010", "123456789012345678", "-9000000000", "12345678901234567890123456789012345678")) {
            assertEquals(decimalRule(number), ItemSize.numberBytes(number), number);
        }
        assertEquals(3, ItemSize.numberBytes("120"), "1|20: two pairs");
        assertEquals(3, ItemSize.numberBytes("-1"), "a negative number ends with one more byte");
    }

    @Test
    void strings_counted_by_character_match_their_utf8_encoding() {
        for (String text : List.of("", "plain", "\u00e9t\u00e9", "\u20AC5", "\uD83D\uDE00 smile", "lone \uD83D high",
                "lone \uDE00 low", "end \uD83D")) {
            assertEquals(2 + text.getBytes(StandardCharsets.UTF_8).length,
                    ItemSize.of(Map.of("id", AttributeValue.fromS(text))), text);
        }
    }

    /** The rule as numberBytes states it, on BigDecimal: one byte plus the base-100 pairs, one more if negative. */
    private static long decimalRule(String number) {
        BigDecimal decimal = new BigDecimal(number).stripTrailingZeros();
        if (decimal.signum() == 0) {
            return 1;
        }
        int lowest = -decimal.scale();
        int highest = lowest + decimal.precision() - 1;
        return 1 + Math.floorDiv(highest, 2) - Math.floorDiv(lowest, 2) + 1 + (decimal.signum() < 0 ? 1 : 0);
    }

    @Test
    void booleans_and_nulls_are_one_byte() {
        assertEquals(9 + 1, ItemSize.of(Map.of("published", AttributeValue.fromBool(true))));
        assertEquals(4 + 1, ItemSize.of(Map.of("none", AttributeValue.fromNul(true))));
    }

    @Test
    void binaries_count_raw_bytes_not_base64() {
        assertEquals(1 + 10, ItemSize.of(Map.of("b", AttributeValue.fromB(SdkBytes.fromByteArray(new byte[10])))));
    }

    @Test
    void lists_and_maps_cost_three_bytes_plus_one_per_element() {
        assertEquals(1 + 3, ItemSize.of(Map.of("l", AttributeValue.fromL(List.of()))));
        assertEquals(1 + 3 + (1 + 1) + (1 + 1),
                ItemSize.of(Map.of("l", AttributeValue.fromL(List.of(AttributeValue.fromS("a"),
                        AttributeValue.fromS("b"))))));
        assertEquals(7 + 3 + (8 + 15 + 1), ItemSize.of(Map.of("details",
                AttributeValue.fromM(Map.of("mimeType", AttributeValue.fromS("application/pdf"))))));
    }

    @Test
    void sets_are_the_sum_of_their_elements() {
        assertEquals(4 + 2 + 3, ItemSize.of(Map.of("tags", AttributeValue.fromSs(List.of("ab", "cde")))));
    }

    @Test
    void capacity_follows_dynamodbs_unit_sizes() {
        assertEquals(1.0, Capacity.itemRead(4096, true));
        assertEquals(2.0, Capacity.itemRead(4097, true));
        assertEquals(0.5, Capacity.queryRead(100, false));
        assertEquals(1.0, Capacity.queryRead(0, true), "a read costs at least one unit");
        assertEquals(2.0, Capacity.transactionalWrite(1024));
        assertEquals(4.0, Capacity.transactionalWrite(1025));
    }
}
