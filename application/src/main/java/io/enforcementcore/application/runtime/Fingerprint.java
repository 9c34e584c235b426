package io.enforcementcore.application.runtime;

import io.enforcementcore.application.command.IdempotentCommand;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.model.Timestamps;
import io.vavr.control.Option;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;

/**
 * What makes two requests "the same request" for idempotency: a SHA-256 over the command id and every
 * component of the request record except its {@code idempotencyKey}, in declaration order. Each value is
 * written with a type tag and a length, value objects and handles component by component, instants in
 * the key grammar's fixed-width form and maps in key order, so the encoding is canonical (no two
 * different requests share it) and stable across instances and versions of the JVM. Values are compared
 * as values: {@code 17:00Z} and {@code 17:00:00.000Z} are one instant, so one request.
 */
public final class Fingerprint {
    private static final String KEY_COMPONENT = "idempotencyKey";

    private Fingerprint() {
    }

    public static String of(CommandId command, IdempotentCommand request) {
        StringBuilder canonical = new StringBuilder();
        append(canonical, command.id());
        for (RecordComponent component : request.getClass().getRecordComponents()) {
            if (!component.getName().equals(KEY_COMPONENT)) {
                append(canonical, component.getName());
                append(canonical, valueOf(component, (Record) request));
            }
        }
        return HexFormat.of().formatHex(sha256(canonical.toString()));
    }

    private static void append(StringBuilder canonical, Object value) {
        if (value instanceof CharSequence text) {
            tagged(canonical, 'S', text.toString());
        } else if (value instanceof Number || value instanceof Boolean) {
            tagged(canonical, 'V', value.toString());
        } else if (value instanceof Enum<?> constant) {
            tagged(canonical, 'E', constant.name());
        } else if (value instanceof Instant instant) {
            tagged(canonical, 'T', Timestamps.format(instant));
        } else if (value instanceof Option<?> option) {
            canonical.append('O').append(option.isDefined() ? 1 : 0).append(':');
            option.forEach(present -> append(canonical, present));
        } else if (value instanceof Map<?, ?> map) {
            canonical.append('M').append(map.size()).append(':');
            new TreeMap<>(map).forEach((k, v) -> {
                append(canonical, k);
                append(canonical, v);
            });
        } else if (value instanceof Record record) {
            RecordComponent[] components = record.getClass().getRecordComponents();
            canonical.append('R').append(components.length).append(':');
            for (RecordComponent component : components) {
                append(canonical, valueOf(component, record));
            }
        } else {
            throw new IllegalArgumentException("no canonical form for " + (value == null ? "null" : value.getClass()));
        }
    }

    private static void tagged(StringBuilder canonical, char tag, String text) {
        canonical.append(tag).append(text.length()).append(':').append(text);
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
