package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.adapters.dynamodb.item.EventCodecs;
import io.vavr.control.Option;
import java.net.URI;
import java.util.Objects;

/**
 * Where the DynamoDB store lives.
 *
 * @param endpoint     an endpoint to use instead of the region's (DynamoDB Local, moto); none for AWS
 * @param region       the AWS region (any valid name when an endpoint is given)
 * @param tableName    the single table of the store
 * @param credentials  where the requests' signing credentials come from
 * @param outboxShards how many partitions the pending-outbox view is split into (1..99)
 */
public record DynamoDbSettings(Option<URI> endpoint, String region, String tableName, Credentials credentials,
                               int outboxShards) {
    public static final int DEFAULT_OUTBOX_SHARDS = EventCodecs.DEFAULT_OUTBOX_SHARDS;

    /** Where the credentials that sign the store's requests come from. */
    public enum Credentials {
        /**
         * The AWS SDK's default credentials chain: system properties, environment variables, web identity
         * token, profile files, container and instance metadata.
         */
        DEFAULT_CHAIN,
        /** Fixed dummy credentials, for a local engine that accepts any. */
        DUMMY,
        /**
         * The default chain when it finds credentials, otherwise dummy ones. Decided once, when the first
         * request is signed (not when connecting), and kept: credentials the chain found are refreshed by
         * the chain as usual, and a failure of the chain after that is not papered over with dummy ones.
         */
        DEFAULT_CHAIN_OR_DUMMY
    }

    public DynamoDbSettings {
        Objects.requireNonNull(endpoint, "endpoint");
        Objects.requireNonNull(credentials, "credentials");
        if (region == null || region.isBlank()) {
            throw new IllegalArgumentException("region must not be blank");
        }
        requireTableName(tableName);
        requireOutboxShards(outboxShards);
    }

    /** A table on AWS in {@code region}, with credentials from the default AWS chain. */
    public static DynamoDbSettings aws(String region, String tableName) {
        return new DynamoDbSettings(Option.none(), region, tableName, Credentials.DEFAULT_CHAIN,
                DEFAULT_OUTBOX_SHARDS);
    }

    /** A table on a local engine (DynamoDB Local, moto) at {@code endpoint}, with dummy credentials. */
    public static DynamoDbSettings local(URI endpoint, String tableName) {
        return new DynamoDbSettings(Option.some(endpoint), "us-east-1", tableName, Credentials.DUMMY,
                DEFAULT_OUTBOX_SHARDS);
    }

    /**
     * A table at an explicit {@code endpoint}, which may be a local engine or AWS itself (a VPC endpoint,
     * a proxy): requests are signed with the default AWS credentials chain's credentials when it finds any,
     * and with dummy ones when it finds none, which a local engine accepts
     * ({@link Credentials#DEFAULT_CHAIN_OR_DUMMY}). The chain is first asked when the first request is
     * signed, so connecting never waits for it.
     */
    public static DynamoDbSettings endpoint(URI endpoint, String region, String tableName) {
        Objects.requireNonNull(endpoint, "endpoint");
        return new DynamoDbSettings(Option.some(endpoint), region, tableName, Credentials.DEFAULT_CHAIN_OR_DUMMY,
                DEFAULT_OUTBOX_SHARDS);
    }

    public DynamoDbSettings withOutboxShards(int shards) {
        return new DynamoDbSettings(endpoint, region, tableName, credentials, shards);
    }

    /** What DynamoDB accepts as a table name, in words for an error message. */
    public static final String TABLE_NAME_RULE = "3 to 255 letters, digits, '_', '.' or '-'";

    /** Whether DynamoDB accepts {@code tableName} as a table name. */
    public static boolean isTableName(String tableName) {
        return tableName != null && tableName.matches("[A-Za-z0-9_.-]{3,255}");
    }

    static String requireTableName(String tableName) {
        if (!isTableName(tableName)) {
            throw new IllegalArgumentException("table name must be " + TABLE_NAME_RULE + ", was " + tableName);
        }
        return tableName;
    }

    static int requireOutboxShards(int outboxShards) {
        if (outboxShards < 1 || outboxShards > 99) {
            throw new IllegalArgumentException("outboxShards must be 1..99, was " + outboxShards);
        }
        return outboxShards;
    }
}
