package io.enforcementcore.domain.commit;

import io.vavr.control.Option;
import java.lang.invoke.LambdaMetafactory;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.VarHandle;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.Arrays;
import java.util.Collection;
import java.util.Map;
import java.util.function.Function;

/**
 * The SHA-256 of a value's content, walked part by part: a record by its class and its components in
 * order, a list or a map in its own order, a string by its characters, an instant by its seconds and
 * nanoseconds, an enum by its class and name, anything else by its class and text. Each part is tagged
 * with its kind and each variable-length part carries its length first, so two different values never
 * feed the digest the same bytes (a class by its {@link Naming}), and equal values always do.
 *
 * <p>Why not the digest of {@code toString()}: on Java 17 a record formats its text through
 * {@code java.util.Formatter}, and naming a change set by its text was the dearest step of a commit.
 */
final class ContentDigest {
    /** How a class is fed to the digest. */
    enum Naming {
        /**
         * The first 8 bytes of the SHA-256 of the class's name. A change set names some fifty records, and
         * their names written out were most of the 4.9 KB a task creation fed the digest.
         */
        FINGERPRINT,
        /** The name's length and its UTF-16 code units: how commit ids were digested before fingerprints. */
        FULL_NAME
    }

    /**
     * Each record class's accessors as functions. A method handle taken from an array is not a constant, so
     * a call through it is neither inlined nor cheap (it checks and counts its customisation every time),
     * and some 150 such calls cost as much as the rest of a change set's walk; a function made by the
     * lambda factory is an ordinary interface call.
     */
    private static final ClassValue<Function<Object, Object>[]> COMPONENTS = new ClassValue<>() {
        @Override
        protected Function<Object, Object>[] computeValue(Class<?> type) {
            RecordComponent[] components = type.getRecordComponents();
            @SuppressWarnings("unchecked")
            Function<Object, Object>[] accessors = new Function[components.length];
            try {
                // a record nested in a type this class cannot see is read all the same; checked once, here
                MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(type, MethodHandles.lookup());
                for (int i = 0; i < components.length; i++) {
                    accessors[i] = function(lookup, components[i].getAccessor());
                }
            } catch (Error e) {
                throw e;
            } catch (Throwable e) {
                throw new IllegalStateException("a change set holds a part it cannot read: " + type, e);
            }
            return accessors;
        }
    };

    @SuppressWarnings("unchecked")
    private static Function<Object, Object> function(MethodHandles.Lookup lookup, Method accessor) throws Throwable {
        MethodType read = MethodType.methodType(accessor.getReturnType(), accessor.getDeclaringClass()).wrap();
        return (Function<Object, Object>) LambdaMetafactory.metafactory(lookup, "apply",
                MethodType.methodType(Function.class), MethodType.methodType(Object.class, Object.class),
                lookup.unreflect(accessor), read)
                .getTarget().invoke();
    }

    /**
     * One walk per thread, used again: its SHA-256 engine costs a provider look-up to get, its buffer a
     * kilobyte, and a commit needs one digest.
     */
    private static final ThreadLocal<ContentDigest> REUSED = ThreadLocal.withInitial(ContentDigest::new);

