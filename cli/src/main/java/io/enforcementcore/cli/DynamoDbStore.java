package io.enforcementcore.cli;

import io.enforcementcore.adapters.dynamodb.DynamoDbSettings;
import io.enforcementcore.adapters.dynamodb.DynamoDbStorage;
import io.enforcementcore.domain.port.ForObservingStorage;
import io.vavr.control.Option;
import java.util.List;
import java.util.Map;

/** Opens the DynamoDB adapter from the command-line options. */
final class DynamoDbStore {
    /** Where the default AWS credential chain would find credentials of its own. */
    private static final List<String> CREDENTIAL_SOURCES = List.of("AWS_ACCESS_KEY_ID", "AWS_PROFILE",
            "AWS_WEB_IDENTITY_TOKEN_FILE", "AWS_CONTAINER_CREDENTIALS_RELATIVE_URI",
            "AWS_CONTAINER_CREDENTIALS_FULL_URI");

    private DynamoDbStore() {
    }

    static Store open(StoreOptions options, ForObservingStorage observer) {
        DynamoDbStorage storage = DynamoDbStorage.connect(settings(options, System.getenv()), observer);
        String where = options.endpoint().map(Object::toString).orElse("AWS " + options.region());
        return Store.of(storage.ports(), "DynamoDB table " + options.table() + " at " + where,
                storage::createTableIfMissing, storage::close);
    }

    /**
     * AWS with the default credential chain; at an explicit endpoint (DynamoDB Local, moto) the same,
     * unless the environment holds no credentials, in which case dummy ones do for a local engine.
     */
    static DynamoDbSettings settings(StoreOptions options, Map<String, String> environment) {
        if (options.endpoint().isEmpty()) {
            return DynamoDbSettings.aws(options.region(), options.table());
        }
        boolean ownCredentials = CREDENTIAL_SOURCES.stream()
                .anyMatch(name -> environment.getOrDefault(name, "").strip().length() > 0);
        return new DynamoDbSettings(Option.some(options.endpoint().get()), options.region(), options.table(),
                !ownCredentials, DynamoDbSettings.DEFAULT_OUTBOX_SHARDS);
    }
}
