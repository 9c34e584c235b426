package io.enforcementcore.design.ops;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The template as plain data: ordered maps, lists, strings, integers and booleans, so that rendering it
 * is deterministic (the committed template is compared byte for byte) and needs no template engine.
 */
final class Tree {
    private Tree() {
    }

    /** An ordered map from alternating keys and values. */
    static Map<String, Object> map(Object... keysAndValues) {
        if (keysAndValues.length % 2 != 0) {
            throw new IllegalArgumentException("keys and values come in pairs");
        }
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            map.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return map;
    }

    static Map<String, Object> ref(String logicalId) {
        return map("Ref", logicalId);
    }

    static Map<String, Object> getAtt(String logicalId, String attribute) {
        return map("Fn::GetAtt", List.of(logicalId, attribute));
    }

    static Map<String, Object> sub(String text) {
        return map("Fn::Sub", text);
    }

    static Map<String, Object> ifThen(String condition, Object then, Object otherwise) {
        return map("Fn::If", List.of(condition, then, otherwise));
    }
}
