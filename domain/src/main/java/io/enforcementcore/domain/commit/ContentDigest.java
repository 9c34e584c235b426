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
import java.util.function.UnaryOperator;

/**
 * The SHA-256 of a value's content, walked part by part: a record by its class and its components in
 * order, a list or a map in its own order, a string by its characters, an instant by its seconds and
 * nanoseconds, an enum by its class and name, anything else by its class and text. Each part is tagged
 * with its kind and each variable-length part carries its length first, so two different values never
 * feed the digest the same bytes, and equal values always do. A class is fed as its {@link Naming} says:
 * now by a fixed name where the place it stands in may hold more than one kind (a member of a sealed
 * family), and not at all where its place says what it is.
 *
 * <p>Why not the digest of {@code toString()}: on Java 17 a record formats its text through
 * {@code java.util.Formatter}, and naming a change set by its text was the dearest step of a commit.
 */
final class ContentDigest {
    /** How a class is fed to the digest. */
    enum Naming {
        /**
         * By the name {@link CommitNames} fixes for it, or not at all for a class it names not: what commit ids
         * are digested with now. A class's own name is never fed, so a class renamed or moved digests as before.
         */
        STABLE,
        /** The first 8 bytes of the SHA-256 of a name: how the ids of the second form were digested. */
        FINGERPRINT,
        /** A name's length and its UTF-16 code units: how the ids of the first form were digested. */
        FULL_NAME
    }

    /** A walk met a class that a former form's names do not know: no id of that form was ever made of it. */
    static final class UnknownKind extends RuntimeException {
        private UnknownKind() {
            super(null, null, false, false);
        }
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

    private static final byte[] UNNAMED = new byte[0];

    /** Each class's name as {@link Naming#STABLE} feeds it, encoded once: a commit feeds some fifty. */
    private static final ClassValue<byte[]> STABLE_NAMES = new ClassValue<>() {
        @Override
        protected byte[] computeValue(Class<?> type) {
            String name = CommitNames.of(type);
            return name == null ? UNNAMED : fullName(name);
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
    /** How this walk feeds a class. */
    private Naming naming = Naming.STABLE;
    /** The names a former form fed, and the values as it saw them; unused by a walk of the current form. */
    private Function<Class<?>, String> formerNames;
    private UnaryOperator<Object> formerShapes;

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

    /** The digest of {@code value} as commit ids are digested now. */
    static byte[] sha256(Object value) {
        return sha256(value, Naming.STABLE, null, null);
    }

    /**
     * The digest a former form made of {@code value}: each class fed by {@code names} (as {@code naming} says),
     * each value as {@code shapes} turns it into the value that form saw; null if a class has no former name.
     */
    static byte[] formerSha256(Object value, Naming naming, Function<Class<?>, String> names,
                               UnaryOperator<Object> shapes) {
        if (naming == Naming.STABLE) {
            throw new IllegalArgumentException("the current form is no former one");
        }
        try {
            return sha256(value, naming, names, shapes);
        } catch (UnknownKind unknown) {
            return null;
        }
    }

    private static byte[] sha256(Object value, Naming naming, Function<Class<?>, String> names,
                                 UnaryOperator<Object> shapes) {
        ContentDigest reused = REUSED.get();
        ContentDigest walk = reused.walking ? new ContentDigest() : reused;
        walk.walking = true;
        walk.naming = naming;
        walk.formerNames = names;
        walk.formerShapes = shapes;
        try {
            walk.feed(value);
            walk.flush();
            return walk.digest.digest();
        } finally {
            // a walk that failed half way leaves nothing behind for the next one
            walk.filled = 0;
            walk.digest.reset();
            walk.walking = false;
            walk.formerNames = null;
            walk.formerShapes = null;
        }
    }

    private void feed(Object value) {
        if (formerShapes != null) {
            value = formerShapes.apply(value);
        }
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

    /** A text as its length, then its UTF-16 code units, as {@link #fullName} encodes a name. */
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
        byte[] name = naming == Naming.STABLE ? STABLE_NAMES.get(type) : formerName(type);
        if (name.length > buffer.length) {
            flush();
            digest.update(name);
        } else {
            room(name.length);
            System.arraycopy(name, 0, buffer, filled, name.length);
            filled += name.length;
        }
    }

    /** Worked out on every use: only a commit cancelled by its own writes asks for a former form. */
    private byte[] formerName(Class<?> type) {
        String name = formerNames.apply(type);
        if (name == null) {
            throw new UnknownKind();
        }
        return naming == Naming.FINGERPRINT
                ? Arrays.copyOf(newSha256().digest(name.getBytes(StandardCharsets.UTF_8)), 8)
                : fullName(name);
    }

    /** A name as {@link #text} feeds a text: its length, then its UTF-16 code units. */
    private static byte[] fullName(String name) {
        byte[] chars = name.getBytes(StandardCharsets.UTF_16BE);
        return ByteBuffer.allocate(4 + chars.length).putInt(chars.length / 2).put(chars).array();
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
