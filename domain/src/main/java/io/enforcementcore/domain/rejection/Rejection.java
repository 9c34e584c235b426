package io.enforcementcore.domain.rejection;

/**
 * Why a command or query was refused. A rejection is a business outcome and a value: it is returned,
 * never thrown, and nothing was written when one is returned. Infrastructure trouble travels on a
 * different channel ({@link io.enforcementcore.domain.port.StoreUnavailable}).
 */
public sealed interface Rejection {

    /** A sentence for a person: what was refused and why. */
    String message();

    record InvalidInput(String field, String reason) implements Rejection {
        public String message() {
            return "invalid " + field + ": " + reason;
        }
    }

    /** Also the answer for another tenant's data: its existence is not disclosed. */
    record NotFound(String entity, String id) implements Rejection {
        public String message() {
            return entity + " '" + id + "' was not found";
        }
    }

    record Forbidden(String action, String reason) implements Rejection {
        public String message() {
            return "not allowed to " + action + ": " + reason;
        }
    }

    record DuplicateExternalRef(String externalRef) implements Rejection {
        public String message() {
            return "a case with external reference '" + externalRef + "' already exists";
        }
    }

    record StaleVersion(String entity, String id, long expectedVersion, long actualVersion) implements Rejection {
        public static final long UNKNOWN = -1;

        public String message() {
            return entity + " '" + id + "' was changed by someone else: expected version " + expectedVersion
                    + (actualVersion == UNKNOWN ? "" : ", found version " + actualVersion);
        }
    }

    record IllegalTransition(String from, String to) implements Rejection {
        public String message() {
            return "a case cannot move from " + from + " to " + to;
        }
    }

    record CaseClosed(String caseId) implements Rejection {
        public String message() {
            return "case '" + caseId + "' is closed";
        }
    }

    record TaskNotOpen(String taskId, String status) implements Rejection {
        public String message() {
            return "task '" + taskId + "' is not open (it is " + status + ")";
        }
    }

    record DeadlineNotOpen(String deadlineId, String status) implements Rejection {
        public String message() {
            return "deadline '" + deadlineId + "' is not open (it is " + status + ")";
        }
    }

    record PartyAlreadyLinked(String caseId, String partyId) implements Rejection {
        public String message() {
            return "party '" + partyId + "' is already linked to case '" + caseId + "'";
        }
    }

    record IdempotencyKeyReused(String key) implements Rejection {
        public String message() {
            return "idempotency key '" + key + "' was already used for a different request";
        }
    }

    record InvalidCursor(String reason) implements Rejection {
        public String message() {
            return "invalid page cursor: " + reason;
        }
    }

    record ItemTooLarge(String entity, long bytes, long limit) implements Rejection {
        public String message() {
            return entity + " would be stored as " + bytes + " bytes, over the limit of " + limit + " bytes";
        }
    }
}
