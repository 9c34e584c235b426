package io.enforcementcore.adapters.dynamodb.item;

import io.enforcementcore.domain.model.Audit;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.Provenance;
import io.enforcementcore.domain.model.Timestamps;
import io.enforcementcore.domain.model.UserId;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An item's audit stamp (seed §26) as attributes: the one place that names them and says how each value is
 * written. Whatever writes a stamp (a Put, an Update's SET clause, a record's own codec), sizes it, keeps it
 * on re-encoding or reads it back uses these names and encodings, so a stamp reads back as it was written.
 * The names are compile-time constants, for the item records' mappings to name them too.
 */
public final class AuditAttributes {
    /** The owning organisation of the case an item belongs to. */
    public static final String OWNER_ORG_ID = "ownerOrgId";
    /** The classification of the case an item belongs to. */
    public static final String CLASSIFICATION = "classification";
    public static final String CREATED_AT = "createdAt";
    public static final String CREATED_BY = "createdBy";
    public static final String UPDATED_AT = "updatedAt";
    public static final String UPDATED_BY = "updatedBy";
    /** One attribute of the stamp and how it is written from an audit. */
    private record Part(String name, Function<Audit, AttributeValue> written) {
    }

    private static final List<Part> PARTS = List.of(
            new Part(OWNER_ORG_ID, audit -> owner(audit.provenance().ownerOrgId())),
            new Part(CLASSIFICATION, audit -> classification(audit.provenance().classification())),
            new Part(CREATED_AT, audit -> time(audit.createdAt())),
            new Part(CREATED_BY, audit -> actor(audit.createdBy())),
            new Part(UPDATED_AT, audit -> time(audit.updatedAt())),
            new Part(UPDATED_BY, audit -> actor(audit.updatedBy())));

    /** The whole stamp: where an item belongs and who wrote it. */
    public static final List<String> NAMES = PARTS.stream().map(Part::name).toList();

    private AuditAttributes() {
    }

    /** The six attributes {@code audit} is written as, in the order of {@link #NAMES}. */
    public static Map<String, AttributeValue> of(Audit audit) {
        Map<String, AttributeValue> stamp = new LinkedHashMap<>();
        PARTS.forEach(part -> stamp.put(part.name(), part.written().apply(audit)));
        return stamp;
    }

    /** Where an item belongs, as its two attributes: owner, then classification. */
    public static Map<String, AttributeValue> of(Provenance provenance) {
        Map<String, AttributeValue> stamp = new LinkedHashMap<>();
        stamp.put(OWNER_ORG_ID, owner(provenance.ownerOrgId()));
        stamp.put(CLASSIFICATION, classification(provenance.classification()));
        return stamp;
    }

    public static AttributeValue owner(OrgId owner) {
        return AttributeValue.fromS(owner.value());
    }

    public static AttributeValue classification(Classification classification) {
        return AttributeValue.fromS(classification.name());
    }

    /** Who created or changed an item. */
    public static AttributeValue actor(UserId actor) {
        return AttributeValue.fromS(actor.value());
    }

    /** When an item was created or changed: the one fixed-width timestamp format of every item. */
    public static AttributeValue time(Instant at) {
        return AttributeValue.fromS(Timestamps.format(at));
    }

    /** The stamp {@code item} carries; none unless it carries all of it (an item stored before stamps). */
    public static Option<Audit> read(Map<String, AttributeValue> item) {
        if (!NAMES.stream().allMatch(item::containsKey)) {
            return Option.none();
        }
        return Option.some(DomainValues.audit(item.get(OWNER_ORG_ID).s(), item.get(CLASSIFICATION).s(),
                item.get(CREATED_AT).s(), item.get(CREATED_BY).s(), item.get(UPDATED_AT).s(),
                item.get(UPDATED_BY).s()));
    }

    /**
     * The bytes {@code audit} adds to {@code encoded} when stamped on it: its attributes that {@code encoded}
     * does not already hold and that {@code kept} keeps (an index keeps only what it projects).
     */
    public static long bytesAdded(Map<String, AttributeValue> encoded, Audit audit, Predicate<String> kept) {
        long bytes = 0;
        // every read the in-memory store sizes comes here: only the attributes it adds are written out
        for (Part part : PARTS) {
            if (!encoded.containsKey(part.name()) && kept.test(part.name())) {
                bytes += ItemSize.attribute(part.name(), part.written().apply(audit));
            }
        }
        return bytes;
    }
}
