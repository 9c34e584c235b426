package io.enforcementcore.cli;

import io.enforcementcore.adapters.dynamodb.DynamoDbStorage;
import io.enforcementcore.adapters.dynamodb.DynamoDbStorage.TableCheck;
import io.enforcementcore.adapters.inmemory.InMemoryStorage;
import io.enforcementcore.design.DynamoDbDesign;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.metering.ForObservingStorage;
import io.enforcementcore.workbench.MeasuredStore;
import java.util.function.Supplier;

/**
 * An opened storage adapter: the ports it provides and how to let go of it. This (with
 * {@link DynamoDbStore}) is the only place that opens an adapter; the design reports only read the
 * DynamoDB adapter's {@link DynamoDbDesign}.
 */
public final class OpenStore implements MeasuredStore {
    private final StoragePorts ports;
    private final String description;
    private final Runnable tableCreation;
    private final Supplier<TableCheck> tableCheck;
    private final Runnable release;

    private OpenStore(StoragePorts ports, String description, Runnable tableCreation, Supplier<TableCheck> tableCheck,
                      Runnable release) {
        this.ports = ports;
        this.description = description;
        this.tableCreation = tableCreation;
        this.tableCheck = tableCheck;
        this.release = release;
    }

    /**
     * Opens the store the options name; every storage request it makes is reported to {@code observer}.
     * DynamoDB options given to the in-memory store are refused: they would change nothing.
     * The in-memory store sizes its records by the DynamoDB adapter's rules, so that both report the same
     * bytes, capacity units and item writes.
     */
    public static OpenStore open(StoreOptions options, ForObservingStorage observer) {
        if (options.kind() == StoreKind.INMEMORY && !options.dynamoDbOptionsGiven().isEmpty()) {
            String given = String.join(", ", options.dynamoDbOptionsGiven());
            throw new CommandRefused("store-options", given + ": only a DynamoDB store takes "
                    + (options.dynamoDbOptionsGiven().size() == 1 ? "this option" : "these options")
                    + ", and the store is the in-memory one: add --store dynamodb, or leave " + given + " out");
        }
        return switch (options.kind()) {
            case INMEMORY -> new OpenStore(InMemoryStorage.create(observer, DynamoDbStorage.itemSizing()),
                    "in-memory store (items sized as DynamoDB would store them)", () -> { }, OpenStore::noTable,
                    () -> { });
            case DYNAMODB -> DynamoDbStore.open(options, observer);
        };
    }

    static OpenStore of(StoragePorts ports, String description, Runnable tableCreation,
                        Supplier<TableCheck> tableCheck, Runnable release) {
        return new OpenStore(ports, description, tableCreation, tableCheck, release);
    }

    private static TableCheck noTable() {
        throw new CommandRefused("store-options", "the in-memory store has no table to check: add --store dynamodb "
                + "(with --table and --endpoint or --region) to check a DynamoDB table");
    }

    @Override
    public StoragePorts ports() {
        return ports;
    }

    /** For people: which adapter, and for DynamoDB which table at which endpoint. */
    @Override
    public String description() {
        return description;
    }

    /** Creates the table and its indexes unless they exist; nothing to do for the in-memory store. */
    @Override
    public void createTableIfMissing() {
        tableCreation.run();
    }

    /** The live table against the design: only a DynamoDB store has one, the in-memory one is refused. */
    TableCheck checkTable() {
        return tableCheck.get();
    }

    @Override
    public void close() {
        release.run();
    }
}
