package io.enforcementcore.application.cursor;

import io.enforcementcore.domain.catalog.AccessPatternId;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;

/**
 * Page cursors a caller can hold but neither read nor forge. A cursor is the base64url form of
 * <pre>version (1 byte) | key id length (1) | key id | nonce (12) | AES-256-GCM ciphertext and tag (16)</pre>
 * The ciphertext hides the store position (padded to a multiple of {@value #PADDING_BLOCK} bytes, so its
 * length says little about which query it came from); the key id, in the clear, names the key of the
 * {@link CursorKeyRing} that sealed it, so secrets can rotate. The header, the tenant and the query scope are
 * the associated data: a cursor only opens for the tenant and the query it was issued for, and any change
 * to any byte is refused. Which of those it was is deliberately not told apart: the rejection says what
 * could be wrong without echoing anything from the cursor. The page size is not in the cursor: it belongs
 * to each request.
 */
public final class CursorCodec {
    private static final byte VERSION = 2;
    private static final int NONCE_BYTES = 12;
    private static final int TAG_BITS = 128;
    private static final int PADDING_BLOCK = 32;
    private static final byte PADDING_MARK = (byte) 0x80;
    static final int MAX_CURSOR_CHARS = 4096;
    private static final int SMALLEST_TOKEN = 2 + 1 + NONCE_BYTES + PADDING_BLOCK + TAG_BITS / 8;
    private static final Base64.Encoder ENCODER = Base64.getUrlEncoder().withoutPadding();
    private static final Base64.Decoder DECODER = Base64.getUrlDecoder();

    /**
     * One cipher per thread, initialised again for each cursor: looking one up in the security providers was
     * dearer than sealing the cursor, and a cipher used again keeps its key's schedule while the key is the same.
     */
    private static final ThreadLocal<Cipher> CIPHERS = ThreadLocal.withInitial(() -> {
        try {
            return Cipher.getInstance("AES/GCM/NoPadding");
        } catch (GeneralSecurityException missingFromJdk) {
            throw new IllegalStateException("AES/GCM is unavailable", missingFromJdk);
        }
    });

    private final CursorKeyRing keys;
    private final SecureRandom random;

    public CursorCodec(CursorKeyRing keys, SecureRandom random) {
        this.keys = keys;
        this.random = random;
    }

    /** The scope of a page of {@code pattern}'s answers, with the parameters that pick it. */
    public static String scope(AccessPatternId pattern, String... parameters) {
        return scope(pattern.id(), parameters);
    }

    /**
     * The scope of a query: its access-pattern id and the parameters that fix its result set, escaped so
     * that no two different parameter lists give the same scope.
     */
    public static String scope(String queryId, String... parameters) {
        StringBuilder scope = new StringBuilder(queryId);
        for (String parameter : parameters) {
            scope.append('|').append(parameter.replace("\\", "\\\\").replace("|", "\\|"));
        }
        return scope.toString();
    }

    public String encode(TenantId tenant, String scope, String position) {
        byte[] keyId = keys.currentId().getBytes(StandardCharsets.US_ASCII);
        byte[] nonce = new byte[NONCE_BYTES];
        random.nextBytes(nonce);
        byte[] header = ByteBuffer.allocate(2 + keyId.length + NONCE_BYTES)
                .put(VERSION).put((byte) keyId.length).put(keyId).put(nonce).array();
        byte[] sealed = seal(keys.currentKey(), nonce, associatedData(header, tenant, scope),
                padded(position.getBytes(StandardCharsets.UTF_8)));
        return ENCODER.encodeToString(ByteBuffer.allocate(header.length + sealed.length).put(header).put(sealed)
                .array());
    }

