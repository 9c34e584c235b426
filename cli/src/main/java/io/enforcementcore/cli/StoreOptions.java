package io.enforcementcore.cli;

import io.enforcementcore.adapters.dynamodb.DynamoDbSettings;
import io.enforcementcore.domain.model.InvalidValue;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;

/**
 * Where the data lives. Inherited by every subcommand, so the options may be written before or after
 * the subcommand's name. The DynamoDB options have no default value of their own, so that one given to
 * the in-memory store is seen, and refused, rather than ignored.
 */
public final class StoreOptions {
    static final String DEFAULT_REGION = "us-east-1";
    static final String DEFAULT_TABLE = "EnforcementCore";

    @Option(names = "--store", scope = ScopeType.INHERIT, defaultValue = "inmemory", paramLabel = "inmemory|dynamodb",
            description = "Storage adapter (default: ${DEFAULT-VALUE}). The in-memory store lives only as long as "
                    + "this process.")
    StoreKind kind = StoreKind.INMEMORY;

    @Option(names = "--endpoint", scope = ScopeType.INHERIT, paramLabel = "<url>",
            description = "DynamoDB endpoint, an http or https URL, e.g. http://localhost:8000 for a local server "
                    + "(default: AWS in the region). With --store dynamodb only.")
    String endpoint;

    @Option(names = "--region", scope = ScopeType.INHERIT, paramLabel = "<region>",
            description = "AWS region (default: " + DEFAULT_REGION + "). With --store dynamodb only.")
    String region;

    @Option(names = "--table", scope = ScopeType.INHERIT, paramLabel = "<table>",
            description = "DynamoDB table name (default: " + DEFAULT_TABLE + "). With --store dynamodb only.")
    String table;

    public StoreKind kind() {
        return kind;
    }

    /** The endpoint given, if any; one that is no http(s) URL with a host is refused with an example. */
    public Optional<URI> endpoint() {
        if (endpoint == null) {
            return Optional.empty();
        }
        try {
            URI uri = new URI(endpoint.strip());
            if (uri.getHost() != null && uri.getScheme() != null
                    && (uri.getScheme().equalsIgnoreCase("http") || uri.getScheme().equalsIgnoreCase("https"))) {
                return Optional.of(uri);
            }
        } catch (URISyntaxException notAUri) {
            // refused below, with the same advice
        }
        throw new CommandRefused("invalid-endpoint", "--endpoint '" + endpoint + "' is not an http or https URL with a "
                + "host: give one such as http://localhost:8000 (DynamoDB Local, moto) or "
                + "https://dynamodb.eu-west-1.amazonaws.com, or leave it out for AWS in the region");
    }

    public String region() {
        return region == null ? DEFAULT_REGION : region;
    }

    /** The table given, or the default; a name DynamoDB would refuse is refused here, before any request. */
    public String table() {
        if (table == null) {
            return DEFAULT_TABLE;
        }
        if (!DynamoDbSettings.isTableName(table)) {
            throw new InvalidValue("table", "'" + table + "' is not a DynamoDB table name: give "
                    + DynamoDbSettings.TABLE_NAME_RULE);
        }
        return table;
    }

    /** The DynamoDB options given, which the in-memory store cannot use. */
    List<String> dynamoDbOptionsGiven() {
        List<String> given = new ArrayList<>();
        if (endpoint != null) {
            given.add("--endpoint");
        }
        if (region != null) {
            given.add("--region");
        }
        if (table != null) {
            given.add("--table");
        }
        return given;
    }
}
