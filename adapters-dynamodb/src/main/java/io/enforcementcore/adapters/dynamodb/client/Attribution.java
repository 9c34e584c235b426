package io.enforcementcore.adapters.dynamodb.client;

import java.util.function.Consumer;
import software.amazon.awssdk.awscore.AwsRequestOverrideConfiguration;
import software.amazon.awssdk.core.interceptor.ExecutionAttribute;

/**
 * The access pattern or command a request serves, attached to the request itself so that interceptors
 * (the test rules, for one) can tell the migration's Scan from any other.
 */
public final class Attribution {
    public static final ExecutionAttribute<String> ATTRIBUTE = new ExecutionAttribute<>("enforcementcore.attribution");
    public static final String MIGRATION = "C14";

    private Attribution() {
    }

    public static Consumer<AwsRequestOverrideConfiguration.Builder> of(String attribution) {
        return o -> o.putExecutionAttribute(ATTRIBUTE, attribution);
    }
}