    /** The store position inside {@code cursor}, if one of this instance's keys sealed it for this tenant and scope. */
    public Either<Rejection, String> decode(TenantId tenant, String scope, String cursor) {
        if (cursor.isEmpty()) {
            return invalid("empty");
        }
        if (cursor.length() > MAX_CURSOR_CHARS) {
            return invalid("longer than any cursor this service issues");
        }
        byte[] token;
        try {
            token = DECODER.decode(cursor);
        } catch (IllegalArgumentException notBase64) {
            return invalid("not in the form this service issues cursors in");
        }
        // Only the canonical spelling is accepted: spare bits in the last character cannot vary unseen.
        if (!ENCODER.encodeToString(token).equals(cursor)) {
            return invalid("not in the form this service issues cursors in");
        }
        if (token.length == 0 || token[0] != VERSION) {
            return invalid("issued by another version of this service: start again from the first page");
        }
        int keyIdLength = token.length > 1 ? token[1] : 0;
        int headerLength = 2 + keyIdLength + NONCE_BYTES;
        if (keyIdLength < 1 || keyIdLength > CursorKey.MAX_ID_CHARS || token.length < SMALLEST_TOKEN + keyIdLength - 1
                || (token.length - headerLength - TAG_BITS / 8) % PADDING_BLOCK != 0) {
            return invalid("cut short or lengthened");
        }
        SecretKey key = keys.key(new String(token, 2, keyIdLength, StandardCharsets.US_ASCII));
        if (key == null) {
            return invalid("issued under a key this instance does not hold (a retired key, or another secret)");
        }
        byte[] header = Arrays.copyOf(token, headerLength);
        byte[] nonce = Arrays.copyOfRange(token, headerLength - NONCE_BYTES, headerLength);
        byte[] sealed = Arrays.copyOfRange(token, headerLength, token.length);
        return open(key, nonce, associatedData(header, tenant, scope), sealed)
                .toEither(() -> (Rejection) new Rejection.InvalidCursor(
                        "altered, or issued for another tenant or query, or under another secret"))
                .flatMap(CursorCodec::unpadded);
    }

    /** Binds the cursor to its header (version, key id, nonce), its tenant and its query scope. */
    private static byte[] associatedData(byte[] header, TenantId tenant, String scope) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.writeBytes(header);
        for (String text : new String[] {tenant.value(), scope}) {
            byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
            bytes.writeBytes(ByteBuffer.allocate(4).putInt(utf8.length).array());
            bytes.writeBytes(utf8);
        }
        return bytes.toByteArray();
    }

    /** ISO/IEC 7816-4 padding: a 0x80 mark, then zeros up to the next whole block. */
    private static byte[] padded(byte[] position) {
        byte[] padded = new byte[(position.length / PADDING_BLOCK + 1) * PADDING_BLOCK];
        System.arraycopy(position, 0, padded, 0, position.length);
        padded[position.length] = PADDING_MARK;
        return padded;
    }

    private static Either<Rejection, String> unpadded(byte[] padded) {
        int end = padded.length - 1;
        while (end >= 0 && padded[end] == 0) {
            end--;
        }
        // Only a key holder can seal a bad padding, so this is a defect of whoever sealed it, said plainly.
        return end >= 0 && padded[end] == PADDING_MARK
                ? Either.right(new String(padded, 0, end, StandardCharsets.UTF_8))
                : invalid("malformed");
    }

    private static byte[] seal(SecretKey key, byte[] nonce, byte[] associatedData, byte[] plain) {
        try {
            return cipher(Cipher.ENCRYPT_MODE, key, nonce, associatedData).doFinal(plain);
        } catch (GeneralSecurityException missingFromJdk) {
            throw new IllegalStateException("AES/GCM is unavailable", missingFromJdk);
        }
    }

    /** The plain bytes, or none when the tag does not match: the key, the data or the binding differ. */
    private static Option<byte[]> open(SecretKey key, byte[] nonce, byte[] associatedData, byte[] sealed) {
        try {
            return Option.some(cipher(Cipher.DECRYPT_MODE, key, nonce, associatedData).doFinal(sealed));
        } catch (AEADBadTagException refused) {
            return Option.none();
        } catch (GeneralSecurityException missingFromJdk) {
            throw new IllegalStateException("AES/GCM is unavailable", missingFromJdk);
        }
    }

    private static Cipher cipher(int mode, SecretKey key, byte[] nonce, byte[] associatedData)
            throws GeneralSecurityException {
        Cipher cipher = CIPHERS.get();
        // a fresh init discards whatever the last use left, a refused tag included
        cipher.init(mode, key, new GCMParameterSpec(TAG_BITS, nonce));
        cipher.updateAAD(associatedData);
        return cipher;
    }

    private static <T> Either<Rejection, T> invalid(String reason) {
        return Either.left(new Rejection.InvalidCursor(reason));
    }
}
