package io.enforcementcore.adapters.inmemory.table;

import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Timestamps;
import java.time.Instant;

/**
 * The sort keys of the in-memory partitions, as domain fields with comparators that order them exactly
 * as the DynamoDB adapter's key strings order: timestamps by time (their fixed-width text sorts the
 * same), ids as Java strings (no surrogates, so UTF-16 order is UTF-8 byte order).
 *
 * <p>Each comparison is written out rather than chained from {@code Comparator.comparing}: a partition's
 * map compares keys some twenty times per insertion, and each chained step costs a call through a lambda.
 *
 * <p>Each key turns into a page position and back. A key whose ids are null is the lowest key of its
 * instant, a bound for the due-time ranges. Positions use '#', which no id may contain.
 */
public final class SortKeys {
    private SortKeys() {
    }

    /** (time, id): tasks and deadlines of a case by due time, timeline and outbox events by occurrence. */
    public record TimeKey(Instant at, String id) implements Comparable<TimeKey> {

        public static TimeKey lowestAt(Instant at) {
            return new TimeKey(at, null);
        }

        public static TimeKey parse(String position) {
            String[] parts = split(position, 2);
            return new TimeKey(instant(parts[0]), parts[1]);
        }

        public String position() {
            return Timestamps.format(at) + "#" + id;
        }

        @Override
        public int compareTo(TimeKey other) {
            int byTime = at.compareTo(other.at);
            return byTime != 0 ? byTime : ids(id, other.id);
        }
    }

    /**
     * (due time, case id, task or deadline id): the tenant-wide views AP03 and AP04. Their index sort key
     * is {@code <dueAt>#CASE#<caseId>#TASK#<taskId>}, where the '#' after the case id takes part in the
     * comparison: a case id that is a prefix of another compares its '#' with the other's next character.
     * Comparing {@code caseId + '#'} reproduces that.
     */
    public record CaseTimeKey(Instant at, String caseId, String id) implements Comparable<CaseTimeKey> {

        public static CaseTimeKey lowestAt(Instant at) {
            return new CaseTimeKey(at, null, null);
        }

        public static CaseTimeKey parse(String position) {
            String[] parts = split(position, 3);
            return new CaseTimeKey(instant(parts[0]), parts[1], parts[2]);
        }

        public String position() {
            return Timestamps.format(at) + "#" + caseId + "#" + id;
        }

        @Override
        public int compareTo(CaseTimeKey other) {
            int byTime = at.compareTo(other.at);
            if (byTime != 0) {
                return byTime;
            }
            int byCase = comparedWithDelimiter(caseId, other.caseId);
            return byCase != 0 ? byCase : ids(id, other.id);
        }
    }

    /** (opened at, case id): AP12, read in descending order. */
    public record OpenedKey(Instant openedAt, String caseId) implements Comparable<OpenedKey> {

        public static OpenedKey of(CaseState state) {
            return new OpenedKey(state.openedAt(), state.caseId().value());
        }

        public static OpenedKey parse(String position) {
            String[] parts = split(position, 2);
            return new OpenedKey(instant(parts[0]), parts[1]);
        }

        public String position() {
            return Timestamps.format(openedAt) + "#" + caseId;
        }

        @Override
        public int compareTo(OpenedKey other) {
            int byTime = openedAt.compareTo(other.openedAt);
            return byTime != 0 ? byTime : ids(caseId, other.caseId);
        }
    }

    /** (risk score, case id): AP13, read in descending order. */
    public record ScoreKey(int score, String caseId) implements Comparable<ScoreKey> {

        public static ScoreKey of(CaseState state) {
            return new ScoreKey(state.riskScore().value(), state.caseId().value());
        }

        public static ScoreKey parse(String position) {
            String[] parts = split(position, 2);
            try {
                return new ScoreKey(Integer.parseInt(parts[0]), parts[1]);
            } catch (NumberFormatException e) {
                throw notAPosition(position);
            }
        }

        public String position() {
            return new RiskScore(score).sortable() + "#" + caseId;
        }

        @Override
        public int compareTo(ScoreKey other) {
            int byScore = Integer.compare(score, other.score);
            return byScore != 0 ? byScore : ids(caseId, other.caseId);
        }
    }

    /**
     * (occurred at, event id, case id): AP10. The index key ends with the event id; the case id only keeps
     * two cases' events with the same id and time apart, as the table's own key does in DynamoDB.
     */
    public record PendingKey(Instant occurredAt, String eventId, String caseId) implements Comparable<PendingKey> {

        public static PendingKey parse(String position) {
            String[] parts = split(position, 3);
            return new PendingKey(instant(parts[0]), parts[1], parts[2]);
        }

        public String position() {
            return Timestamps.format(occurredAt) + "#" + eventId + "#" + caseId;
        }

        @Override
        public int compareTo(PendingKey other) {
            int byTime = occurredAt.compareTo(other.occurredAt);
            if (byTime != 0) {
                return byTime;
            }
            int byEvent = ids(eventId, other.eventId);
            return byEvent != 0 ? byEvent : ids(caseId, other.caseId);
        }
    }

    /** Ids in Java string order, a null (the lowest key of its instant) first. */
    private static int ids(String one, String other) {
        if (one == null || other == null) {
            return one == null ? (other == null ? 0 : -1) : 1;
        }
        return one.compareTo(other);
    }

    /**
     * {@code one + "#"} compared with {@code other + "#"}, nulls first, without building either: a view's
     * map compares keys on every insertion and lookup. Ids never contain '#'.
     */
    static int comparedWithDelimiter(String one, String other) {
        if (one == null || other == null) {
            return one == null ? (other == null ? 0 : -1) : 1;
        }
        int shared = Math.min(one.length(), other.length());
        for (int i = 0; i < shared; i++) {
            if (one.charAt(i) != other.charAt(i)) {
                return one.charAt(i) - other.charAt(i);
            }
        }
        if (one.length() == other.length()) {
            return 0;
        }
        return one.length() < other.length() ? '#' - other.charAt(shared) : one.charAt(shared) - '#';
    }

    private static String[] split(String position, int parts) {
        String[] split = position.split("#", -1);
        if (split.length != parts) {
            throw notAPosition(position);
        }
        return split;
    }

    private static Instant instant(String text) {
        try {
            return Timestamps.parse("position", text);
        } catch (RuntimeException e) {
            throw notAPosition(text);
        }
    }

    static IllegalArgumentException notAPosition(String position) {
        return new IllegalArgumentException("'" + position + "' is not a page position of this store");
    }
}
