package io.enforcementcore.cli;

import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.EnforcementCoreBuilder;
import io.enforcementcore.application.cursor.CursorKey;
import io.enforcementcore.application.cursor.CursorKeysMisconfigured;
import io.enforcementcore.domain.port.ForPublishingEvents;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Option;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Wires the use cases to a store for the command line: system clock and random ids. Page cursors are
 * sealed under {@value #CURSOR_SECRET_ENV}, or under the keys of {@value #CURSOR_SECRETS_ENV}
 * ({@code id=secret,id=secret}, newest first) while a secret is being rotated, so that a cursor printed by
 * one run can be handed to the next; with neither, each run seals under a random key of its own.
 */
public final class CompositionRoot {
    public static final String CURSOR_SECRET_ENV = "ENFORCEMENTCORE_CURSOR_SECRET";
    public static final String CURSOR_SECRETS_ENV = "ENFORCEMENTCORE_CURSOR_SECRETS";

    private CompositionRoot() {
    }

    /** The use cases with the shell's one secret, or a random key when there is none. */
    public static EnforcementCore facade(StoragePorts ports, ForPublishingEvents publisher,
                                         Optional<byte[]> cursorSecret) {
        return facade(ports, publisher,
                cursorSecret.map(secret -> List.of(CursorKey.of(CursorKey.LONE_KEY_ID, secret))).orElse(List.of()));
    }

    /** The use cases with these cursor keys, newest first, or a random key when there are none. */
    public static EnforcementCore facade(StoragePorts ports, ForPublishingEvents publisher,
                                         List<CursorKey> cursorKeys) {
        EnforcementCoreBuilder builder = EnforcementCoreBuilder.on(ports).publishingTo(publisher);
        if (cursorKeys.isEmpty()) {
            // the command line says so itself, in its own words, once a run pages (see cursorWarning)
            builder.withCursorsForThisInstanceOnly();
        } else {
            builder.withCursorKeys(cursorKeys);
        }
        return builder.build();
    }

    /**
     * The cursor keys the environment gives, newest first; none when it gives none.
     *
     * @throws CursorKeysMisconfigured naming the variable, when a secret is too short, an entry is not
     *         {@code id=secret}, an id repeats, or both variables are set
     */
    static List<CursorKey> cursorKeys(Map<String, String> environment) {
        Option<String> lone = setting(environment, CURSOR_SECRET_ENV);
        Option<String> ring = setting(environment, CURSOR_SECRETS_ENV);
        if (lone.isDefined() && ring.isDefined()) {
            throw new CursorKeysMisconfigured("set " + CURSOR_SECRET_ENV + " or " + CURSOR_SECRETS_ENV
                    + ", not both: while rotating, list the new secret first in " + CURSOR_SECRETS_ENV);
        }
        if (lone.isDefined()) {
            return List.of(key(CURSOR_SECRET_ENV, CursorKey.LONE_KEY_ID, lone.get()));
        }
        return ring.map(CompositionRoot::ringOf).getOrElse(List.of());
    }

    /** What to tell an operator whose cursor was refused by a run that holds no shared cursor secret. */
    static Option<String> cursorHint(Rejection rejection, Map<String, String> environment) {
        return rejection instanceof Rejection.InvalidCursor && !sharesCursorSecret(environment)
                ? Option.some("without " + CURSOR_SECRET_ENV + " each run seals its page cursors under a key"
                        + " of its own; set it (at least " + CursorKey.MIN_SECRET_BYTES + " bytes) to one value for"
                        + " the runs that hand cursors on")
                : Option.none();
    }

    /**
     * What a run that pages says once, before an operator hands its cursor on, when it holds no shared cursor
     * secret; none when it holds one.
     */
    static Option<String> cursorWarning(Map<String, String> environment) {
        return sharesCursorSecret(environment) ? Option.none()
                : Option.some("this run pages without " + CURSOR_SECRET_ENV + " (or " + CURSOR_SECRETS_ENV + "), so"
                        + " it seals the cursors it prints under a key of its own: every other run refuses them;"
                        + " set " + CURSOR_SECRET_ENV + " (at least " + CursorKey.MIN_SECRET_BYTES + " bytes) to one"
                        + " value for the runs that hand cursors on");
    }

    private static boolean sharesCursorSecret(Map<String, String> environment) {
        return setting(environment, CURSOR_SECRET_ENV).isDefined()
                || setting(environment, CURSOR_SECRETS_ENV).isDefined();
    }

    private static List<CursorKey> ringOf(String entries) {
        List<CursorKey> newestFirst = new ArrayList<>();
        String[] parts = entries.split(",", -1);
        for (int i = 0; i < parts.length; i++) {
            int equals = parts[i].indexOf('=');
            if (equals < 0) {
                throw new CursorKeysMisconfigured(CURSOR_SECRETS_ENV + ": entry " + (i + 1)
                        + " is not id=secret (keys are id=secret, newest first, separated by commas;"
                        + " a secret here holds no comma)");
            }
            newestFirst.add(key(CURSOR_SECRETS_ENV, parts[i].substring(0, equals).strip(),
                    parts[i].substring(equals + 1)));
        }
        try {
            return CursorKey.ring(newestFirst);
        } catch (CursorKeysMisconfigured refused) {
            throw new CursorKeysMisconfigured(CURSOR_SECRETS_ENV + ": " + refused.getMessage());
        }
    }

    private static CursorKey key(String variable, String id, String secret) {
        try {
            return CursorKey.of(id, secret.getBytes(StandardCharsets.UTF_8));
        } catch (CursorKeysMisconfigured refused) {
            throw new CursorKeysMisconfigured(variable + ": " + refused.getMessage());
        }
    }

    private static Option<String> setting(Map<String, String> environment, String name) {
        return Option.of(environment.get(name)).filter(value -> !value.isBlank());
    }
}
