package io.enforcementcore.application;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;

/**
 * What makes two requests "the same request" for idempotency: a SHA-256 over the command id and every
 * component of the request record except its {@code idempotencyKey}, in declaration order. Each value is
 * written with a type tag and a length, and maps in key order, so the encoding is canonical (no two
 * different requests share it) and stable across instances and versions of the JVM. Fields are taken
 * as the caller sent them: two spellings of one instant are two different requests.
 */
final class Fingerprint {
    static final String KEY_COMPONENT = "idempotencyKey";

    private Fingerprint() {
    }

    static String of(String command, Record request) {
        StringBuilder canonical = new StringBuilder();
        append(canonical, command);
        for (RecordComponent component : request.getClass().getRecordComponents()) {
            if (!component.getName().equals(KEY_COMPONENT)) {
                append(canonical, component.getName());
                append(canonical, valueOf(component, request));
            }
        }
        return HexFormat.of().formatHex(sha256(canonical.toString()));
    }

    private static void append(StringBuilder canonical, Object value) {
        if (value == null) {
            canonical.append('N');
        } else if (value instanceof CharSequence text) {
            canonical.append('S').append(text.length()).append(':').append(text);
        } else if (value instanceof Number || value instanceof Boolean) {
            String text = value.toString();
            canonical.append('V').append(text.length()).append(':').append(text);
        } else if (value instanceof Map<?, ?> map) {
            canonical.append('M').append(map.size()).append(':');
            new TreeMap<>(map).forEach((k, v) -> {
                append(canonical, k);
                append(canonical, v);
            });
        } else {
            throw new IllegalArgumentException("no canonical form for " + value.getClass().getName());
        }
    }

    private static Object valueOf(RecordComponent component, Record request) {
        try {
            return component.getAccessor().invoke(request);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("cannot read " + component.getName() + " of a request", e);
        }
    }

    private static byte[] sha256(String text) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException missingFromJdk) {
            throw new IllegalStateException("SHA-256 is unavailable", missingFromJdk);
        }
    }
}
