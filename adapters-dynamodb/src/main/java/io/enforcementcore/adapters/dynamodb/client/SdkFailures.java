package io.enforcementcore.adapters.dynamodb.client;

import io.enforcementcore.domain.port.StoreDefect;
import io.enforcementcore.domain.port.StoreMisconfigured;
import io.enforcementcore.domain.port.StoreUnavailable;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import java.util.Set;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * What an SDK failure that no retry can help means to the store's caller. Failed conditions and
 * cancelled transactions are answers the adapter explains itself, so they pass through unchanged;
 * everything else leaves the adapter as a storage failure, never as an SDK type.
 */
final class SdkFailures {
    /** Error codes by which DynamoDB refuses the caller rather than the request. */
    private static final Set<String> REFUSED_CREDENTIALS = Set.of("UnrecognizedClientException",
            "InvalidSignatureException", "IncompleteSignatureException", "MissingAuthenticationTokenException",
            "AccessDeniedException", "ExpiredTokenException");

    private SdkFailures() {
    }

    /**
     * Whether the client failed before sending anything because it found no credentials to sign with:
     * nothing will change by trying again. Told by where it was thrown (the SDK's credential and identity
     * providers), as the SDK gives such failures no type of their own.
     */
    static boolean isMissingCredentials(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof java.io.IOException) {
                return false;
            }
            if (t.getMessage() != null && t.getMessage().startsWith("Unable to load credentials")) {
                return true;
            }
            for (StackTraceElement frame : t.getStackTrace()) {
                String type = frame.getClassName();
                if (type.startsWith("software.amazon.awssdk.auth.credentials.")
                        || type.startsWith("software.amazon.awssdk.identity.")
                        || type.startsWith("software.amazon.awssdk.profiles.")) {
                    return true;
                }
                if (type.startsWith("software.amazon.awssdk.core.internal.http.pipeline")) {
                    break; // below the identity stage: thrown while the request ran
                }
            }
        }
        return false;
    }

    static RuntimeException translated(String operation, String table, SdkException failure) {
        if (failure instanceof ConditionalCheckFailedException || failure instanceof TransactionCanceledException) {
            return failure;
        }
        if (failure instanceof ResourceNotFoundException) {
            return new StoreMisconfigured(operation, "table '" + table + "' or one of its indexes does not exist;"
                    + " create the table first: `enforcementcore create-table --table " + table + "` or"
                    + " the stack of the ops template (docs/ops/enforcementcore-table.yaml)",
                    failure);
        }
        if (failure instanceof AwsServiceException service && service.awsErrorDetails() != null
                && REFUSED_CREDENTIALS.contains(service.awsErrorDetails().errorCode())) {
            return new StoreMisconfigured(operation, "the credentials were refused for table '" + table + "' ("
                    + service.awsErrorDetails().errorCode() + "); check the client's credentials provider, "
                    + "region and the IAM policy", failure);
        }
        if (isMissingCredentials(failure)) {
            return new StoreMisconfigured(operation, "no credentials to sign requests to table '" + table
                    + "' could be found (" + failure.getMessage() + "); configure the client's credentials "
                    + "provider (environment, profile, instance role)", failure);
        }
        if (failure instanceof AwsServiceException service && service.statusCode() == 400) {
            return new StoreDefect(operation, String.valueOf(service.requestId()), failure);
        }
        // when the user's client retried, the SDK counted its attempts; ours made one call
        Integer attempts = failure.numAttempts();
        return new StoreUnavailable(operation, attempts == null ? 1 : attempts, failure);
    }
}
