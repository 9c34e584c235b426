package io.enforcementcore.domain.commit;

import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.model.BlobRef;
import io.enforcementcore.domain.model.OutboxStatus;
import io.enforcementcore.domain.model.Sha256;
import java.util.ArrayList;
import java.util.List;

/**
 * The ids a change set had in the forms before the versioned one, so that a store that finds one of them on
 * its items knows the set landed before an upgrade and was sent again after it. Both digested each class by
 * its name ({@link FormerClassNames}): the second as an 8-byte fingerprint, the first in full. Both saw a
 * command as its text, a blob reference and a digest as text, and an outbox event's status as a published
 * flag; the values that are typed now are handed to them as they were then.
 *
 * <p>Frozen: nothing here may change with the code around it, or a set that landed under an old id would be
 * refused when sent again. A test holds the ids these give to the ids the last release of each form gave.
 */
final class FormerCommitIds {
    private FormerCommitIds() {
    }

    /** The ids of {@code changes} in the second form, then the first; none for a set no former form could make. */
    static List<CommitId> of(Record changes) {
        List<CommitId> ids = new ArrayList<>(2);
        for (ContentDigest.Naming naming : List.of(ContentDigest.Naming.FINGERPRINT, ContentDigest.Naming.FULL_NAME)) {
            byte[] digest = ContentDigest.formerSha256(changes, naming, FormerClassNames::of,
                    FormerCommitIds::asBefore);
            if (digest != null) {
                ids.add(CommitId.unversioned(digest));
            }
        }
        return ids;
    }

    /** A value as the former forms saw it: the types they did not know as the plain values they held. */
    private static Object asBefore(Object value) {
        if (value instanceof CommandId command) {
            return command.id();
        } else if (value instanceof BlobRef blob) {
            return blob.value();
        } else if (value instanceof Sha256 sha) {
            return sha.value();
        } else if (value instanceof OutboxStatus status) {
            return status == OutboxStatus.PUBLISHED;
        }
        return value;
    }
}
