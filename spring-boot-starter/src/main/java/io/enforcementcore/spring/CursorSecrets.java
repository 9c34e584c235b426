package io.enforcementcore.spring;

import io.enforcementcore.application.cursor.CursorKey;
import io.enforcementcore.application.cursor.CursorKeysMisconfigured;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The cursor properties as the library's {@link CursorKey}s, read as the command line reads its two variables:
 * one secret, or {@code id=secret} entries newest first, each secret its UTF-8 bytes. Every refusal is the
 * library's own ({@link CursorKeysMisconfigured}), reported on the property that caused it.
 */
final class CursorSecrets {

    private CursorSecrets() {
    }

    /** The keys, newest first; none when neither property is given. Call after {@link #check} found nothing. */
    static List<CursorKey> keys(String secret, List<String> secrets) {
        if (given(secret)) {
            return List.of(CursorKey.of(CursorKey.LONE_KEY_ID, bytes(secret)));
        }
        List<CursorKey> newestFirst = new ArrayList<>();
        for (String entry : secrets) {
            int equals = entry.indexOf('=');
            newestFirst.add(CursorKey.of(entry.substring(0, equals).strip(), bytes(entry.substring(equals + 1))));
        }
        return newestFirst.isEmpty() ? List.of() : CursorKey.ring(newestFirst);
    }

    /** Who hears a refusal: the property (under {@code enforcementcore.}) and the reason, never the secret. */
    interface PropertyRefusal {
        void refuse(String property, String reason);
    }

    /** Refuses {@code cursor.secret} or {@code cursor.secrets} with the library's reason, or both given. */
    static void check(String secret, List<String> secrets, PropertyRefusal refusals) {
        if (given(secret) && !secrets.isEmpty()) {
            refusals.refuse("cursor.secrets", "give cursor.secret or cursor.secrets, not both: while rotating, list "
                    + "the new secret first in cursor.secrets");
            return;
        }
        if (given(secret)) {
            refusal(() -> keys(secret, List.of())).ifPresent(reason -> refusals.refuse("cursor.secret", reason));
            return;
        }
        for (int i = 0; i < secrets.size(); i++) {
            if (secrets.get(i).indexOf('=') < 0) {
                refusals.refuse("cursor.secrets", "entry " + (i + 1) + " is not id=secret (keys are listed newest "
                        + "first; a secret here holds no comma)");
                return;
            }
        }
        refusal(() -> keys(null, secrets)).ifPresent(reason -> refusals.refuse("cursor.secrets", reason));
    }

    private static Optional<String> refusal(Runnable parse) {
        try {
            parse.run();
            return Optional.empty();
        } catch (CursorKeysMisconfigured refused) {
            return Optional.of(refused.getMessage());
        }
    }

    private static boolean given(String value) {
        return value != null && !value.isBlank();
    }

    private static byte[] bytes(String secret) {
        return secret.getBytes(StandardCharsets.UTF_8);
    }
}
