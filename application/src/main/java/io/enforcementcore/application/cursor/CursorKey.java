package io.enforcementcore.application.cursor;

import io.enforcementcore.application.EnforcementCoreBuilder;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
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

    /**
     * The keys checked as one ring, newest first: the first seals new cursors, every one opens them.
     *
     * @throws CursorKeysMisconfigured when there is no key or two keys share an id
     */
    public static List<CursorKey> ring(List<CursorKey> newestFirst) {
        Objects.requireNonNull(newestFirst, "keys");
        if (newestFirst.isEmpty()) {
            throw new CursorKeysMisconfigured("at least one cursor key is needed: the first one issues cursors");
        }
        Set<String> seen = new HashSet<>();
        for (CursorKey key : newestFirst) {
            if (!seen.add(Objects.requireNonNull(key, "key").id())) {
                throw new CursorKeysMisconfigured("the cursor key id '" + key.id()
                        + "' is given twice: each key needs an id of its own");
            }
        }
        return List.copyOf(newestFirst);
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
