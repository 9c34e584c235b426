package io.enforcementcore.spring;

import io.enforcementcore.adapters.dynamodb.DynamoDbStorage;
import io.enforcementcore.adapters.dynamodb.DynamoDbStorage.TableCheck;
import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.domain.port.StorageFailure;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.springframework.boot.actuate.health.Health;
import org.springframework.boot.actuate.health.HealthIndicator;

/**
 * Whether the store is fit to serve: on DynamoDB the live table is checked against the design (DOWN, with every
 * difference, when it differs or cannot be described); on either store the outbox backlog is read. A check costs
 * DescribeTable and DescribeTimeToLive on DynamoDB and one AP10 page of at most {@value #BACKLOG_BOUND} events per
 * outbox shard: the backlog is counted up to that bound, never scanned.
 */
public final class EnforcementCoreHealthIndicator implements HealthIndicator {
    /** The most events one AP10 read lists; a backlog that large wants attention whatever its exact size. */
    public static final int BACKLOG_BOUND = PageRequest.MAX_LIMIT;
    /** Who reads the backlog: a platform job's principal, which reads no tenant's case data. */
    static final Principal HEALTH_CHECK = Principal.of("platform", "health-check", Classification.PUBLIC,
            Role.PLATFORM_OPERATOR);

    private final EnforcementCore core;
    private final Option<DynamoDbStorage> dynamoDb;

    public EnforcementCoreHealthIndicator(EnforcementCore core, Option<DynamoDbStorage> dynamoDb) {
        this.core = Objects.requireNonNull(core, "core");
        this.dynamoDb = Objects.requireNonNull(dynamoDb, "dynamoDb");
    }

    @Override
    public Health health() {
        Health.Builder health = Health.up().withDetail("store", dynamoDb.isDefined() ? "dynamodb" : "in-memory");
        try {
            dynamoDb.forEach(storage -> table(storage.verifyTable(), health));
            backlog(core.pendingOutbox(HEALTH_CHECK, BACKLOG_BOUND), health);
        } catch (StorageFailure failure) {
            health.down().withDetail("error", failure.getMessage());
        }
        return health.build();
    }

    private static void table(TableCheck check, Health.Builder health) {
        health.withDetail("table", check.table());
        if (check.matches()) {
            health.withDetail("tableMatchesDesign", true);
        } else {
            health.down().withDetail("tableMatchesDesign", false)
                    .withDetail("tableDifferences", check.differences().stream()
                            .map(TableCheck.Difference::describe).toList());
        }
    }

    private static void backlog(Either<Rejection, List<OutboxEvent>> pending, Health.Builder health) {
        if (pending.isLeft()) {
            health.down().withDetail("outbox", "not read: " + pending.getLeft().message());
            return;
        }
        Map<String, Object> outbox = new LinkedHashMap<>();
        List<OutboxEvent> events = pending.get();
        outbox.put("pending", events.size());
        outbox.put("countedUpTo", BACKLOG_BOUND);
        if (!events.isEmpty()) {
            outbox.put("oldestOccurredAt", events.get(0).occurredAt().toString());
        }
        health.withDetail("outbox", outbox);
    }
}
