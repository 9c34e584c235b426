package io.enforcementcore.adapters.dynamodb;

/** Thrown by {@link RequestRulesInterceptor} for a request DynamoDB would reject or that breaks the design's rules. */
public final class RequestRuleViolation extends RuntimeException {
    private static final long serialVersionUID = 1L;

    RequestRuleViolation(String operation, String rule) {
        super(operation + " breaks a request rule: " + rule);
    }
}
