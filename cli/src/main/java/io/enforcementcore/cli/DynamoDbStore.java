package io.enforcementcore.cli;

import io.enforcementcore.adapters.dynamodb.DynamoDbSettings;
import io.enforcementcore.adapters.dynamodb.DynamoDbStorage;
import io.enforcementcore.metering.ForObservingStorage;

/** Opens the DynamoDB adapter from the command-line options. */
final class DynamoDbStore {

    private DynamoDbStore() {
    }

    static OpenStore open(StoreOptions options, ForObservingStorage observer) {
        DynamoDbStorage storage = DynamoDbStorage.connect(settings(options), observer);
        String where = options.endpoint().map(Object::toString).orElse("AWS " + options.region());
        return OpenStore.of(storage.ports(), "DynamoDB table " + options.table() + " at " + where,
                storage::createTableIfMissing, storage::verifyTable, storage::close);
    }

    /**
     * AWS in the region; at an explicit endpoint (DynamoDB Local, moto, a VPC endpoint) the adapter's
     * endpoint settings, which pick the credentials (see {@link DynamoDbSettings#endpoint}).
     */
    static DynamoDbSettings settings(StoreOptions options) {
        return options.endpoint()
                .map(endpoint -> DynamoDbSettings.endpoint(endpoint, options.region(), options.table()))
                .orElseGet(() -> DynamoDbSettings.aws(options.region(), options.table()));
    }
}
