package io.enforcementcore.messages;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * A deduplication or group id a FIFO queue or topic takes: 1 to 128 characters of printable ASCII with no
 * space. An id already so is used as it is, so that an operator finds it in the queue; any other (an id
 * may hold spaces and any character of the Basic Multilingual Plane) becomes {@code #} and the SHA-256 of
 * its UTF-8 text in hex, which is as stable as the id, and never equal to an id used as it is, since ids
 * never hold {@code #}.
 */
final class FifoKey {
    static final int MAX_LENGTH = 128;

    private FifoKey() {
    }

    static String of(String id) {
        return usableAsItIs(id) ? id : "#" + sha256Hex(id);
    }

    private static boolean usableAsItIs(String id) {
        return !id.isEmpty() && id.length() <= MAX_LENGTH && id.chars().allMatch(c -> c > 0x20 && c < 0x7f);
    }

    private static String sha256Hex(String id) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(id.getBytes(StandardCharsets.UTF_8));
            StringBuilder hex = new StringBuilder(digest.length * 2);
            for (byte b : digest) {
                hex.append(Character.forDigit(b >> 4 & 0xf, 16)).append(Character.forDigit(b & 0xf, 16));
            }
            return hex.toString();
        } catch (NoSuchAlgorithmException everyJdkHasIt) {
            throw new IllegalStateException("SHA-256 is missing from this JDK", everyJdkHasIt);
        }
    }
}
