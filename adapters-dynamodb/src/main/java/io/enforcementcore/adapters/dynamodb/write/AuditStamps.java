package io.enforcementcore.adapters.dynamodb.write;

import io.enforcementcore.adapters.dynamodb.item.ItemWriter;
import io.enforcementcore.domain.model.Provenance;
import io.enforcementcore.domain.model.Timestamps;
import io.enforcementcore.domain.port.Authorship;
import java.util.List;
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
        AttributeValue by = AttributeValue.fromS(authorship.by().value());
        AttributeValue at = AttributeValue.fromS(Timestamps.format(authorship.at()));
        for (WriteSpec operation : operations) {
            ItemWriter.AUDIT_STAMP.forEach(operation::findsStamped);
            if (operation.kind() == WriteSpec.Kind.PUT) {
                stampProvenance(operation, authorship.caseProvenance().getOrElseThrow(() ->
                        new IllegalStateException("a Put needs its case's provenance: " + authorship)), false);
                operation.stampUnlessSaid(ItemWriter.CREATED_BY, by, false)
                        .stampUnlessSaid(ItemWriter.UPDATED_BY, by, false);
            } else if (operation.kind() == WriteSpec.Kind.UPDATE) {
                authorship.caseProvenance().forEach(provenance -> stampProvenance(operation, provenance, true));
                if (operation.createsItemIfAbsent()) {
                    operation.stampUnlessSaid(ItemWriter.CREATED_BY, by, true)
                            .stampUnlessSaid(ItemWriter.CREATED_AT, at, true);
                }
                operation.stampUnlessSaid(ItemWriter.UPDATED_BY, by, false)
                        .stampUnlessSaid(ItemWriter.UPDATED_AT, at, false);
            }
        }
    }

    private static void stampProvenance(WriteSpec operation, Provenance provenance, boolean ifAbsent) {
        operation.stampUnlessSaid(ItemWriter.OWNER_ORG_ID, AttributeValue.fromS(provenance.ownerOrgId().value()),
                        ifAbsent)
                .stampUnlessSaid(ItemWriter.CLASSIFICATION, AttributeValue.fromS(provenance.classification().name()),
                        ifAbsent);
    }
}
