package io.enforcementcore.adapters.dynamodb.client;

import io.enforcementcore.domain.catalog.CommandId;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import software.amazon.awssdk.awscore.AwsRequestOverrideConfiguration;
import software.amazon.awssdk.core.interceptor.ExecutionAttribute;

/**
 * The access pattern or command a request serves, attached to the request itself so that interceptors
 * (the test rules, for one) can tell the migration's Scan from any other.
 */
public final class Attribution {
    public static final ExecutionAttribute<String> ATTRIBUTE = new ExecutionAttribute<>("enforcementcore.attribution");
    public static final String MIGRATION = CommandId.C14.id();
    /** The requests that read and write leases, which serve the workers of a fleet rather than a user. */
    public static final String LEASES = "LEASES";
    // one per attribution (a small fixed set): the configuration is immutable, and building it per request cost a
    // builder and a map on every call
    private static final Map<String, AwsRequestOverrideConfiguration> CONFIGURATIONS = new ConcurrentHashMap<>();

    private Attribution() {
    }

    public static Consumer<AwsRequestOverrideConfiguration.Builder> of(String attribution) {
        return o -> o.putExecutionAttribute(ATTRIBUTE, attribution);
    }

    /** The request configuration that carries {@code attribution}, built once. */
    public static AwsRequestOverrideConfiguration configuration(String attribution) {
        return CONFIGURATIONS.computeIfAbsent(attribution, a -> {
            AwsRequestOverrideConfiguration.Builder builder = AwsRequestOverrideConfiguration.builder();
            of(a).accept(builder);
            return builder.build();
        });
    }
}
