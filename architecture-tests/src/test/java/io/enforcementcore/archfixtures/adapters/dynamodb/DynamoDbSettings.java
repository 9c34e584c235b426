package io.enforcementcore.archfixtures.adapters.dynamodb;

import java.net.URI;
import software.amazon.awssdk.regions.Region;

public record DynamoDbSettings(Endpoint endpoint, String table) {

    /** Nested in an entry point, so public on purpose. */
    public record Endpoint(URI uri) {
    }

    Region region() {
        return Region.EU_WEST_1;
    }
}
