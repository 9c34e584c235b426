package io.enforcementcore.archfixtures.adapters.dynamodb;

import java.util.List;

/** A public entry point for design reports; plain values out, so public on purpose. */
public final class DynamoDbDesign {

    /** Nested in an entry point, so public on purpose. */
    public record Hotspot(String partition, boolean overLimit) {
    }

    private DynamoDbDesign() {
    }

    public static List<Hotspot> hotspots() {
        return List.of(new Hotspot("CASE#hot", false));
    }
}
