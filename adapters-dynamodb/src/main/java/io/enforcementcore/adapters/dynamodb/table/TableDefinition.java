package io.enforcementcore.adapters.dynamodb.table;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ResourceInUseException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveSpecification;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;

/**
 * The table in code: {@code PK}/{@code SK} strings, two overloaded sparse GSIs and one sparse LSI, each
 * index projecting the non-key attributes it is given (INCLUDE: what its views decode) or, given none,
 * ALL; billed per request.
 */
public final class TableDefinition {

    /**
     * The table's time-to-live attribute: a Number of epoch seconds after which DynamoDB may delete the
     * item (idempotency records and published outbox events carry it). DynamoDB deletes within days, not
     * at the instant, so readers still decide expiry themselves.
     */
    public static final String TIME_TO_LIVE_ATTRIBUTE = "expiresAt";

    /** The secondary indexes and the access patterns each one serves. */
    public enum Index {
        /**
         * Overloaded and sparse. AP03 open tasks of an assignee ({@code TENANT#t#ASSIGNEE#u#TASK_STATUS#OPEN});
         * AP04 open deadlines of a tenant ({@code TENANT#t#DEADLINE_STATUS#OPEN}); AP10 pending outbox
         * events, sharded ({@code OUTBOX#PENDING#nn}); AP12 cases of a tenant by status (STATE items).
         */
        GSI1(KeyGrammar.GSI1PK, KeyGrammar.GSI1SK,
                "AP03 open tasks by assignee, AP04 open deadlines by tenant, AP10 pending outbox (8 shards), "
                        + "AP12 cases by status"),
        /** Sparse. AP13 high-risk open cases of a tenant, by zero-padded score (STATE items while open and >= 80). */
        GSI2(KeyGrammar.GSI2PK, KeyGrammar.GSI2SK, "AP13 high-risk open cases by score"),
        /**
         * Sparse and local (strongly consistent). AP09 open tasks ({@code OPEN#TASK#...}) and open deadlines
         * ({@code OPEN#DEADLINE#...}) of one case, without reading its closed work.
         */
        LSI1(KeyGrammar.PK, KeyGrammar.LSI1SK, "AP09 open tasks and open deadlines of a case (consistent)");

        private final String partitionKey;
        private final String sortKey;
        private final String purpose;

        Index(String partitionKey, String sortKey, String purpose) {
            this.partitionKey = partitionKey;
            this.sortKey = sortKey;
            this.purpose = purpose;
        }

        public String partitionKey() {
            return partitionKey;
        }

        public String sortKey() {
            return sortKey;
        }

        public String purpose() {
            return purpose;
        }
    }

    /**
     * Whether a read of {@code index} ({@code table} or an index name) can be strongly consistent: the
     * table's and a local index's can, a global index's cannot.
     */
    public static boolean readsConsistently(String index) {
        return !index.startsWith("GSI");
    }

    private final String tableName;
    private final Map<Index, List<String>> included;

    /** @param included the non-key attributes each index projects; an index not listed projects ALL */
    public TableDefinition(String tableName, Map<Index, List<String>> included) {
        this.tableName = tableName;
        this.included = Map.copyOf(included);
    }

    public String tableName() {
        return tableName;
    }

    public CreateTableRequest createRequest() {
        return CreateTableRequest.builder()
                .tableName(tableName)
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(
                        string(KeyGrammar.PK), string(KeyGrammar.SK),
                        string(KeyGrammar.GSI1PK), string(KeyGrammar.GSI1SK),
                        string(KeyGrammar.GSI2PK), string(KeyGrammar.GSI2SK),
                        string(KeyGrammar.LSI1SK))
                .keySchema(keys(KeyGrammar.PK, KeyGrammar.SK))
                .globalSecondaryIndexes(
                        GlobalSecondaryIndex.builder().indexName(Index.GSI1.name())
                                .keySchema(keys(Index.GSI1.partitionKey(), Index.GSI1.sortKey()))
                                .projection(projection(Index.GSI1)).build(),
                        GlobalSecondaryIndex.builder().indexName(Index.GSI2.name())
                                .keySchema(keys(Index.GSI2.partitionKey(), Index.GSI2.sortKey()))
                                .projection(projection(Index.GSI2)).build())
                .localSecondaryIndexes(
                        LocalSecondaryIndex.builder().indexName(Index.LSI1.name())
                                .keySchema(keys(Index.LSI1.partitionKey(), Index.LSI1.sortKey()))
                                .projection(projection(Index.LSI1)).build())
                .build();
    }

    private Projection projection(Index index) {
        List<String> attributes = included.get(index);
        if (attributes == null) {
            return Projection.builder().projectionType(ProjectionType.ALL).build();
        }
        return attributes.isEmpty() ? Projection.builder().projectionType(ProjectionType.KEYS_ONLY).build()
                : Projection.builder().projectionType(ProjectionType.INCLUDE).nonKeyAttributes(attributes).build();
    }

    /**
     * Idempotent: describes first, tolerates a concurrent creator and waits until the table is ACTIVE. The
     * time to live is turned on apart ({@link #enableTimeToLive}), once the table is known to be this one.
     */
    public void createIfMissing(DynamoDbClient client) {
        if (!exists(client)) {
            try {
                client.createTable(createRequest());
            } catch (ResourceInUseException alreadyBeingCreated) {
                // another process won the race; waiting below covers both cases
            }
        }
        client.waiter().waitUntilTableExists(DescribeTableRequest.builder().tableName(tableName).build());
    }

    /** Turns on the time-to-live on {@link #TIME_TO_LIVE_ATTRIBUTE}, for a table whose time to live is off. */
    public void enableTimeToLive(DynamoDbClient client) {
        client.updateTimeToLive(UpdateTimeToLiveRequest.builder().tableName(tableName)
                .timeToLiveSpecification(TimeToLiveSpecification.builder()
                        .attributeName(TIME_TO_LIVE_ATTRIBUTE).enabled(true).build())
                .build());
    }

    private boolean exists(DynamoDbClient client) {
        try {
            client.describeTable(DescribeTableRequest.builder().tableName(tableName).build());
            return true;
        } catch (ResourceNotFoundException missing) {
            return false;
        }
    }

    private static AttributeDefinition string(String name) {
        return AttributeDefinition.builder().attributeName(name).attributeType(ScalarAttributeType.S).build();
    }

    private static List<KeySchemaElement> keys(String partition, String sort) {
        return List.of(
                KeySchemaElement.builder().attributeName(partition).keyType(KeyType.HASH).build(),
                KeySchemaElement.builder().attributeName(sort).keyType(KeyType.RANGE).build());
    }
}
