package io.enforcementcore.domain.model;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Base64;

/**
 * The single-word text of a task or deadline handle: base64url (no padding) of its kind, case id, own id
 * and due time joined by the key delimiter, which no id may contain. URL-safe and free of spaces, so a
 * shell or a query string carries it as one word; callers keep it as it was handed out and never build
 * one, so its layout is free to change.
 */
final class HandleTokens {
    /** Two ids of at most 64 characters, a kind and a due time, encoded: far below this. */
    private static final int MAX_TOKEN_LENGTH = 512;
    private static final char SEPARATOR = KeySafe.DELIMITER;

    /** What a token names, once read back: a value object's refusal is the token's. */
    record Parts(CaseId caseId, String id, Instant dueAt) {
    }

    private HandleTokens() {
    }

    static String encode(String kind, CaseId caseId, String id, Instant dueAt) {
        String payload = kind + SEPARATOR + caseId.value() + SEPARATOR + id + SEPARATOR + Timestamps.format(dueAt);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(payload.getBytes(StandardCharsets.UTF_8));
    }

    /** Reads a token of {@code kind}; anything else is refused under {@code field}. */
    static Parts decode(String kind, String field, String token) {
        if (token == null || token.isBlank()) {
            throw new InvalidValue(field, "must not be blank");
        }
        String refusal = "must be a " + kind + " reference as a receipt or a listing gave it";
        if (token.length() > MAX_TOKEN_LENGTH) {
            throw new InvalidValue(field, refusal);
        }
        try {
            String payload = new String(Base64.getUrlDecoder().decode(token), StandardCharsets.UTF_8);
            String[] parts = payload.split(String.valueOf(SEPARATOR), -1);
            if (parts.length != 4 || !parts[0].equals(kind)) {
                throw new InvalidValue(field, refusal);
            }
            Parts read = new Parts(new CaseId(parts[1]), KeySafe.requireId(field, parts[2]),
                    Timestamps.parse(field, parts[3]));
            if (!encode(kind, read.caseId(), read.id(), read.dueAt()).equals(token)) {
                throw new InvalidValue(field, refusal);
            }
            return read;
        } catch (IllegalArgumentException | InvalidValue notBase64OrNotValid) {
            throw new InvalidValue(field, refusal);
        }
    }
}
