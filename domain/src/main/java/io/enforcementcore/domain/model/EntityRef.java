package io.enforcementcore.domain.model;

import java.util.Objects;

/**
 * What a command created or changed, named as the caller names it in the next command: a case, party or
 * evidence by its id, a task or deadline by its handle.
 */
public sealed interface EntityRef {

    /** The reference as text: the id, or the handle's token. */
    String text();

    record OfCase(CaseId id) implements EntityRef {
        public OfCase {
            Objects.requireNonNull(id, "id");
        }

        public String text() {
            return id.value();
        }
    }

    record OfTask(TaskHandle handle) implements EntityRef {
        public OfTask {
            Objects.requireNonNull(handle, "handle");
        }

        public String text() {
            return handle.toToken();
        }
    }

    record OfDeadline(DeadlineHandle handle) implements EntityRef {
        public OfDeadline {
            Objects.requireNonNull(handle, "handle");
        }

        public String text() {
            return handle.toToken();
        }
    }

    record OfParty(PartyId id) implements EntityRef {
        public OfParty {
            Objects.requireNonNull(id, "id");
        }

        public String text() {
            return id.value();
        }
    }

    record OfEvidence(EvidenceId id) implements EntityRef {
        public OfEvidence {
            Objects.requireNonNull(id, "id");
        }

        public String text() {
            return id.value();
        }
    }
}
