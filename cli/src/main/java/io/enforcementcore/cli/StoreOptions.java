package io.enforcementcore.cli;

import java.net.URI;
import java.util.Optional;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;

/**
 * Where the data lives. Inherited by every subcommand, so the options may be written before or after
 * the subcommand's name.
 */
public final class StoreOptions {

    @Option(names = "--store", scope = ScopeType.INHERIT, defaultValue = "inmemory", paramLabel = "inmemory|dynamodb",
            description = "Storage adapter (default: ${DEFAULT-VALUE}). The in-memory store lives only as long as "
                    + "this process.")
    StoreKind kind = StoreKind.INMEMORY;

    @Option(names = "--endpoint", scope = ScopeType.INHERIT, paramLabel = "<url>",
            description = "DynamoDB endpoint, e.g. http://localhost:8000 for a local server (default: AWS).")
    URI endpoint;

    @Option(names = "--region", scope = ScopeType.INHERIT, defaultValue = "us-east-1",
            description = "AWS region (default: ${DEFAULT-VALUE}).")
    String region = "us-east-1";

    @Option(names = "--table", scope = ScopeType.INHERIT, defaultValue = "EnforcementCore",
            description = "DynamoDB table name (default: ${DEFAULT-VALUE}).")
    String table = "EnforcementCore";

    public StoreKind kind() {
        return kind;
    }

    public Optional<URI> endpoint() {
        return Optional.ofNullable(endpoint);
    }

    public String region() {
        return region;
    }

    public String table() {
        return table;
    }
}
