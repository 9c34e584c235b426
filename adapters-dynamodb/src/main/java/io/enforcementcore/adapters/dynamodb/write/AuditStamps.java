package io.enforcementcore.adapters.dynamodb.write;

import io.enforcementcore.adapters.dynamodb.item.AuditAttributes;
import io.enforcementcore.domain.port.Authorship;
import io.vavr.control.Option;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Every item a transaction puts or updates says where it belongs and who wrote it (seed §26): its case's
 * owning organisation and classification, who created it and when, who last changed it and when. What an
 * item's own codec writes (a task's audit, META's owner) stands; the stamp fills in the rest from the
 * change set's {@link Authorship}:
 * <ul>
 *   <li>a Put is created now, by the writer, in the case's provenance;</li>
 *   <li>an Update is changed now, by the writer; an item written before items were stamped gets its case's
 *   provenance where the writer names one, and keeps no creator (none is known);</li>
 *   <li>an Update that creates its item when absent (a party's profile) names its creator only if absent.</li>
 * </ul>
 * A Delete and a ConditionCheck write nothing. An item an operation declares it finds, encoded from a record
 * that does not say all of this, is no longer known whole: its write is reported as a lower bound.
 */
final class AuditStamps {
    private AuditStamps() {
    }

    static void stamp(List<WriteSpec> operations, Authorship authorship) {
        AttributeValue by = AuditAttributes.actor(authorship.by());
        AttributeValue at = AuditAttributes.time(authorship.at());
        Option<Map<String, AttributeValue>> provenance = authorship.caseProvenance().map(AuditAttributes::of);
        for (WriteSpec operation : operations) {
            AuditAttributes.NAMES.forEach(operation::findsStamped);
            if (operation.kind() == WriteSpec.WriteKind.PUT) {
                stampAll(operation, provenance.getOrElseThrow(() ->
                        new IllegalStateException("a Put needs its case's provenance: " + authorship)), false);
                operation.stampUnlessSaid(AuditAttributes.CREATED_BY, by, false)
                        .stampUnlessSaid(AuditAttributes.UPDATED_BY, by, false);
            } else if (operation.kind() == WriteSpec.WriteKind.UPDATE) {
                provenance.forEach(attributes -> stampAll(operation, attributes, true));
                if (operation.createsItemIfAbsent()) {
                    operation.stampUnlessSaid(AuditAttributes.CREATED_BY, by, true)
                            .stampUnlessSaid(AuditAttributes.CREATED_AT, at, true);
                }
                operation.stampUnlessSaid(AuditAttributes.UPDATED_BY, by, false)
                        .stampUnlessSaid(AuditAttributes.UPDATED_AT, at, false);
            }
        }
    }

    private static void stampAll(WriteSpec operation, Map<String, AttributeValue> attributes, boolean ifAbsent) {
        attributes.forEach((attribute, value) -> operation.stampUnlessSaid(attribute, value, ifAbsent));
    }
}
