package io.enforcementcore.adapters.dynamodb.item;

import io.enforcementcore.adapters.dynamodb.table.EntityType;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.adapters.dynamodb.table.TableDefinition;
import io.enforcementcore.domain.model.InstanceId;
import io.enforcementcore.domain.model.Lease;
import io.enforcementcore.domain.model.LeaseGroup;
import io.enforcementcore.domain.model.LeaseMember;
import io.enforcementcore.domain.model.LeaseName;
import io.vavr.control.Option;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The items of a group's lease partition: a lease (owner, fence, expiry in epoch milliseconds, compared by
 * its conditions) and a member's beat. A lease never carries the table's time to live: deleting it would
 * start its fence again from one, and a stalled former owner's fenced write could land. A beat does, a day
 * after it expires, so that members that left do not pile up. These items belong to no tenant.
 */
public final class LeaseItems {
    public static final String LEASE_LABEL = EntityType.LEASE.label();
    public static final String MEMBER_LABEL = EntityType.LEASE_MEMBER.label();
    public static final String GROUP = "leaseGroup";
    public static final String INDEX = "leaseIndex";
    public static final String OWNER = "leaseOwner";
    public static final String FENCE = "fence";
    public static final String LEASE_EXPIRES_AT = "leaseExpiresAt";
    public static final String INSTANCE = "instanceId";
    /** How long a beat that expired stays before the table's time to live deletes it. */
    static final Duration MEMBER_KEPT = Duration.ofDays(1);

    private LeaseItems() {
    }

    /** The attributes every write of a lease sets, besides its owner, fence and expiry. */
    public static Map<String, AttributeValue> leaseIdentity(LeaseName name) {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put(ItemWriter.ENTITY_TYPE, AttributeValue.fromS(LEASE_LABEL));
        item.put(ItemWriter.SCHEMA_VERSION, AttributeValue.fromN(Integer.toString(EntityType.CURRENT_SCHEMA_VERSION)));
        item.put(GROUP, AttributeValue.fromS(name.group().value()));
        item.put(INDEX, AttributeValue.fromN(Integer.toString(name.index())));
        return item;
    }

    public static AttributeValue millis(Instant at) {
        return AttributeValue.fromN(Long.toString(at.toEpochMilli()));
    }

    /** A member's beat as the item stores it, key included. */
    public static Map<String, AttributeValue> member(LeaseGroup group, InstanceId instance, Instant until) {
        Map<String, AttributeValue> item = new LinkedHashMap<>(KeyGrammar.leaseMember(group, instance).asMap());
        item.put(ItemWriter.ENTITY_TYPE, AttributeValue.fromS(MEMBER_LABEL));
        item.put(ItemWriter.SCHEMA_VERSION, AttributeValue.fromN(Integer.toString(EntityType.CURRENT_SCHEMA_VERSION)));
        item.put(GROUP, AttributeValue.fromS(group.value()));
        item.put(INSTANCE, AttributeValue.fromS(instance.value()));
        item.put(LEASE_EXPIRES_AT, millis(until));
        item.put(TableDefinition.TIME_TO_LIVE_ATTRIBUTE,
                AttributeValue.fromN(Long.toString(until.plus(MEMBER_KEPT).getEpochSecond())));
        return item;
    }

    /** The lease an item of a lease partition holds; none for a member's beat or an item of another kind. */
    public static Option<Lease> lease(Map<String, AttributeValue> item) {
        if (!isA(item, LEASE_LABEL)) {
            return Option.none();
        }
        LeaseName name = new LeaseGroup(item.get(GROUP).s()).lease(Integer.parseInt(item.get(INDEX).n()));
        return Option.some(new Lease(name, new InstanceId(item.get(OWNER).s()), Long.parseLong(item.get(FENCE).n()),
                Instant.ofEpochMilli(Long.parseLong(item.get(LEASE_EXPIRES_AT).n()))));
    }

    public static Option<LeaseMember> member(Map<String, AttributeValue> item) {
        if (!isA(item, MEMBER_LABEL)) {
            return Option.none();
        }
        return Option.some(new LeaseMember(new LeaseGroup(item.get(GROUP).s()), new InstanceId(item.get(INSTANCE).s()),
                Instant.ofEpochMilli(Long.parseLong(item.get(LEASE_EXPIRES_AT).n()))));
    }

    private static boolean isA(Map<String, AttributeValue> item, String label) {
        AttributeValue type = item.get(ItemWriter.ENTITY_TYPE);
        return type != null && label.equals(type.s());
    }
}
