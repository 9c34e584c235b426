package io.enforcementcore.domain.commit;

import java.util.Arrays;
import java.util.Base64;
import java.util.List;

/**
 * The name of one change set, derived from everything it writes: its form's version, then 128 bits of the
 * SHA-256 of its content in 22 URL-safe Base64 characters ({@code v3:0D3dNMd4W5_jXj4AW8HEAg}). A store marks
 * each record a commit writes with it, so that a commit that meets its own marks knows it has landed already
 * (its first answer was lost, or the caller sent it again) and answers as the first time instead of refusing
 * itself.
 *
 * <p>Why derived rather than minted: a change set sent again (by a retry, a redelivered message or a
 * caller that did not hear the answer) is recognised whenever it is the same change set, without
 * anything to remember beside the records themselves. Two commands never share one: each command's
 * change set carries ids minted for it (its fact's event id, a new task's id), and different content
 * gives a different digest. The content is read part by part ({@link ContentDigest}), which is
 * deterministic for the domain's values (records, enums, instants, lists, sorted maps).
 *
 * <p>Why versioned: the two forms before this one digested class names, so renaming a class changed every
 * id and a set sent again across the upgrade was no longer recognised. This form digests names of its own
 * ({@link CommitNames}); the ids of the two before it, which carry no version, are still worked out for a
 * set that meets marks not its own ({@link #formerOf}), and a later form gets the next version.
 */
public record CommitId(String value) {
    /** What an id made now starts with: the third form, the first that says which it is. */
    public static final String VERSION = "v3:";
    /** How much of the digest an id keeps. */
    public static final int BITS = 128;
    private static final int DIGEST_CHARS = 22;
    /** The characters of an id made now. */
    public static final int LENGTH = VERSION.length() + DIGEST_CHARS;
    private static final Base64.Encoder TEXT = Base64.getUrlEncoder().withoutPadding();

    public CommitId {
        if (value == null || !isUrlSafeBase64(value, value.startsWith(VERSION) ? VERSION.length() : 0)) {
            throw new IllegalArgumentException("a commit id is " + VERSION + " and " + DIGEST_CHARS
                    + " URL-safe Base64 characters (or, made before versions, the characters alone)");
        }
    }

    /** The id of {@code changes}, a store port's change set: the digest of its content. */
    public static CommitId of(Record changes) {
        return new CommitId(VERSION + text(ContentDigest.sha256(changes)));
    }

    /**
     * The ids releases before this form gave the same change set, the latest form first; none where the set
     * holds a kind those releases did not know. A store that meets one of them on the records a change set
     * writes knows the set landed before an upgrade, when it is sent again after.
     */
    public static List<CommitId> formerOf(Record changes) {
        return FormerCommitIds.of(changes);
    }

    /** An id of a form before versions: the digest's characters alone. */
    static CommitId unversioned(byte[] digest) {
        return new CommitId(text(digest));
    }

    /** The 128 bits of the digest the id keeps, whatever its form. */
    public byte[] bits() {
        return Base64.getUrlDecoder().decode(value.substring(value.length() - DIGEST_CHARS));
    }

    private static String text(byte[] digest) {
        return TEXT.encodeToString(Arrays.copyOf(digest, BITS / 8));
    }

    /** {@code [A-Za-z0-9_-]{22}} from {@code from} on, checked by hand: every commit makes one. */
    private static boolean isUrlSafeBase64(String value, int from) {
        if (value.length() != from + DIGEST_CHARS) {
            return false;
        }
        for (int i = from; i < value.length(); i++) {
            char c = value.charAt(i);
            boolean allowed = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_'
                    || c == '-';
            if (!allowed) {
                return false;
            }
        }
        return true;
    }

    @Override
    public String toString() {
        return value;
    }
}
