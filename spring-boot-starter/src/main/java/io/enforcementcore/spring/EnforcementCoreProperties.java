package io.enforcementcore.spring;

import io.enforcementcore.adapters.dynamodb.DynamoDbSettings;
import io.enforcementcore.application.cursor.CursorKey;
import io.enforcementcore.domain.model.InvalidValue;
import io.enforcementcore.domain.model.RetentionPolicy;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.validation.Errors;
import org.springframework.validation.Validator;
import org.springframework.validation.annotation.Validated;

/**
 * The {@code enforcementcore.*} settings: exactly what {@code EnforcementCoreBuilder} and
 * {@code DynamoDbStorage.builder} take, nothing more. A value the library would refuse fails startup naming the
 * property.
 * A JavaBean rather than a record, because Spring Boot's configuration processor writes the descriptions of a
 * bean's properties from their Javadoc.
 */
@ConfigurationProperties(EnforcementCoreProperties.PREFIX)
@Validated
public class EnforcementCoreProperties implements Validator {
    public static final String PREFIX = "enforcementcore";

    /**
     * Which store the facade runs on: dynamodb (on the service's own DynamoDbClient bean) or in-memory (a new,
     * empty store per application context, for tests and demos).
     */
    @NotNull
    private StoreChoice store = StoreChoice.DYNAMODB;

    /** The DynamoDB table that holds every item (dynamodb only). */
    @NotNull
    @Pattern(regexp = "[A-Za-z0-9_.-]{3,255}", message = "must be " + DynamoDbSettings.TABLE_NAME_RULE)
    private String tableName = "EnforcementCore";

    /**
     * How many partitions the pending-outbox view is split into (dynamodb only; the in-memory store has
     * 8). Every instance that writes to the table must agree.
     */
    @Min(1)
    @Max(99)
    private int outboxShards = DynamoDbSettings.DEFAULT_OUTBOX_SHARDS;

    /**
     * How many cases' owner and classification each instance remembers; 0 reads the case's metadata every
     * time a command needs them.
     */
    @Min(0)
    private int provenanceCacheSize = 100_000;

    @Valid
    private final Cursor cursor = new Cursor();

    @Valid
    private final Retention retention = new Retention();

    /** Which store the facade runs on. */
    public enum StoreChoice {
        DYNAMODB,
        IN_MEMORY
    }

    /**
     * The keys page cursors are sealed under. Instances that serve the same callers share them: a cursor
     * sealed by one is accepted by the others. Secrets are taken as their UTF-8 bytes, as the command line
     * takes ENFORCEMENTCORE_CURSOR_SECRET and ENFORCEMENTCORE_CURSOR_SECRETS, which are these properties' own
     * environment variables.
     */
    public static class Cursor {
        /** The one secret page cursors are sealed under, at least 16 bytes. */
        private String secret;

        /**
         * While rotating: keys as id=secret, newest first; the first seals new cursors, every one is
         * accepted. Instead of secret, not with it.
         */
        private List<String> secrets = new ArrayList<>();

        /**
         * Seal cursors under a random key of this instance's own, which no other instance (nor this one after
         * a restart) accepts. Needed on dynamodb to run without a secret; implied on in-memory.
         */
        private boolean thisInstanceOnly;

        public String getSecret() {
            return secret;
        }

        public void setSecret(String secret) {
            this.secret = secret;
        }

        public List<String> getSecrets() {
            return secrets;
        }

        public void setSecrets(List<String> secrets) {
            this.secrets = secrets;
        }

        public boolean isThisInstanceOnly() {
            return thisInstanceOnly;
        }

        public void setThisInstanceOnly(boolean thisInstanceOnly) {
            this.thisInstanceOnly = thisInstanceOnly;
        }
    }

    /** How long what is only needed for a while is kept; each positive and at most ten years. */
    public static class Retention {
        /**
         * How long a retry under an idempotency key is answered with the first receipt; after it the same key
         * runs as a new request.
         */
        @NotNull
        private Duration idempotencyWindow = RetentionPolicy.DEFAULT.idempotencyWindow();

        /** How long an outbox event is kept once published, for consumers to re-read. */
        @NotNull
        private Duration publishedEvents = RetentionPolicy.DEFAULT.publishedOutboxRetention();

        public Duration getIdempotencyWindow() {
            return idempotencyWindow;
        }

        public void setIdempotencyWindow(Duration idempotencyWindow) {
            this.idempotencyWindow = idempotencyWindow;
        }

        public Duration getPublishedEvents() {
            return publishedEvents;
        }

        public void setPublishedEvents(Duration publishedEvents) {
            this.publishedEvents = publishedEvents;
        }
    }

    public StoreChoice getStore() {
        return store;
    }

    public void setStore(StoreChoice store) {
        this.store = store;
    }

    public String getTableName() {
        return tableName;
    }

    public void setTableName(String tableName) {
        this.tableName = tableName;
    }

    public int getOutboxShards() {
        return outboxShards;
    }

    public void setOutboxShards(int outboxShards) {
        this.outboxShards = outboxShards;
    }

    public int getProvenanceCacheSize() {
        return provenanceCacheSize;
    }

    public void setProvenanceCacheSize(int provenanceCacheSize) {
        this.provenanceCacheSize = provenanceCacheSize;
    }

    public Cursor getCursor() {
        return cursor;
    }

    public Retention getRetention() {
        return retention;
    }

    /** The cursor keys newest first, none when none is given; checked by {@link #validate}. */
    List<CursorKey> cursorKeys() {
        return CursorSecrets.keys(cursor.secret, cursor.secrets);
    }

    RetentionPolicy retentionPolicy() {
        return new RetentionPolicy(retention.idempotencyWindow, retention.publishedEvents);
    }

    @Override
    public boolean supports(Class<?> type) {
        return EnforcementCoreProperties.class.isAssignableFrom(type);
    }

    /**
     * What one property's constraint cannot say: the cursor keys and the retention windows, each refused by
     * the library's own rule and message, and a DynamoDB store without a shared cursor key. Each refusal names its
     * property in its message and is made on the whole object, so that Spring Boot, which prints a refused
     * property's value, never prints a secret.
     */
    @Override
    public void validate(Object target, Errors errors) {
        int before = errors.getErrorCount();
        CursorSecrets.check(cursor.secret, cursor.secrets, (property, reason) -> refuse(errors, property, reason));
        if (errors.getErrorCount() == before && store == StoreChoice.DYNAMODB && cursorKeys().isEmpty()
                && !cursor.thisInstanceOnly) {
            refuse(errors, "cursor.secret", "a DynamoDB store serves a fleet, whose instances must accept each "
                    + "other's page cursors: set it (at least " + CursorKey.MIN_SECRET_BYTES + " bytes, the same on "
                    + "every instance), or " + PREFIX + ".cursor.this-instance-only=true if this instance's cursors "
                    + "never leave it");
        }
        refuseUnlessRetained(errors, "retention.idempotency-window",
                () -> RetentionPolicy.DEFAULT.withIdempotencyWindow(retention.idempotencyWindow));
        refuseUnlessRetained(errors, "retention.published-events",
                () -> RetentionPolicy.DEFAULT.withPublishedOutboxRetention(retention.publishedEvents));
    }

    private static void refuseUnlessRetained(Errors errors, String property, Runnable withTheWindow) {
        try {
            withTheWindow.run();
        } catch (InvalidValue refused) {
            refuse(errors, property, refused.reason());
        }
    }

    private static void refuse(Errors errors, String property, String reason) {
        errors.reject("refused", PREFIX + "." + property + ": " + reason);
    }
}
