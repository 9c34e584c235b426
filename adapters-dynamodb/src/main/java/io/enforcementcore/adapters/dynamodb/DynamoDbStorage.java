package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.adapters.dynamodb.client.Retrier;
import io.enforcementcore.adapters.dynamodb.client.SigningCredentials;
import io.enforcementcore.adapters.dynamodb.client.StorageClient;
import io.enforcementcore.adapters.dynamodb.item.CurrentSchema;
import io.enforcementcore.adapters.dynamodb.item.EventCodecs;
import io.enforcementcore.adapters.dynamodb.port.DynamoDbCaseReader;
import io.enforcementcore.adapters.dynamodb.port.DynamoDbChangeStore;
import io.enforcementcore.adapters.dynamodb.port.DynamoDbCommandRecall;
import io.enforcementcore.adapters.dynamodb.port.DynamoDbMigration;
import io.enforcementcore.adapters.dynamodb.port.DynamoDbOutboxRelay;
import io.enforcementcore.adapters.dynamodb.port.DynamoDbTenantViews;
import io.enforcementcore.adapters.dynamodb.read.AccessPatternRegistry;
import io.enforcementcore.adapters.dynamodb.table.CommandRegistry;
import io.enforcementcore.adapters.dynamodb.table.TableDefinition;
import io.enforcementcore.adapters.dynamodb.write.ChangePlanner;
import io.enforcementcore.adapters.dynamodb.write.DynamoDbItemSizing;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.metering.ForObservingStorage;
import io.enforcementcore.metering.ForSizingItems;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;

/**
 * The DynamoDB store: every storage port on one single table, behind this one public entry point.
 * The key grammar, the items and the SDK stay inside the adapter. Every request is reported to the
 * {@link ForObservingStorage} given at {@link #connect}; throttling and conflicts are retried by the
 * adapter (the SDK's own retries are off) and then thrown as
 * {@link io.enforcementcore.domain.port.StoreUnavailable}.
 */
public final class DynamoDbStorage implements AutoCloseable {
    private final DynamoDbClient client;
    private final TableDefinition table;
    private final StoragePorts ports;

    private DynamoDbStorage(DynamoDbClient client, DynamoDbSettings settings, ForObservingStorage observer,
                            Retrier retrier) {
        this.client = client;
        this.table = new TableDefinition(settings.tableName());
        StorageClient storage = new StorageClient(client, settings.tableName(), retrier, observer);
        EventCodecs events = new EventCodecs(settings.outboxShards());
        this.ports = new StoragePorts(
                new DynamoDbChangeStore(storage, new ChangePlanner(events)),
                new DynamoDbCaseReader(storage),
                new DynamoDbTenantViews(storage),
                new DynamoDbOutboxRelay(storage, settings.outboxShards()),
                new DynamoDbCommandRecall(storage),
                new DynamoDbMigration(storage, new CurrentSchema(events)));
    }

    /** Connects to the table of {@code settings} (it is not created; see {@link #createTableIfMissing()}). */
    public static DynamoDbStorage connect(DynamoDbSettings settings, ForObservingStorage observer) {
        return connect(settings, observer, override -> { }, Retrier.standard());
    }

    /** For this package's tests: extra client configuration (interceptors) and a retrier that does not sleep. */
    static DynamoDbStorage connect(DynamoDbSettings settings, ForObservingStorage observer,
                                   Consumer<ClientOverrideConfiguration.Builder> customiser, Retrier retrier) {
        Objects.requireNonNull(observer, "observer");
        DynamoDbClientBuilder builder = DynamoDbClient.builder()
                .httpClientBuilder(UrlConnectionHttpClient.builder())
                .region(Region.of(settings.region()))
                .credentialsProvider(credentialsFor(settings.credentials()))
                .overrideConfiguration(override -> {
                    // our Retrier is the only retry loop, so attempts and backoff are counted and bounded once
                    override.retryStrategy(AwsRetryStrategy.doNotRetry());
                    customiser.accept(override);
                });
        settings.endpoint().forEach(builder::endpointOverride);
        return new DynamoDbStorage(builder.build(), settings, observer, retrier);
    }

    /**
     * Sizes domain records as the items this store writes, and prices change sets as the transactions it
     * commits, by DynamoDB's rules: for a store that keeps no such items (the in-memory one) to report
     * the same bytes, capacity units and item writes. Needs no table and no connection.
     */
    public static ForSizingItems itemSizing() {
        return new DynamoDbItemSizing();
    }

    /**
     * Every attribution a storage request of this store may carry: the access patterns AP01..AP14,
     * the commands C01..C14 and {@code IDEMPOTENCY} (the recall before a keyed command). A request
     * attributed to anything else serves no documented purpose.
     */
    public static Set<String> knownAttributions() {
        Set<String> known = new LinkedHashSet<>();
        AccessPatternRegistry.READS.forEach(plan -> known.add(plan.id()));
        CommandRegistry.COMMANDS.forEach(command -> known.add(command.id()));
        return Collections.unmodifiableSet(known);
    }

    public StoragePorts ports() {
        return ports;
    }

    /** Creates the table with its indexes unless it exists, and waits until it is ACTIVE. Idempotent. */
    public void createTableIfMissing() {
        table.createIfMissing(client);
    }

    /** The SDK client, for this package's tests (raw items, table clean-up). */
    DynamoDbClient client() {
        return client;
    }

    @Override
    public void close() {
        client.close();
    }

    private static AwsCredentialsProvider credentialsFor(DynamoDbSettings.Credentials choice) {
        return switch (choice) {
            case DEFAULT_CHAIN -> DefaultCredentialsProvider.builder().build();
            case DUMMY -> StaticCredentialsProvider.create(SigningCredentials.DUMMY);
            case DEFAULT_CHAIN_OR_DUMMY -> new SigningCredentials(DefaultCredentialsProvider.builder().build());
        };
    }
}
