package io.enforcementcore.benchmarks;

import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Items in DynamoDB's wire JSON, to build the canned responses from items the adapter itself wrote. */
final class ItemJson {
    private ItemJson() {
    }

    static String items(List<Map<String, AttributeValue>> items) {
        return items.stream().map(ItemJson::item).collect(Collectors.joining(",", "[", "]"));
    }

    static String item(Map<String, AttributeValue> item) {
        return item.entrySet().stream().map(e -> quote(e.getKey()) + ":" + value(e.getValue()))
                .collect(Collectors.joining(",", "{", "}"));
    }

    private static String value(AttributeValue v) {
        return switch (v.type()) {
            case S -> "{\"S\":" + quote(v.s()) + "}";
            case N -> "{\"N\":" + quote(v.n()) + "}";
            case B -> "{\"B\":" + quote(Base64.getEncoder().encodeToString(v.b().asByteArray())) + "}";
            case BOOL -> "{\"BOOL\":" + v.bool() + "}";
            case NUL -> "{\"NULL\":true}";
            case M -> "{\"M\":" + item(v.m()) + "}";
            case L -> v.l().stream().map(ItemJson::value).collect(Collectors.joining(",", "{\"L\":[", "]}"));
            case SS -> v.ss().stream().map(ItemJson::quote).collect(Collectors.joining(",", "{\"SS\":[", "]}"));
            case NS -> v.ns().stream().map(ItemJson::quote).collect(Collectors.joining(",", "{\"NS\":[", "]}"));
            default -> throw new IllegalArgumentException("attribute type " + v.type() + " is not written here");
        };
    }

    private static String quote(String s) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20) {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.append('"').toString();
    }
}
