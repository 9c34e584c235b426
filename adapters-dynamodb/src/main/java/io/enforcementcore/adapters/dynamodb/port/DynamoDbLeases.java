package io.enforcementcore.adapters.dynamodb.port;

import io.enforcementcore.adapters.dynamodb.client.Attribution;
import io.enforcementcore.adapters.dynamodb.client.StorageClient;
import io.enforcementcore.adapters.dynamodb.item.ItemSize;
import io.enforcementcore.adapters.dynamodb.item.LeaseItems;
import io.enforcementcore.adapters.dynamodb.table.ItemKey;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.domain.model.InstanceId;
import io.enforcementcore.domain.model.Lease;
import io.enforcementcore.domain.model.LeaseBoard;
import io.enforcementcore.domain.model.LeaseGroup;
import io.enforcementcore.domain.model.LeaseMember;
import io.enforcementcore.domain.model.LeaseName;
import io.enforcementcore.domain.model.LeaseRefused;
import io.enforcementcore.domain.port.ForLeasing;
import io.enforcementcore.metering.StorageCall;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * {@link ForLeasing}: a group's leases and members in one partition ({@code LEASE#<group>}), read by one
 * strongly consistent Query, each lease written by one conditional UpdateItem. A refused write reads the
 * lease back: to name its holder, and to tell a write of ours whose answer was lost and whose retry was
 * then refused by its own landing (the lease shows exactly what the write set) from a lost race.
 */
public final class DynamoDbLeases implements ForLeasing {
    /** A take: the new owner and expiry, the fence one up (one, the first time). */
    public static final String TAKE = "SET #owner = :owner, #expires = :until, #fence = if_not_exists(#fence, :zero) + :one,"
            + " #type = :type, #schema = :schema, #group = :group, #index = :index";
    /** Never taken, or expired by the taker's clock. */
    public static final String TAKE_IF = "attribute_not_exists(#fence) OR #expires <= :now";
    /** A renewal's or a release's: the expiry moves, nothing else. */
    public static final String MOVE_EXPIRY = "SET #expires = :until";
    /** Still held as the writer holds it; also the condition C13's fenced mark checks on the lease. */
    public static final String HELD_IF = "#owner = :owner AND #fence = :fence";
    private static final Map<String, String> NAMES = Map.of("#owner", LeaseItems.OWNER,
            "#expires", LeaseItems.LEASE_EXPIRES_AT, "#fence", LeaseItems.FENCE, "#type", "entityType",
            "#schema", "schemaVersion", "#group", LeaseItems.GROUP, "#index", LeaseItems.INDEX);
    /** A Query page's size: a group holds a few dozen items, so one page nearly always reads them all. */
    private static final int PAGE = 200;
    private final StorageClient client;

    public DynamoDbLeases(StorageClient client) {
        this.client = client;
    }

