package io.enforcementcore.domain.rejection;

import io.vavr.control.Option;
import java.util.Map;

/**
 * The stable {@code kind} of each business rejection: lower-case words joined by hyphens that a script or a
 * client can match, never a class name, so that renaming a record changes no answer. The command line's error
 * documents, the commands' observations and the JSON of a rejection all name it by this one table.
 */
public final class RejectionKinds {
    private static final Map<Class<? extends Rejection>, String> KINDS = Map.ofEntries(
            Map.entry(Rejection.InvalidInput.class, "invalid-input"),
            Map.entry(Rejection.NotFound.class, "not-found"),
            Map.entry(Rejection.Forbidden.class, "forbidden"),
            Map.entry(Rejection.DuplicateExternalRef.class, "duplicate-external-ref"),
            Map.entry(Rejection.StaleVersion.class, "stale-version"),
            Map.entry(Rejection.IllegalTransition.class, "illegal-transition"),
            Map.entry(Rejection.CaseClosed.class, "case-closed"),
            Map.entry(Rejection.TaskNotOpen.class, "task-not-open"),
            Map.entry(Rejection.DeadlineNotOpen.class, "deadline-not-open"),
            Map.entry(Rejection.PartyAlreadyLinked.class, "party-already-linked"),
            Map.entry(Rejection.IdempotencyKeyReused.class, "idempotency-key-reused"),
            Map.entry(Rejection.InvalidCursor.class, "invalid-cursor"),
            Map.entry(Rejection.ItemTooLarge.class, "item-too-large"));

    private RejectionKinds() {
    }

    public static String of(Rejection rejection) {
        return of(rejection.getClass());
    }

    /** The kind of every rejection of {@code type}. */
    public static String of(Class<? extends Rejection> type) {
        String kind = KINDS.get(type);
        if (kind == null) {
            throw new IllegalStateException(type.getName() + " has no kind: give it one in RejectionKinds");
        }
        return kind;
    }

    /** The rejection a kind names; none for a text that is no kind. */
    public static Option<Class<? extends Rejection>> typeOf(String kind) {
        return Option.ofOptional(KINDS.entrySet().stream().filter(entry -> entry.getValue().equals(kind))
                .<Class<? extends Rejection>>map(Map.Entry::getKey).findFirst());
    }
}
