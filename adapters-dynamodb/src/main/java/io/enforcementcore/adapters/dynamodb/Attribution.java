package io.enforcementcore.adapters.dynamodb;

import java.util.function.Consumer;
import software.amazon.awssdk.awscore.AwsRequestOverrideConfiguration;
import software.amazon.awssdk.core.interceptor.ExecutionAttribute;

/**
 * The access pattern or command a request serves, attached to the request itself so that interceptors
 * (the test rules, for one) can tell the migration's Scan from any other.
 */
final class Attribution {
    static final ExecutionAttribute<String> ATTRIBUTE = new ExecutionAttribute<>("enforcementcore.attribution");
    static final String MIGRATION = "C14";

    private Attribution() {
    }

    static Consumer<AwsRequestOverrideConfiguration.Builder> of(String attribution) {
        return o -> o.putExecutionAttribute(ATTRIBUTE, attribution);
    }
}
