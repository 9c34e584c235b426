package io.enforcementcore.adapters.dynamodb;

import io.vavr.control.Option;
import java.net.URI;
import java.util.Objects;

/**
 * Where the DynamoDB store lives.
 *
 * @param endpoint         an endpoint to use instead of the region's (DynamoDB Local, moto); none for AWS
 * @param region           the AWS region (any valid name when an endpoint is given)
 * @param tableName        the single table of the store
 * @param localCredentials use fixed dummy credentials (for a local engine) instead of the default
 *                         AWS credential chain
 * @param outboxShards     how many partitions the pending-outbox view is split into (1..99)
 */
public record DynamoDbSettings(Option<URI> endpoint, String region, String tableName, boolean localCredentials,
                               int outboxShards) {
    public static final int DEFAULT_OUTBOX_SHARDS = 8;

    public DynamoDbSettings {
        Objects.requireNonNull(endpoint, "endpoint");
        if (region == null || region.isBlank()) {
            throw new IllegalArgumentException("region must not be blank");
        }
        if (tableName == null || !tableName.matches("[A-Za-z0-9_.-]{3,255}")) {
            throw new IllegalArgumentException("table name must be 3-255 of [A-Za-z0-9_.-], was " + tableName);
        }
        if (outboxShards < 1 || outboxShards > 99) {
            throw new IllegalArgumentException("outboxShards must be 1..99, was " + outboxShards);
        }
    }

    /** A table on AWS in {@code region}, with credentials from the default AWS chain. */
    public static DynamoDbSettings aws(String region, String tableName) {
        return new DynamoDbSettings(Option.none(), region, tableName, false, DEFAULT_OUTBOX_SHARDS);
    }

    /** A table on a local engine (DynamoDB Local, moto) at {@code endpoint}, with dummy credentials. */
    public static DynamoDbSettings local(URI endpoint, String tableName) {
        return new DynamoDbSettings(Option.some(endpoint), "us-east-1", tableName, true, DEFAULT_OUTBOX_SHARDS);
    }

    public DynamoDbSettings withOutboxShards(int shards) {
        return new DynamoDbSettings(endpoint, region, tableName, localCredentials, shards);
    }
}
