package io.enforcementcore.domain.port;

import io.vavr.control.Option;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.Collection;
import java.util.Map;

/**
 * The SHA-256 of a value's content, walked part by part: a record by its class and its components in
 * order, a list or a map in its own order, a string by its characters, an instant by its seconds and
 * nanoseconds, an enum by its class and name, anything else by its class and text. Each part is tagged
 * with its kind and each variable-length part carries its length first, so two different values never
 * feed the digest the same bytes, and equal values always do.
 *
 * <p>Why not the digest of {@code toString()}: on Java 17 a record formats its text through
 * {@code java.util.Formatter}, and naming a change set by its text was the dearest step of a commit.
 */
final class ContentDigest {
    private static final ClassValue<Method[]> COMPONENTS = new ClassValue<>() {
        @Override
        protected Method[] computeValue(Class<?> type) {
            RecordComponent[] components = type.getRecordComponents();
            Method[] accessors = new Method[components.length];
            for (int i = 0; i < components.length; i++) {
                accessors[i] = components[i].getAccessor();
                // checked once here rather than on every call (a record nested in another type is slow to check)
                accessors[i].setAccessible(true);
            }
            return accessors;
        }
    };

    /** Each class's name as {@link #text} feeds it, encoded once. */
    private static final ClassValue<byte[]> NAMES = new ClassValue<>() {
        @Override
        protected byte[] computeValue(Class<?> type) {
            byte[] chars = type.getName().getBytes(StandardCharsets.UTF_16BE);
            return ByteBuffer.allocate(4 + chars.length).putInt(chars.length / 2).put(chars).array();
        }
    };

    private enum Tag { NULL, STRING, RECORD, ENUM, INSTANT, LONG, INT, BOOLEAN, COLLECTION, MAP, OPTION, OTHER }

    private final MessageDigest digest;
    private final ByteBuffer buffer = ByteBuffer.allocate(1024);

    private ContentDigest() {
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    static byte[] sha256(Object value) {
        ContentDigest walk = new ContentDigest();
        walk.feed(value);
        walk.flush();
        return walk.digest.digest();
    }

    private void feed(Object value) {
        if (value == null) {
            tag(Tag.NULL);
        } else if (value instanceof String text) {
            tag(Tag.STRING);
            text(text);
        } else if (value instanceof Record record) {
            tag(Tag.RECORD);
            name(record.getClass());
            for (Method component : COMPONENTS.get(record.getClass())) {
                feed(part(component, record));
            }
        } else if (value instanceof Enum<?> constant) {
            tag(Tag.ENUM);
            name(constant.getDeclaringClass());
            text(constant.name());
        } else if (value instanceof Instant instant) {
            tag(Tag.INSTANT);
            room(12).putLong(instant.getEpochSecond()).putInt(instant.getNano());
        } else if (value instanceof Long number) {
            tag(Tag.LONG);
            room(8).putLong(number);
        } else if (value instanceof Integer number) {
            tag(Tag.INT);
            room(4).putInt(number);
        } else if (value instanceof Boolean flag) {
            tag(Tag.BOOLEAN);
            room(1).put((byte) (flag ? 1 : 0));
        } else if (value instanceof Collection<?> items) {
            tag(Tag.COLLECTION);
            room(4).putInt(items.size());
            items.forEach(this::feed);
        } else if (value instanceof Map<?, ?> entries) {
            tag(Tag.MAP);
            room(4).putInt(entries.size());
            entries.forEach((key, entry) -> {
                feed(key);
                feed(entry);
            });
        } else if (value instanceof Option<?> option) {
            tag(Tag.OPTION);
            room(1).put((byte) (option.isDefined() ? 1 : 0));
            option.forEach(this::feed);
        } else {
            tag(Tag.OTHER);
            name(value.getClass());
            text(value.toString());
        }
    }

    private static Object part(Method component, Record record) {
        try {
            return component.invoke(record);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("a change set holds a part it cannot read: " + component, e);
        }
    }

    private void tag(Tag tag) {
        room(1).put((byte) tag.ordinal());
    }

    /** A text as its length, then its UTF-16 code units: what {@link #NAMES} holds ready for each class. */
    private void text(String text) {
        int length = text.length();
        if (4 + 2 * length > buffer.capacity()) {
            room(4).putInt(length);
            flush();
            digest.update(text.getBytes(StandardCharsets.UTF_16BE));
            return;
        }
        room(4 + 2 * length).putInt(length);
        byte[] bytes = buffer.array();
        int at = buffer.position();
        for (int i = 0; i < length; i++) {
            char c = text.charAt(i);
            bytes[at++] = (byte) (c >>> 8);
            bytes[at++] = (byte) c;
        }
        buffer.position(at);
    }

    private void name(Class<?> type) {
        byte[] name = NAMES.get(type);
        if (name.length > buffer.capacity()) {
            flush();
            digest.update(name);
        } else {
            room(name.length).put(name);
        }
    }

    private ByteBuffer room(int bytes) {
        if (buffer.remaining() < bytes) {
            flush();
        }
        return buffer;
    }

    private void flush() {
        digest.update(buffer.array(), 0, buffer.position());
        buffer.clear();
    }
}
