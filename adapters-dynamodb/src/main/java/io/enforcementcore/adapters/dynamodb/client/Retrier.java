package io.enforcementcore.adapters.dynamodb.client;

import io.enforcementcore.domain.port.StoreUnavailable;
import java.time.Duration;
import java.util.function.DoubleSupplier;
import java.util.function.IntConsumer;
import java.util.function.Supplier;
import software.amazon.awssdk.core.exception.SdkException;

/**
 * The adapter's only retry loop (the SDK's own retries are switched off, so the attempt count is
 * ours): transient failures are retried with full-jitter exponential backoff, sleeping a random time
 * in {@code [0, min(cap, base * 2^(attempt-1)))}, and after {@code maxAttempts} surface as
 * {@link StoreUnavailable}. Anything else is thrown at once.
 */
public final class Retrier {

    /** Sleeps between attempts; tests pass one that records instead of sleeping. */
    public interface Sleeper {
        void sleep(Duration duration) throws InterruptedException;
    }

    /** Hears each transient failure: the attempt that failed and whether another one follows. */
    public interface TransientFailureListener {
        TransientFailureListener NONE = (attempt, cause, retrying) -> { };

        void failed(int attempt, SdkException cause, boolean retrying);
    }

    public record Policy(int maxAttempts, Duration base, Duration cap) {
        public static final Policy DEFAULT = new Policy(6, Duration.ofMillis(25), Duration.ofSeconds(1));
        /** One attempt: for a client that retries by itself. */
        public static final Policy ONCE = new Policy(1, Duration.ofMillis(25), Duration.ofSeconds(1));

        public Policy {
            if (maxAttempts < 1) {
                throw new IllegalArgumentException("maxAttempts must be at least 1");
            }
        }
    }

    private final Policy policy;
    private final Sleeper sleeper;
    private final DoubleSupplier random;

    public Retrier(Policy policy, Sleeper sleeper, DoubleSupplier random) {
        this.policy = policy;
        this.sleeper = sleeper;
        this.random = random;
    }

    public static Retrier standard() {
        return with(Policy.DEFAULT);
    }

    /** Sleeps between attempts, with full jitter. */
    public static Retrier with(Policy policy) {
        return new Retrier(policy, duration -> Thread.sleep(duration.toMillis()),
                () -> java.util.concurrent.ThreadLocalRandom.current().nextDouble());
    }

    /**
     * Runs {@code request} until it succeeds, fails permanently or runs out of attempts;
     * {@code attempts} hears the number of attempts made, whatever the outcome.
     */
    public <T> T call(String operation, IntConsumer attempts, Supplier<T> request) {
        return call(operation, attempts, TransientFailureListener.NONE, request);
    }

    /**
     * As {@link #call(String, IntConsumer, Supplier)}; {@code transients} hears every transient failure.
     * Attempts are counted as requests: a failure of a client that retried by itself counts the requests
     * it made, so the count a listener hears, the count {@code attempts} hears and the count a
     * {@link StoreUnavailable} carries are one and the same.
     */
    public <T> T call(String operation, IntConsumer attempts, TransientFailureListener transients,
                      Supplier<T> request) {
        int attempt = 0;
        int requests = 0;
        while (true) {
            attempt++;
            try {
                T result = request.get();
                attempts.accept(requests + 1);
                return result;
            } catch (SdkException e) {
                requests += sdkAttempts(e);
                if (!TransientFailures.isTransient(e)) {
                    attempts.accept(requests);
                    throw e;
                }
                boolean retrying = attempt < policy.maxAttempts();
                transients.failed(requests, e, retrying);
                if (!retrying) {
                    attempts.accept(requests);
                    throw new StoreUnavailable(operation, requests, e);
                }
                pause(operation, attempt, requests, e);
            }
        }
    }

    /** Sleeps the backoff of {@code attempt}; an interrupt ends the sleep and stays set on the thread. */
    public void pauseBefore(int attempt) {
        try {
            sleeper.sleep(backoff(attempt));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public Duration backoff(int attempt) {
        long ceiling = Math.min(policy.cap().toMillis(), policy.base().toMillis() << Math.min(attempt - 1, 30));
        return Duration.ofMillis((long) (random.getAsDouble() * ceiling));
    }

    private void pause(String operation, int attempt, int requests, SdkException cause) {
        try {
            sleeper.sleep(backoff(attempt));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StoreUnavailable(operation, requests, cause);
        }
    }

    /** The requests behind the last failure: more than one only when the user's client retried by itself. */
    private static int sdkAttempts(SdkException e) {
        Integer attempts = e.numAttempts();
        return attempts == null ? 1 : attempts;
    }
}
