package io.enforcementcore.domain.model;

/**
 * How much of a case is still to be worked and what is on file: open tasks, open deadlines, linked
 * parties and evidence items. Kept on the case's lifecycle record by the same commit as the change that
 * moves it, so it never needs a count of the case's items to be read.
 */
public record CaseCounts(int openTasks, int openDeadlines, int parties, int evidence) {
    /** A case as it is opened: nothing on it yet. */
    public static final CaseCounts NOTHING_YET = new CaseCounts(0, 0, 0, 0);

    public CaseCounts {
        requireNotNegative("openTasks", openTasks);
        requireNotNegative("openDeadlines", openDeadlines);
        requireNotNegative("parties", parties);
        requireNotNegative("evidence", evidence);
    }

    public CaseCounts plus(Delta delta) {
        return new CaseCounts(openTasks + delta.openTasks(), openDeadlines + delta.openDeadlines(),
                parties + delta.parties(), evidence + delta.evidence());
    }

    private static void requireNotNegative(String field, int count) {
        if (count < 0) {
            throw new InvalidValue(field, "a count cannot be negative, was " + count);
        }
    }

    /** What one command moves the counts by; which command moves which is decided in {@code domain.decision}. */
    public record Delta(int openTasks, int openDeadlines, int parties, int evidence) {
        public static final Delta TASK_OPENED = new Delta(1, 0, 0, 0);
        public static final Delta TASK_CLOSED = new Delta(-1, 0, 0, 0);
        public static final Delta DEADLINE_OPENED = new Delta(0, 1, 0, 0);
        public static final Delta DEADLINE_RESOLVED = new Delta(0, -1, 0, 0);
        public static final Delta PARTY_LINKED = new Delta(0, 0, 1, 0);
        public static final Delta EVIDENCE_ATTACHED = new Delta(0, 0, 0, 1);

        public Delta plus(Delta other) {
            return new Delta(openTasks + other.openTasks, openDeadlines + other.openDeadlines,
                    parties + other.parties, evidence + other.evidence);
        }
    }
}
