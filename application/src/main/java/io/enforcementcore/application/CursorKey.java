package io.enforcementcore.application;

import java.util.Objects;
import java.util.regex.Pattern;

/**
 * One secret that page cursors are sealed under, with the id that names it in every cursor it sealed, so
 * that the secret can be rotated: give the new key first and the keys it replaces after it (see
 * {@link EnforcementCoreBuilder#withCursorKeys}). The id is written in the clear in each cursor; the secret
 * never leaves this instance. Not a record: a secret has no business in {@code equals} or {@code toString}.
 */
public final class CursorKey {
    /** The id of the one key that {@link EnforcementCoreBuilder#withCursorSecret} gives. */
    public static final String LONE_KEY_ID = "default";
    public static final int MIN_SECRET_BYTES = 16;
    public static final int MAX_ID_CHARS = 32;
    private static final Pattern ID = Pattern.compile("[A-Za-z0-9._-]{1," + MAX_ID_CHARS + "}");

    private final String id;
    private final byte[] secret;

    private CursorKey(String id, byte[] secret) {
        this.id = id;
        this.secret = secret;
    }

    /**
     * @throws CursorKeysMisconfigured when the id is not 1 to {@value #MAX_ID_CHARS} letters, digits, '.', '_'
     *         or '-', or the secret is shorter than {@value #MIN_SECRET_BYTES} bytes
     */
    public static CursorKey of(String id, byte[] secret) {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(secret, "secret");
        if (!ID.matcher(id).matches()) {
            throw new CursorKeysMisconfigured("a cursor key id is 1 to " + MAX_ID_CHARS
                    + " letters, digits, '.', '_' or '-'" + (id.isEmpty() ? "; one was empty" : ""));
        }
        if (secret.length < MIN_SECRET_BYTES) {
            String whose = id.equals(LONE_KEY_ID) ? "this one" : "the one of key '" + id + "'";
            throw new CursorKeysMisconfigured("a cursor secret needs at least " + MIN_SECRET_BYTES + " bytes; "
                    + whose + " has " + secret.length);
        }
        return new CursorKey(id, secret.clone());
    }

    public String id() {
        return id;
    }

    byte[] secret() {
        return secret.clone();
    }

    @Override
    public String toString() {
        return "cursor key " + id;
    }
}
