package io.enforcementcore.application;

import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.Base64;
import java.util.Objects;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Page cursors a caller can hold but neither read nor forge. A cursor is the base64url form of
 * {@code version, tenant, scope, store position} followed by an HMAC-SHA256 of those bytes under this
 * instance's secret. A cursor only decodes for the tenant and the query scope it was issued for, so a
 * caller can neither hop tenants nor replay one query's position in another. The page size is not in
 * the cursor: it belongs to each request.
 */
final class CursorCodec {
    static final int MIN_SECRET_BYTES = 16;
    private static final String ALGORITHM = "HmacSHA256";
    private static final byte VERSION = 1;
    private static final int MAC_BYTES = 32;
    private static final int MAX_CURSOR_CHARS = 8192;
    private static final Base64.Encoder ENCODER = Base64.getUrlEncoder().withoutPadding();
    private static final Base64.Decoder DECODER = Base64.getUrlDecoder();

    private final SecretKeySpec key;

    CursorCodec(byte[] secret) {
        this.key = new SecretKeySpec(requireSecret(secret).clone(), ALGORITHM);
    }

    /** The one rule for a cursor secret, checked here and eagerly by the builder. */
    static byte[] requireSecret(byte[] secret) {
        Objects.requireNonNull(secret, "secret");
        if (secret.length < MIN_SECRET_BYTES) {
            throw new IllegalArgumentException("a cursor secret needs at least " + MIN_SECRET_BYTES
                    + " bytes, was " + secret.length);
        }
        return secret;
    }

    /**
     * The scope of a query: its access-pattern id and the parameters that fix its result set, escaped so
     * that no two different parameter lists give the same scope.
     */
    static String scope(String queryId, String... parameters) {
        StringBuilder scope = new StringBuilder(queryId);
        for (String parameter : parameters) {
            scope.append('|').append(parameter.replace("\\", "\\\\").replace("|", "\\|"));
        }
        return scope.toString();
    }

    String encode(TenantId tenant, String scope, String position) {
        byte[] payload = payload(tenant.value(), scope, position);
        byte[] token = Arrays.copyOf(payload, payload.length + MAC_BYTES);
        System.arraycopy(mac(payload), 0, token, payload.length, MAC_BYTES);
        return ENCODER.encodeToString(token);
    }

    /** The store position inside {@code cursor}, if this instance issued it for this tenant and scope. */
    Either<Rejection, String> decode(TenantId tenant, String scope, String cursor) {
        if (cursor.length() > MAX_CURSOR_CHARS) {
            return invalid("too long");
        }
        byte[] token;
        try {
            token = DECODER.decode(cursor);
        } catch (IllegalArgumentException notBase64) {
            return invalid("not issued by this service");
        }
        // Only the canonical spelling is accepted: spare bits in the last character cannot vary unseen.
        if (token.length <= MAC_BYTES || !ENCODER.encodeToString(token).equals(cursor)) {
            return invalid("not issued by this service");
        }
        byte[] payload = Arrays.copyOf(token, token.length - MAC_BYTES);
        byte[] mac = Arrays.copyOfRange(token, payload.length, token.length);
        if (!MessageDigest.isEqual(mac(payload), mac)) {
            return invalid("altered, or not issued by this service");
        }
        return read(payload).flatMap(decoded -> decoded.checkFor(tenant, scope));
    }

    private record Decoded(byte version, String tenant, String scope, String position) {
        Either<Rejection, String> checkFor(TenantId expectedTenant, String expectedScope) {
            if (version != VERSION) {
                return invalid("issued by an incompatible version");
            }
            if (!tenant.equals(expectedTenant.value())) {
                return invalid("issued for another tenant");
            }
            if (!scope.equals(expectedScope)) {
                return invalid("issued for another query");
            }
            return Either.right(position);
        }
    }

    private static byte[] payload(String tenant, String scope, String position) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeByte(VERSION);
            writeText(out, tenant);
            writeText(out, scope);
            writeText(out, position);
        } catch (IOException impossible) {
            throw new UncheckedIOException(impossible);
        }
        return bytes.toByteArray();
    }

    private static Either<Rejection, Decoded> read(byte[] payload) {
        try (DataInputStream in = new DataInputStream(new java.io.ByteArrayInputStream(payload))) {
            byte version = in.readByte();
            Decoded decoded = new Decoded(version, readText(in), readText(in), readText(in));
            return in.available() == 0 ? Either.right(decoded) : invalid("malformed");
        } catch (IOException | IllegalArgumentException malformed) {
            return invalid("malformed");
        }
    }

    private static void writeText(DataOutputStream out, String text) throws IOException {
        byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
        out.writeInt(utf8.length);
        out.write(utf8);
    }

    private static String readText(DataInputStream in) throws IOException {
        int length = in.readInt();
        if (length < 0 || length > in.available()) {
            throw new IOException("length out of range");
        }
        return new String(in.readNBytes(length), StandardCharsets.UTF_8);
    }

    private byte[] mac(byte[] payload) {
        try {
            Mac mac = Mac.getInstance(ALGORITHM);
            mac.init(key);
            return mac.doFinal(payload);
        } catch (GeneralSecurityException missingFromJdk) {
            throw new IllegalStateException(ALGORITHM + " is unavailable", missingFromJdk);
        }
    }

    private static <T> Either<Rejection, T> invalid(String reason) {
        return Either.left(new Rejection.InvalidCursor(reason));
    }
}
