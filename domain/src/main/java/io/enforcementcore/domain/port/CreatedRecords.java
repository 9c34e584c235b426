package io.enforcementcore.domain.port;

import io.enforcementcore.domain.decision.Change;
import io.enforcementcore.domain.model.Provenance;
import io.vavr.control.Option;
import java.util.List;

/**
 * Which changes create records, and the provenance those records already name: a change set that creates
 * records names its case's provenance, and a record that names one itself (META, a task, a deadline; a
 * link names the classification) names the same, so the stamp a store adds never contradicts the record.
 */
final class CreatedRecords {
    private CreatedRecords() {
    }

    static void requireProvenance(Authorship authorship, List<Change> changes, boolean remembered) {
        boolean creates = remembered;
        for (Change change : changes) {
            if (!creates(change)) {
                continue;
            }
            creates = true;
            Provenance stamped = authorship.caseProvenance().getOrElseThrow(() -> new IllegalArgumentException(
                    "change " + change.getClass().getSimpleName() + " creates records, so its change set must name"
                            + " its case's owner and classification"));
            Option<Provenance> named = namedBy(change);
            if (named.isDefined() && !named.get().equals(stamped)) {
                throw new IllegalArgumentException("change " + change.getClass().getSimpleName() + " names "
                        + named.get() + ", yet its change set is stamped " + stamped);
            }
            if (change instanceof Change.InsertPartyLink c && c.link().classification() != stamped.classification()) {
                throw new IllegalArgumentException("the link files its case as " + c.link().classification()
                        + ", yet its change set is stamped " + stamped);
            }
        }
        if (creates && authorship.caseProvenance().isEmpty()) {
            throw new IllegalArgumentException("an idempotency record belongs to a case: its change set must name"
                    + " the case's owner and classification");
        }
    }

    private static boolean creates(Change change) {
        return change instanceof Change.InsertCase || change instanceof Change.InsertPartyLink
                || change instanceof Change.InsertTask || change instanceof Change.MoveTask
                || change instanceof Change.InsertDeadline || change instanceof Change.InsertEvidence
                || change instanceof Change.AppendTimeline || change instanceof Change.AppendOutbox
                || change instanceof Change.MoveExternalRef;
    }

    private static Option<Provenance> namedBy(Change change) {
        if (change instanceof Change.InsertCase c) {
            return Option.some(c.metadata().provenance());
        } else if (change instanceof Change.MoveExternalRef c) {
            return Option.some(c.after().provenance());
        } else if (change instanceof Change.InsertTask c) {
            return Option.some(c.task().audit().provenance());
        } else if (change instanceof Change.MoveTask c) {
            return Option.some(c.after().audit().provenance());
        } else if (change instanceof Change.InsertDeadline c) {
            return Option.some(c.deadline().audit().provenance());
        }
        return Option.none();
    }
}
