package io.enforcementcore.adapters.dynamodb.client;

import io.enforcementcore.metering.StorageRetry;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.exception.ApiCallAttemptTimeoutException;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.InternalServerErrorException;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.RequestLimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.ThrottlingException;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.TransactionConflictException;
import software.amazon.awssdk.services.dynamodb.model.TransactionInProgressException;

/**
 * Which failures are worth another attempt: throttling, transaction conflicts (also as cancellation
 * reasons, when no condition failed), a transaction still in progress, server errors, network trouble and
 * an attempt that timed out. A failed condition is an answer, never transient. And which failures leave a
 * write's outcome open ({@link #mayHaveRun}).
 */
public final class TransientFailures {
    public static final String CONDITIONAL_CHECK_FAILED = "ConditionalCheckFailed";
    private static final Set<String> TRANSIENT_REASONS = Set.of(
            "TransactionConflict", "ThrottlingError", "ProvisionedThroughputExceeded", "RequestLimitExceeded");

    private TransientFailures() {
    }

    public static boolean isTransient(SdkException e) {
        if (e instanceof TransactionCanceledException cancelled) {
            return cancelledTransiently(cancelled);
        }
        if (e instanceof ProvisionedThroughputExceededException
                || e instanceof RequestLimitExceededException
                || e instanceof ThrottlingException
                || e instanceof TransactionConflictException
                || e instanceof TransactionInProgressException
                || e instanceof InternalServerErrorException) {
            return true;
        }
        if (e instanceof AwsServiceException service) {
            return (service.awsErrorDetails() != null && service.isThrottlingException()) || service.statusCode() >= 500;
        }
        return e instanceof ApiCallAttemptTimeoutException || e instanceof SdkClientException && causedByIo(e);
    }

    /**
     * Whether the request may have run although the client heard no answer: the connection failed or a
     * timeout fired after it was sent, or the server failed while executing it. An error the server answered
     * (4xx: a throttle, a conflict, a cancellation, a refusal) says it did not run; so does a client that
     * failed before it could send anything (no credentials).
     */
    public static boolean mayHaveRun(SdkException e) {
        if (e instanceof AwsServiceException service) {
            return service.statusCode() >= 500;
        }
        return !SdkFailures.isMissingCredentials(e) && !neverConnected(e);
    }

    /**
     * Whether the attempts behind this failure may have applied a write: this one may have run, or the user's
     * client retried by itself, and the attempts before the one it answered went by unseen.
     */
    public static boolean anyAttemptMayHaveRun(SdkException e) {
        Integer attempts = e.numAttempts();
        return mayHaveRun(e) || attempts != null && attempts > 1;
    }

    /** A connection that was never made: the host unknown, unreachable or refusing. */
    private static boolean neverConnected(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof java.net.ConnectException || t instanceof java.net.UnknownHostException
                    || t instanceof java.net.NoRouteToHostException
                    || t.getClass().getSimpleName().equals("ConnectTimeoutException")
                    || t instanceof java.net.SocketTimeoutException && "connect timed out".equals(t.getMessage())) {
                return true;
            }
        }
        return false;
    }

    /** Why a transient failure was transient, as the reports name it. */
    public static StorageRetry.Reason reason(SdkException e) {
        if (e instanceof TransactionCanceledException cancelled && cancelled.hasCancellationReasons()) {
            boolean conflict = cancelled.cancellationReasons().stream()
                    .anyMatch(reason -> "TransactionConflict".equals(reason.code()));
            return conflict ? StorageRetry.Reason.TRANSACTION_CONFLICT : StorageRetry.Reason.THROTTLED;
        }
        if (e instanceof TransactionConflictException || e instanceof TransactionInProgressException) {
            return StorageRetry.Reason.TRANSACTION_CONFLICT;
        }
        if (e instanceof ProvisionedThroughputExceededException || e instanceof RequestLimitExceededException
                || e instanceof ThrottlingException) {
            return StorageRetry.Reason.THROTTLED;
        }
        if (e instanceof AwsServiceException service) {
            return service.awsErrorDetails() != null && service.isThrottlingException()
                    ? StorageRetry.Reason.THROTTLED : StorageRetry.Reason.SERVER_ERROR;
        }
        return StorageRetry.Reason.NETWORK;
    }

    /**
     * The types of the items a cancelled transaction's reasons name as in conflict or throttled, by position in
     * {@code itemTypes} (the request's items' types in its order); none for any other failure.
     */
    public static List<String> contended(SdkException e, List<String> itemTypes) {
        if (!(e instanceof TransactionCanceledException cancelled) || !cancelled.hasCancellationReasons()) {
            return List.of();
        }
        List<CancellationReason> reasons = cancelled.cancellationReasons();
        List<String> contended = new ArrayList<>();
        for (int i = 0; i < reasons.size() && i < itemTypes.size(); i++) {
            if (reasons.get(i).code() != null && TRANSIENT_REASONS.contains(reasons.get(i).code())) {
                contended.add(itemTypes.get(i));
            }
        }
        return contended;
    }

    /** Network trouble only: a client-side failure of another kind (a refused request) is not transient. */
    private static boolean causedByIo(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof java.io.IOException) {
                return true;
            }
        }
        return false;
    }

    private static boolean cancelledTransiently(TransactionCanceledException e) {
        if (!e.hasCancellationReasons()) {
            return false;
        }
        boolean anyTransient = false;
        for (CancellationReason reason : e.cancellationReasons()) {
            String code = reason.code();
            if (CONDITIONAL_CHECK_FAILED.equals(code)) {
                return false;
            }
            anyTransient |= code != null && TRANSIENT_REASONS.contains(code);
        }
        return anyTransient;
    }
}