    @Override
    public LeaseBoard board(LeaseGroup group) {
        List<Lease> leases = new ArrayList<>();
        List<LeaseMember> members = new ArrayList<>();
        Option<Map<String, AttributeValue>> next = Option.none();
        do {
            QueryRequest.Builder request = QueryRequest.builder().consistentRead(true).limit(PAGE)
                    .keyConditionExpression("#pk = :pk").expressionAttributeNames(Map.of("#pk", KeyGrammar.PK))
                    .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS(KeyGrammar.leasePk(group))));
            next.forEach(request::exclusiveStartKey);
            StorageClient.QueryPage page = client.query(Attribution.LEASES, StorageCall.BASE_TABLE, request);
            page.items().forEach(item -> {
                LeaseItems.lease(item).forEach(leases::add);
                LeaseItems.member(item).forEach(members::add);
            });
            next = page.lastEvaluatedKey();
        } while (next.isDefined());
        return new LeaseBoard(group, leases, members);
    }

    @Override
    public Either<LeaseRefused, Lease> take(LeaseName name, InstanceId taker, Instant now, Instant until) {
        Map<String, AttributeValue> values = new HashMap<>();
        LeaseItems.leaseIdentity(name).forEach((attribute, value) -> values.put(":" + placeholder(attribute), value));
        values.put(":owner", AttributeValue.fromS(taker.value()));
        values.put(":until", LeaseItems.millis(until));
        values.put(":now", LeaseItems.millis(now));
        values.put(":zero", AttributeValue.fromN("0"));
        values.put(":one", AttributeValue.fromN("1"));
        return write(name, taker, TAKE, TAKE_IF, values,
                found -> found.owner().equals(taker) && found.expiresAt().equals(until));
    }

    @Override
    public Either<LeaseRefused, Lease> renew(Lease held, Instant until) {
        return rewrite(held, until);
    }

    @Override
    public Either<LeaseRefused, Lease> release(Lease held, Instant now) {
        return rewrite(held, now);
    }

    /** Moves the expiry of a lease still held as {@code held}: a renewal's or a release's one write. */
    private Either<LeaseRefused, Lease> rewrite(Lease held, Instant expiresAt) {
        Map<String, AttributeValue> values = new HashMap<>();
        values.put(":owner", AttributeValue.fromS(held.owner().value()));
        values.put(":fence", AttributeValue.fromN(Long.toString(held.fence())));
        values.put(":until", LeaseItems.millis(expiresAt));
        return write(held.name(), held.owner(), MOVE_EXPIRY, HELD_IF, values,
                found -> found.isStill(held) && found.expiresAt().equals(expiresAt));
    }

    private Either<LeaseRefused, Lease> write(LeaseName name, InstanceId asker, String update, String condition,
                                              Map<String, AttributeValue> values, Predicate<Lease> landedAsAsked) {
        ItemKey key = KeyGrammar.lease(name);
        UpdateItemRequest.Builder request = UpdateItemRequest.builder().key(key.asMap())
                .updateExpression(update).conditionExpression(condition)
                .expressionAttributeNames(names(update + " " + condition)).expressionAttributeValues(values)
                .returnValues(ReturnValue.ALL_NEW);
        try {
            return LeaseItems.lease(client.update(Attribution.LEASES, request, leaseBytes(name, asker)))
                    .<Either<LeaseRefused, Lease>>map(Either::right)
                    .getOrElseThrow(() -> new IllegalStateException("lease " + name + " written and not returned"));
        } catch (ConditionalCheckFailedException refused) {
            Option<Lease> found = client.get(Attribution.LEASES, key).flatMap(LeaseItems::lease);
            return found.exists(landedAsAsked) ? Either.right(found.get())
                    : Either.left(new LeaseRefused(name, asker, found));
        }
    }

    @Override
    public void beat(LeaseGroup group, InstanceId member, Instant until) {
        Map<String, AttributeValue> item = LeaseItems.member(group, member, until);
        Map<String, String> names = new HashMap<>();
        Map<String, AttributeValue> values = new HashMap<>();
        List<String> sets = new ArrayList<>();
        item.forEach((attribute, value) -> {
            if (!attribute.equals(KeyGrammar.PK) && !attribute.equals(KeyGrammar.SK)) {
                names.put("#" + placeholder(attribute), attribute);
                values.put(":" + placeholder(attribute), value);
                sets.add("#" + placeholder(attribute) + " = :" + placeholder(attribute));
            }
        });
        client.update(Attribution.LEASES, UpdateItemRequest.builder().key(KeyGrammar.leaseMember(group, member).asMap())
                .updateExpression("SET " + String.join(", ", sets)).expressionAttributeNames(names)
                .expressionAttributeValues(values), ItemSize.of(item));
    }

    /** An expression with the attributes' names in place of their placeholders, for people to read. */
    public static String readable(String expression) {
        String named = expression;
        for (Map.Entry<String, String> name : NAMES.entrySet()) {
            named = named.replace(name.getKey(), name.getValue());
        }
        return named;
    }

    /** The names an expression uses, of those a lease's writes use. */
    private static Map<String, String> names(String expression) {
        Map<String, String> used = new HashMap<>();
        NAMES.forEach((placeholder, attribute) -> {
            if (expression.contains(placeholder)) {
                used.put(placeholder, attribute);
            }
        });
        return used;
    }

    private static String placeholder(String attribute) {
        return switch (attribute) {
            case "entityType" -> "type";
            case "schemaVersion" -> "schema";
            case LeaseItems.GROUP -> "group";
            case LeaseItems.INDEX -> "index";
            default -> attribute;
        };
    }

    /** What a lease item weighs, for the request's report: the same few attributes every time. */
    private static long leaseBytes(LeaseName name, InstanceId owner) {
        Map<String, AttributeValue> item = new HashMap<>(KeyGrammar.lease(name).asMap());
        item.putAll(LeaseItems.leaseIdentity(name));
        item.put(LeaseItems.OWNER, AttributeValue.fromS(owner.value()));
        item.put(LeaseItems.FENCE, AttributeValue.fromN("1000000"));
        item.put(LeaseItems.LEASE_EXPIRES_AT, LeaseItems.millis(Instant.EPOCH.plusSeconds(2_000_000_000L)));
        return ItemSize.of(item);
    }
}
