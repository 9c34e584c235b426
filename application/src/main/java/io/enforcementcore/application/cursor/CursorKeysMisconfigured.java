package io.enforcementcore.application.cursor;

import io.enforcementcore.application.EnforcementCoreBuilder;

/**
 * The page-cursor keys given to {@link EnforcementCoreBuilder} cannot be used (a secret too short, an id
 * given twice, an id that is not a plain label). It is an operator's fix, thrown while the facade is being
 * built, before any request; the message names what is wrong and never repeats a secret.
 */
public final class CursorKeysMisconfigured extends RuntimeException {
    public CursorKeysMisconfigured(String message) {
        super(message);
    }
}
