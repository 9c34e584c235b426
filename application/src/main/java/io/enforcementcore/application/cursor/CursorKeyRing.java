package io.enforcementcore.application.cursor;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.crypto.Mac;
import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;

/**
 * The keys this instance seals and opens page cursors with: the first issues, every one is accepted. Each
 * secret is stretched by HKDF-SHA256 (RFC 5869) under a fixed label into the AES-256 key actually used,
 * so a secret of any length serves, and the same secret used elsewhere for another purpose yields an
 * unrelated key.
 */
public final class CursorKeyRing {
    private static final byte[] DERIVATION_LABEL =
            "enforcementcore page cursor AES-256-GCM key".getBytes(StandardCharsets.UTF_8);
    private static final int AES_KEY_BYTES = 32;
    private static final int RANDOM_SECRET_BYTES = 32;

    private final String current;
    private final Map<String, SecretKey> byId;

    private CursorKeyRing(String current, Map<String, SecretKey> byId) {
        this.current = current;
        this.byId = byId;
    }

    /** @throws CursorKeysMisconfigured when there is no key or two keys share an id */
    public static CursorKeyRing of(List<CursorKey> newestFirst) {
        Map<String, SecretKey> byId = new HashMap<>();
        for (CursorKey key : CursorKey.ring(newestFirst)) {
            byId.put(key.id(), new SecretKeySpec(derive(key.secret()), "AES"));
        }
        return new CursorKeyRing(newestFirst.get(0).id(), Map.copyOf(byId));
    }

    /**
     * A ring of one random key whose id is random too: another instance without a shared secret is then
     * told its cursor came under a key it does not hold, rather than that the cursor was altered.
     */
    public static CursorKeyRing random(SecureRandom random) {
        byte[] secret = new byte[RANDOM_SECRET_BYTES];
        random.nextBytes(secret);
        byte[] id = new byte[6];
        random.nextBytes(id);
        return of(List.of(CursorKey.of("random-" + Base64.getUrlEncoder().encodeToString(id), secret)));
    }

    String currentId() {
        return current;
    }

    SecretKey currentKey() {
        return byId.get(current);
    }

    /** The key named {@code id}, or null when this instance does not hold it. */
    SecretKey key(String id) {
        return byId.get(id);
    }

    private static byte[] derive(byte[] secret) {
        return hkdfSha256(new byte[0], secret, DERIVATION_LABEL, AES_KEY_BYTES);
    }

    /** HKDF-SHA256 extract-then-expand; an empty salt stands for 32 zero bytes, as RFC 5869 says. */
    public static byte[] hkdfSha256(byte[] salt, byte[] inputKey, byte[] info, int length) {
        byte[] pseudoRandomKey = hmac(salt.length == 0 ? new byte[32] : salt, inputKey);
        byte[] output = new byte[length];
        byte[] block = new byte[0];
        for (int filled = 0, counter = 1; filled < length; counter++) {
            byte[] input = new byte[block.length + info.length + 1];
            System.arraycopy(block, 0, input, 0, block.length);
            System.arraycopy(info, 0, input, block.length, info.length);
            input[input.length - 1] = (byte) counter;
            block = hmac(pseudoRandomKey, input);
            int take = Math.min(block.length, length - filled);
            System.arraycopy(block, 0, output, filled, take);
            filled += take;
        }
        return output;
    }

    private static byte[] hmac(byte[] key, byte[] data) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            return mac.doFinal(data);
        } catch (GeneralSecurityException missingFromJdk) {
            throw new IllegalStateException("HmacSHA256 is unavailable", missingFromJdk);
        }
    }
}
