package io.enforcementcore.adapters.dynamodb.read;

import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A query's LastEvaluatedKey as a compact string and back: the key attributes' names and string
 * values, base64url without padding. Positions are not secret or signed here (the application signs
 * the cursors that wrap them); a position that does not decode is refused with a clear message.
 */
public final class PagePositions {
    private static final Set<String> KEY_ATTRIBUTES = Set.of(KeyGrammar.PK, KeyGrammar.SK, KeyGrammar.GSI1PK,
            KeyGrammar.GSI1SK, KeyGrammar.GSI2PK, KeyGrammar.GSI2SK, KeyGrammar.LSI1SK);

    private PagePositions() {
    }

    public static String encode(Map<String, AttributeValue> lastEvaluatedKey) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            Map<String, AttributeValue> sorted = new TreeMap<>(lastEvaluatedKey);
            out.writeByte(sorted.size());
            for (Map.Entry<String, AttributeValue> e : sorted.entrySet()) {
                if (!KEY_ATTRIBUTES.contains(e.getKey()) || e.getValue().s() == null) {
                    throw new IllegalArgumentException("not a string key attribute: " + e.getKey());
                }
                out.writeUTF(e.getKey());
                out.writeUTF(e.getValue().s());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes.toByteArray());
    }

    /** @throws InvalidPagePosition when {@code position} is not one {@link #encode} produced */
    public static Map<String, AttributeValue> decode(String position) {
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(
                Base64.getUrlDecoder().decode(position)))) {
            int count = in.readUnsignedByte();
            if (count < 2 || count > 4) {
                throw new InvalidPagePosition("it names " + count + " key attributes");
            }
            Map<String, AttributeValue> key = new LinkedHashMap<>();
            for (int i = 0; i < count; i++) {
                String name = in.readUTF();
                if (!KEY_ATTRIBUTES.contains(name)) {
                    throw new InvalidPagePosition("'" + name + "' is not a key attribute");
                }
                key.put(name, AttributeValue.fromS(in.readUTF()));
            }
            if (in.available() > 0) {
                throw new InvalidPagePosition("it has trailing bytes");
            }
            if (!key.containsKey(KeyGrammar.PK) || !key.containsKey(KeyGrammar.SK)) {
                throw new InvalidPagePosition("it lacks the table's key");
            }
            return key;
        } catch (IllegalArgumentException | IOException e) {
            if (e instanceof InvalidPagePosition invalid) {
                throw invalid;
            }
            throw new InvalidPagePosition("it is not a page position of this store (" + e.getMessage() + ")");
        }
    }

    public static final class InvalidPagePosition extends IllegalArgumentException {
        InvalidPagePosition(String reason) {
            super("invalid page position: " + reason);
        }
    }
}
