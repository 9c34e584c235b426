package io.enforcementcore.domain.commit;

import java.util.Arrays;
import java.util.Base64;

/**
 * The name of one change set, derived from everything it writes: 128 bits of the SHA-256 of its
 * content, in 22 URL-safe Base64 characters. A store marks each record a commit writes with it, so that
 * a commit that meets its own marks knows it has landed already (its first answer was lost, or the
 * caller sent it again) and answers as the first time instead of refusing itself.
 *
 * <p>Why derived rather than minted: a change set sent again (by a retry, a redelivered message or a
 * caller that did not hear the answer) is recognised whenever it is the same change set, without
 * anything to remember beside the records themselves. Two commands never share one: each command's
 * change set carries ids minted for it (its fact's event id, a new task's id), and different content
 * gives a different digest. The content is read part by part ({@link ContentDigest}), which is
 * deterministic for the domain's values (records, enums, instants, lists, sorted maps).
 */
public record CommitId(String value) {
    public static final int LENGTH = 22;
    /** How much of the digest an id keeps. */
    public static final int BITS = 128;
    private static final Base64.Encoder TEXT = Base64.getUrlEncoder().withoutPadding();

    public CommitId {
        if (value == null || !isUrlSafeBase64(value)) {
            throw new IllegalArgumentException("a commit id is " + LENGTH + " URL-safe Base64 characters");
        }
    }

    /** The id of {@code changes}, a store port's change set: the digest of its content. */
    public static CommitId of(Record changes) {
        return named(ContentDigest.sha256(changes, ContentDigest.Naming.FINGERPRINT));
    }

    /**
     * The id releases before class fingerprints gave the same change set. A store that meets it on the
     * records a change set writes knows the set landed before an upgrade, when it is sent again after.
     */
    public static CommitId formerOf(Record changes) {
        return named(ContentDigest.sha256(changes, ContentDigest.Naming.FULL_NAME));
    }

    private static CommitId named(byte[] digest) {
        return new CommitId(TEXT.encodeToString(Arrays.copyOf(digest, BITS / 8)));
    }

    /** {@code [A-Za-z0-9_-]{22}}, checked by hand: every commit makes one, and a regular expression a matcher each. */
    private static boolean isUrlSafeBase64(String value) {
        if (value.length() != LENGTH) {
            return false;
        }
        for (int i = 0; i < LENGTH; i++) {
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