    /** Each class's fingerprint, computed once. */
    private static final ClassValue<byte[]> FINGERPRINTS = new ClassValue<>() {
        @Override
        protected byte[] computeValue(Class<?> type) {
            return Arrays.copyOf(newSha256().digest(type.getName().getBytes(StandardCharsets.UTF_8)), 8);
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

    /** A char stored as its two bytes, big-endian, in one write rather than two. */
    private static final VarHandle CHARS = MethodHandles.byteArrayViewVarHandle(char[].class, ByteOrder.BIG_ENDIAN);

    private enum Tag { NULL, STRING, RECORD, ENUM, INSTANT, LONG, INT, BOOLEAN, COLLECTION, MAP, OPTION, OTHER }

    private final MessageDigest digest;
    /** Parts gathered here and handed to the digest a kilobyte at a time, big-endian as {@code ByteBuffer} writes. */
    private final byte[] buffer = new byte[1024];
    private int filled;
    /** Walking now: a part whose text is itself digested on this thread gets a walk of its own. */
    private boolean walking;
    /** The bytes this walk feeds for each class: its {@link Naming}'s. */
    private ClassValue<byte[]> names = FINGERPRINTS;

    private ContentDigest() {
        digest = newSha256();
    }

    private static MessageDigest newSha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    static byte[] sha256(Object value, Naming naming) {
        ContentDigest reused = REUSED.get();
        ContentDigest walk = reused.walking ? new ContentDigest() : reused;
        walk.walking = true;
        walk.names = naming == Naming.FINGERPRINT ? FINGERPRINTS : NAMES;
        try {
            walk.feed(value);
            walk.flush();
            return walk.digest.digest();
        } finally {
            // a walk that failed half way leaves nothing behind for the next one
            walk.filled = 0;
            walk.digest.reset();
            walk.walking = false;
        }
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
            for (Function<Object, Object> component : COMPONENTS.get(record.getClass())) {
                feed(component.apply(record));
            }
        } else if (value instanceof Enum<?> constant) {
            tag(Tag.ENUM);
            name(constant.getDeclaringClass());
            text(constant.name());
        } else if (value instanceof Instant instant) {
            tag(Tag.INSTANT);
            putLong(instant.getEpochSecond());
            putInt(instant.getNano());
        } else if (value instanceof Long number) {
            tag(Tag.LONG);
            putLong(number);
        } else if (value instanceof Integer number) {
            tag(Tag.INT);
            putInt(number);
        } else if (value instanceof Boolean flag) {
            tag(Tag.BOOLEAN);
            bool(flag);
        } else if (value instanceof Collection<?> items) {
            tag(Tag.COLLECTION);
            putInt(items.size());
            for (Object item : items) {
                feed(item);
            }
        } else if (value instanceof Map<?, ?> entries) {
            tag(Tag.MAP);
            putInt(entries.size());
            for (Map.Entry<?, ?> entry : entries.entrySet()) {
                feed(entry.getKey());
                feed(entry.getValue());
            }
        } else if (value instanceof Option<?> option) {
            tag(Tag.OPTION);
            bool(option.isDefined());
            if (option.isDefined()) {
                feed(option.get());
            }
        } else {
            tag(Tag.OTHER);
            name(value.getClass());
            text(value.toString());
        }
    }

    private void tag(Tag tag) {
        room(1);
        buffer[filled++] = (byte) tag.ordinal();
    }

    private void bool(boolean flag) {
        room(1);
        buffer[filled++] = (byte) (flag ? 1 : 0);
    }

    private void putInt(int value) {
        room(4);
        buffer[filled++] = (byte) (value >>> 24);
        buffer[filled++] = (byte) (value >>> 16);
        buffer[filled++] = (byte) (value >>> 8);
        buffer[filled++] = (byte) value;
    }

    private void putLong(long value) {
        putInt((int) (value >>> 32));
        putInt((int) value);
    }

    /** A text as its length, then its UTF-16 code units: what {@link #NAMES} holds ready for each class. */
    private void text(String text) {
        int length = text.length();
        putInt(length);
        if (2 * length > buffer.length) {
            flush();
            digest.update(text.getBytes(StandardCharsets.UTF_16BE));
            return;
        }
        room(2 * length);
        byte[] bytes = buffer;
        int at = filled;
        for (int i = 0; i < length; i++, at += 2) {
            CHARS.set(bytes, at, text.charAt(i));
        }
        filled = at;
    }

    private void name(Class<?> type) {
        byte[] name = names.get(type);
        if (name.length > buffer.length) {
            flush();
            digest.update(name);
        } else {
            room(name.length);
            System.arraycopy(name, 0, buffer, filled, name.length);
            filled += name.length;
        }
    }

    private void room(int bytes) {
        if (buffer.length - filled < bytes) {
            flush();
        }
    }

    private void flush() {
        digest.update(buffer, 0, filled);
        filled = 0;
    }
}
