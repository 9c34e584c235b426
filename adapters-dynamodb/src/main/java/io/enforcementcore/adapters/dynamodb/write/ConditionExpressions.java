package io.enforcementcore.adapters.dynamodb.write;

import io.enforcementcore.adapters.dynamodb.item.ItemWriter;
import io.enforcementcore.adapters.dynamodb.item.LeaseItems;
import io.enforcementcore.adapters.dynamodb.item.SubjectItems;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.adapters.dynamodb.table.TableDefinition;
import io.enforcementcore.domain.decision.Expectation;
import io.enforcementcore.domain.decision.Subject;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.RecordStatus;
import java.util.ArrayList;
import java.util.List;

/**
 * A precondition's expectation as a condition expression on its subject's item, written mechanically:
 * absent is {@code attribute_not_exists}, absent-or-expired adds "or its time-to-live has come" (an
 * item DynamoDB has not deleted yet may be overwritten), held is the lease's owner and fence, present is the
 * tenant, then the allowed
 * classifications, the version, the allowed statuses, the snapshot shown and the revision (the commit id
 * the item carries, or none at all for an item stored before items carried one) when the expectation names
 * them. Which statuses are allowed is the domain's answer, never this class's.
 */
final class ConditionExpressions {
    private ConditionExpressions() {
    }

    /**
     * @param prefix set before every value placeholder, so that the conditions of several preconditions
     *               on one item do not share placeholders
     */
    public static String of(WriteSpec w, Subject subject, Expectation expectation, String prefix) {
        if (expectation instanceof Expectation.Present present) {
            List<String> terms = new ArrayList<>();
            terms.add(w.name(ItemWriter.TENANT_ID) + " = " + w.value(prefix + "tenant", present.owner().value()));
            present.classificationIn().forEach(allowed -> terms.add(inClassification(w, allowed, prefix)));
            present.version().forEach(version ->
                    terms.add(w.name(ItemWriter.VERSION) + " = " + w.value(prefix + "expectedVersion", version)));
            present.statusIn().forEach(allowed ->
                    terms.add(inStatus(w, SubjectItems.status(subject),
                            allowed.stream().map(RecordStatus::name).toList(), prefix)));
            present.shows().forEach(shown -> terms.add(w.name(SubjectItems.snapshot(subject)) + " = "
                    + w.value(prefix + "expectedSnapshot", shown)));
            present.revision().forEach(revision -> terms.add(revision.isTold()
                    ? w.name(CommitMarks.ATTRIBUTE) + " = " + w.value(prefix + "expectedRevision", revision.value())
                    : "attribute_not_exists(" + w.name(CommitMarks.ATTRIBUTE) + ")"));
            return String.join(" AND ", terms);
        }
        if (expectation instanceof Expectation.HeldUnder held) {
            return w.name(LeaseItems.OWNER) + " = " + w.value(prefix + "leaseOwner", held.owner().value()) + " AND "
                    + w.name(LeaseItems.FENCE) + " = " + w.value(prefix + "fence", held.fence());
        }
        String absent = "attribute_not_exists(" + w.name(KeyGrammar.PK) + ")";
        if (expectation instanceof Expectation.AbsentOrExpired lapsed) {
            // expiry instants are whole seconds, so "expired by asOf" is "expiresAt <= asOf's whole second"
            return "(" + absent + " OR " + w.name(TableDefinition.TIME_TO_LIVE_ATTRIBUTE) + " <= "
                    + w.value(prefix + "asOf", lapsed.asOf().getEpochSecond()) + ")";
        }
        return absent;
    }

    private static String inClassification(WriteSpec w, List<Classification> allowed, String prefix) {
        List<String> values = new ArrayList<>();
        for (int i = 0; i < allowed.size(); i++) {
            values.add(w.value(prefix + "classification" + i, allowed.get(i).name()));
        }
        return w.name(ItemWriter.CLASSIFICATION) + " IN (" + String.join(", ", values) + ")";
    }

    private static String inStatus(WriteSpec w, SubjectItems.StatusAttribute status, List<String> allowed,
                                   String prefix) {
        List<String> values = new ArrayList<>();
        for (int i = 0; i < allowed.size(); i++) {
            values.add(w.value(prefix + "expectedStatus" + i, status.encode(allowed.get(i))));
        }
        return w.name(status.attribute()) + " IN (" + String.join(", ", values) + ")";
    }
}
