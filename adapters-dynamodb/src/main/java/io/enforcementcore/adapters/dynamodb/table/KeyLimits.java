package io.enforcementcore.adapters.dynamodb.table;

import java.nio.charset.StandardCharsets;

/**
 * DynamoDB's size limits on key attributes (UTF-8 bytes): a partition key of the table or of an index
 * at most 2048, a sort key at most 1024. Checked while keys are built, so an over-long key is refused
 * before any request is sent rather than by the service.
 */
public final class KeyLimits {
    public static final int PARTITION_KEY_MAX_BYTES = 2048;
    public static final int SORT_KEY_MAX_BYTES = 1024;

    private KeyLimits() {
    }

    public static String partitionKey(String attribute, String value) {
        return require(attribute, value, PARTITION_KEY_MAX_BYTES);
    }

    public static String sortKey(String attribute, String value) {
        return require(attribute, value, SORT_KEY_MAX_BYTES);
    }

    private static String require(String attribute, String value, int limit) {
        if (value.length() * 3L <= limit) {
            return value; // UTF-8 takes at most three bytes per char (four per pair of chars): no need to encode it
        }
        int bytes = value.getBytes(StandardCharsets.UTF_8).length;
        if (bytes > limit) {
            throw new KeyTooLong(attribute, bytes, limit);
        }
        return value;
    }

    /** A key that DynamoDB would refuse; the commit path reports it as invalid input. */
    public static final class KeyTooLong extends IllegalArgumentException {
        private final String attribute;
        private final int bytes;
        private final int limit;

        KeyTooLong(String attribute, int bytes, int limit) {
            super(attribute + " would be " + bytes + " bytes (UTF-8), over DynamoDB's limit of " + limit);
            this.attribute = attribute;
            this.bytes = bytes;
            this.limit = limit;
        }

        public String attribute() {
            return attribute;
        }

        int bytes() {
            return bytes;
        }

        int limit() {
            return limit;
        }
    }
}
