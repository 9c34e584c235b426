package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.adapters.dynamodb.client.Attribution;
import io.enforcementcore.adapters.dynamodb.client.Retrier;
import io.enforcementcore.adapters.dynamodb.client.SigningCredentials;
import io.enforcementcore.adapters.dynamodb.client.StorageClient;
import io.enforcementcore.adapters.dynamodb.item.CurrentSchema;
import io.enforcementcore.adapters.dynamodb.item.EventCodecs;
import io.enforcementcore.adapters.dynamodb.port.DynamoDbCaseReader;
import io.enforcementcore.adapters.dynamodb.port.DynamoDbChangeStore;
import io.enforcementcore.adapters.dynamodb.port.DynamoDbCommandRecall;
import io.enforcementcore.adapters.dynamodb.port.DynamoDbLeases;
import io.enforcementcore.adapters.dynamodb.port.DynamoDbMigration;
import io.enforcementcore.adapters.dynamodb.port.DynamoDbOutboxRelay;
import io.enforcementcore.adapters.dynamodb.port.DynamoDbTenantViews;
import io.enforcementcore.adapters.dynamodb.read.AccessPatternRegistry;
import io.enforcementcore.adapters.dynamodb.read.IndexProjections;
import io.enforcementcore.adapters.dynamodb.table.CommandRegistry;
import io.enforcementcore.adapters.dynamodb.table.TableDefinition;
import io.enforcementcore.adapters.dynamodb.table.TableShape;
import io.enforcementcore.adapters.dynamodb.write.ChangePlanner;
import io.enforcementcore.adapters.dynamodb.write.DynamoDbItemSizing;
import io.enforcementcore.adapters.dynamodb.write.MarkedItemSizing;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.domain.port.StoreMisconfigured;
import io.enforcementcore.metering.ForObservingStorage;
import io.enforcementcore.metering.ForSizingItems;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.http.SdkHttpClient;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.retries.api.RetryStrategy;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The DynamoDB store: every storage port on one single table, behind this one public entry point.
 * The key grammar, the items and the SDK stay inside the adapter. Every request is reported to the
 * store's {@link ForObservingStorage}. Built with {@link #connect}, the store owns its client and is the
 * only retry loop (the SDK's retries are off); built with {@link #builder} on the caller's client, that
 * client's retry strategy is the loop unless the adapter is asked to retry instead. Either way,
 * retryable failures that outlast the loop are thrown as {@link io.enforcementcore.domain.port.StoreUnavailable},
 * and a commit whose answer was lost (a timeout fired after it was sent) is settled by reading it back before
 * it is answered: landed, rejected, or {@link io.enforcementcore.domain.port.OutcomeUnknown} when the store
 * stayed unreachable meanwhile.
 */
public final class DynamoDbStorage implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(DynamoDbStorage.class);
    /**
     * How long {@link #connect} lets one request take: far above DynamoDB's own latencies, so that only an
     * endpoint that stopped answering reaches it, and a commit's lost answer is settled in seconds, not minutes.
     */
    public static final Duration CONNECT_CALL_TIMEOUT = Duration.ofSeconds(10);
    /** The adapter's own retries on a client {@link #connect} builds: attempts, and full-jitter backoff from base to cap. */
    public static final int CONNECT_ATTEMPTS = Retrier.Policy.DEFAULT.maxAttempts();
    public static final Duration CONNECT_BACKOFF_BASE = Retrier.Policy.DEFAULT.base();
    public static final Duration CONNECT_BACKOFF_CAP = Retrier.Policy.DEFAULT.cap();
    private final DynamoDbClient client;
    private final boolean ownsClient;
    private final TableDefinition table;
    private final StorageClient storage;
    private final StoragePorts ports;

    private DynamoDbStorage(DynamoDbClient client, boolean ownsClient, String tableName, int outboxShards,
                            ForObservingStorage observer, Retrier retrier, IndexProjections projections) {
        this.client = client;
        this.ownsClient = ownsClient;
        this.table = projections.table(tableName);
        this.storage = new StorageClient(client, tableName, retrier, observer, projections.askedOf());
        EventCodecs events = new EventCodecs(outboxShards);
        this.ports = new StoragePorts(
                new DynamoDbChangeStore(storage, new ChangePlanner(events)),
                new DynamoDbCaseReader(storage),
                new DynamoDbTenantViews(storage),
                new DynamoDbOutboxRelay(storage, outboxShards),
                new DynamoDbCommandRecall(storage),
                new DynamoDbMigration(storage, new CurrentSchema(events)),
                new DynamoDbLeases(storage));
    }

    /**
     * A store on {@code tableName} through a client the caller built and keeps owning (credentials, HTTP
     * client, timeouts, proxy, metric publisher, interceptors, endpoint): {@link #close()} leaves it open.
     * Retries are the client's own by default (the SDK retries throttling, not transaction conflicts); see
     * {@link Builder#retryingInTheAdapter}.
     */
    public static Builder builder(DynamoDbClient client, String tableName) {
        return new Builder(client, tableName);
    }

    /**
     * Connects to the table of {@code settings} (it is not created; see {@link #createTableIfMissing()}) through
     * the AWS SDK's URL-connection HTTP client, which the caller puts on the class path
     * ({@code software.amazon.awssdk:url-connection-client}, an optional dependency of this adapter): without it
     * this throws an {@link IllegalStateException} naming it. A caller who prefers another HTTP client builds its
     * {@link DynamoDbClient} and the store with {@link #builder}.
     */
    public static DynamoDbStorage connect(DynamoDbSettings settings, ForObservingStorage observer) {
        return connect(settings, observer, override -> { }, Retrier.standard());
    }

    /** For this package's tests: extra client configuration (interceptors) and a retrier that does not sleep. */
    static DynamoDbStorage connect(DynamoDbSettings settings, ForObservingStorage observer,
                                   Consumer<ClientOverrideConfiguration.Builder> customiser, Retrier retrier) {
        return connect(settings, observer, customiser, retrier, IndexProjections.byNeed());
    }

    /**
     * For this package's tests: {@code projections} {@link IndexProjections#ALL} measures the same reads on a
     * table whose indexes project everything, the design before the projections were narrowed.
     */
    static DynamoDbStorage connect(DynamoDbSettings settings, ForObservingStorage observer,
                                   Consumer<ClientOverrideConfiguration.Builder> customiser, Retrier retrier,
                                   IndexProjections projections) {
        Objects.requireNonNull(observer, "observer");
        DynamoDbClientBuilder builder = DynamoDbClient.builder()
                .httpClientBuilder(UrlConnectionClient.builder())
                .region(Region.of(settings.region()))
                .credentialsProvider(credentialsFor(settings.credentials()))
                .overrideConfiguration(override -> {
                    // our Retrier is the only retry loop, so attempts and backoff are counted and bounded once
                    override.retryStrategy(AwsRetryStrategy.doNotRetry()).apiCallTimeout(CONNECT_CALL_TIMEOUT);
                    customiser.accept(override);
                });
        settings.endpoint().forEach(builder::endpointOverride);
        return new DynamoDbStorage(builder.build(), true, settings.tableName(), settings.outboxShards(), observer,
                retrier, projections);
    }

    /**
     * Sizes domain records as the items this store writes, and prices change sets as the transactions it
     * commits, by DynamoDB's rules: for a store that keeps no such items (the in-memory one) to report
     * the same bytes, capacity units and item writes. Needs no table and no connection.
     */
    public static ForSizingItems itemSizing() {
        return new MarkedItemSizing(new DynamoDbItemSizing());
    }

    /**
     * Every attribution a storage request of this store may carry: the access patterns AP01..AP14,
     * the commands C01..C14, {@code IDEMPOTENCY} (the recall before a keyed command) and {@code LEASES}
     * (the fleet's leases). A request
     * attributed to anything else serves no documented purpose.
     */
    public static Set<String> knownAttributions() {
        Set<String> known = new LinkedHashSet<>();
        AccessPatternRegistry.READS.forEach(plan -> known.add(plan.id()));
        CommandRegistry.COMMANDS.forEach(command -> known.add(command.id()));
        known.add(Attribution.LEASES);
        return Collections.unmodifiableSet(known);
    }

    public StoragePorts ports() {
        return ports;
    }

    /**
     * Creates the table with its indexes unless it exists, waits until it is ACTIVE and turns its time to
     * live on. Idempotent. An existing table that differs from the design is left as it is and refused:
     * commands would succeed on it and the reads of a missing or other index would fail later.
     *
     * @throws StoreMisconfigured naming the table and listing its differences from the design
     */
    public void createTableIfMissing() {
        table.createIfMissing(client);
        TableShape live = liveTable();
        TableCheck check = checked(live);
        // a time to live that is off, and nothing else, is this method's own last step still to be taken;
        // one on another attribute is the operator's to undo (DynamoDB allows one per table)
        if (live.timeToLiveOff() && check.differences().size() == 1) {
            table.enableTimeToLive(client);
        } else if (!check.matches()) {
            throw new StoreMisconfigured("CreateTable", check.describe() + "; this store never alters an "
                    + "existing table: fix it, or give the name of a table to create", null);
        }
    }

    /**
     * Compares the live table (its description and time to live) with the design this store was built with:
     * key attributes and their types, every secondary index's kind, keys and projection, indexes missing or
     * extra, and the time to live. A time to live being turned on counts as on. Changes nothing.
     *
     * @throws StoreMisconfigured when the table does not exist (the message names it)
     */
    public TableCheck verifyTable() {
        return checked(liveTable());
    }

    private TableShape liveTable() {
        return TableShape.live(storage.describe(), storage.timeToLive());
    }

    private TableCheck checked(TableShape live) {
        List<TableCheck.Difference> differences = new ArrayList<>();
        TableShape.designed(table).compare(live,
                (what, expected, found) -> differences.add(new TableCheck.Difference(what, expected, found)));
        return new TableCheck(table.tableName(), differences);
    }

    /** The SDK client, for this package's tests (raw items, table clean-up). */
    DynamoDbClient client() {
        return client;
    }

    @Override
    public void close() {
        if (ownsClient) {
            client.close();
        }
    }

    private static AwsCredentialsProvider credentialsFor(DynamoDbSettings.Credentials choice) {
        return switch (choice) {
            case DEFAULT_CHAIN -> DefaultCredentialsProvider.builder().build();
            case DUMMY -> StaticCredentialsProvider.create(SigningCredentials.DUMMY);
            case DEFAULT_CHAIN_OR_DUMMY -> new SigningCredentials(DefaultCredentialsProvider.builder().build());
        };
    }

    /**
     * What {@link #verifyTable()} found: every way the live table differs from the design, none when it
     * matches.
     */
    public record TableCheck(String table, List<Difference> differences) {
        public TableCheck {
            differences = List.copyOf(differences);
        }

        public boolean matches() {
            return differences.isEmpty();
        }

        /** For people: e.g. {@code table 'T' differs from the design in 1 way: index GSI2: expected ..., found none}. */
        public String describe() {
            if (matches()) {
                return "table '" + table + "' matches the design";
            }
            return "table '" + table + "' differs from the design in " + differences.size()
                    + (differences.size() == 1 ? " way: " : " ways: ")
                    + differences.stream().map(Difference::describe).collect(Collectors.joining("; "));
        }

        /**
         * One way the table differs: {@code what} (e.g. {@code table keys}, {@code index GSI1 projection},
         * {@code time to live}), as the design has it and as the table has it ({@code none} when absent).
         */
        public record Difference(String what, String expected, String found) {
            public String describe() {
                return what + ": expected " + expected + ", found " + found;
            }
        }
    }

    /** How a store is built on the caller's own client; every setting has a default. */
    public static final class Builder {
        private final DynamoDbClient client;
        private final String tableName;
        private ForObservingStorage observer = ForObservingStorage.NONE;
        private int outboxShards = DynamoDbSettings.DEFAULT_OUTBOX_SHARDS;
        private Retrier.Policy retries = Retrier.Policy.ONCE;

        private Builder(DynamoDbClient client, String tableName) {
            this.client = Objects.requireNonNull(client, "client");
            this.tableName = DynamoDbSettings.requireTableName(tableName);
        }

        /** Who hears of every request the store makes (default: nobody). */
        public Builder observedBy(ForObservingStorage observer) {
            this.observer = Objects.requireNonNull(observer, "observer");
            return this;
        }

        /** How many partitions the pending-outbox view is split into (default 8); every writer must agree. */
        public Builder outboxShards(int outboxShards) {
            this.outboxShards = DynamoDbSettings.requireOutboxShards(outboxShards);
            return this;
        }

        /**
         * Lets the adapter retry throttling and transaction conflicts itself, at most {@code maxAttempts}
         * times with jittered backoff from {@code base} up to {@code cap}. Two retry loops would multiply
         * their attempts, so this requires a client whose own retry strategy makes one attempt only
         * ({@code AwsRetryStrategy.doNotRetry()}); without it the client's strategy is the only loop.
         */
        public Builder retryingInTheAdapter(int maxAttempts, Duration base, Duration cap) {
            int clientAttempts = client.serviceClientConfiguration().overrideConfiguration().retryStrategy()
                    .map(RetryStrategy::maxAttempts).orElse(Integer.MAX_VALUE);
            if (clientAttempts > 1) {
                throw new IllegalArgumentException("the client retries by itself (" + (clientAttempts
                        == Integer.MAX_VALUE ? "its default strategy" : clientAttempts + " attempts")
                        + "); build it with AwsRetryStrategy.doNotRetry() to let the adapter retry instead");
            }
            this.retries = new Retrier.Policy(maxAttempts, base, cap);
            return this;
        }

        /**
         * The store. A client with neither an API call timeout nor an attempt timeout is warned about, once
         * per store built: the SDK's defaults let one request to an endpoint that stopped answering wait for
         * minutes, and every caller waits with it.
         */
        public DynamoDbStorage build() {
            ClientOverrideConfiguration configured = client.serviceClientConfiguration().overrideConfiguration();
            if (configured.apiCallTimeout().isEmpty() && configured.apiCallAttemptTimeout().isEmpty()) {
                LOG.warn("the DynamoDB client for table '{}' has no timeout: set ClientOverrideConfiguration's "
                        + "apiCallAttemptTimeout (e.g. 2 s) and apiCallTimeout (e.g. 10 s), or a request to an "
                        + "endpoint that stopped answering can wait minutes", tableName);
            }
            return new DynamoDbStorage(client, false, tableName, outboxShards, observer, Retrier.with(retries),
                    IndexProjections.byNeed());
        }
    }

    /**
     * The HTTP client of {@link #connect}, from an optional dependency: a class of its own, so that a store built on
     * the caller's client never loads it and one that connects without it is told what to add.
     */
    private static final class UrlConnectionClient {
        static final String ARTIFACT = "software.amazon.awssdk:url-connection-client";

        static SdkHttpClient.Builder<?> builder() {
            try {
                Class.forName("software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient", false,
                        UrlConnectionClient.class.getClassLoader());
            } catch (ClassNotFoundException absent) {
                throw new IllegalStateException("DynamoDbStorage.connect builds its HTTP client from " + ARTIFACT
                        + ", which is not on the class path: add it (same version as the AWS SDK), or build your own"
                        + " DynamoDbClient and the store with DynamoDbStorage.builder(client, tableName)", absent);
            }
            return UrlConnectionHttpClient.builder();
        }
    }
}
