package io.enforcementcore.application.cursor;

import static io.enforcementcore.application.cursor.CursorLeaks.utf8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.domain.model.TenantId;
import io.vavr.control.Option;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** A cursor shows its key id and nothing else: no tenant, no query, no store position, no piece of a key. */
class CursorOpacityTest {
    private static final byte[] SECRET = utf8("opacity: the cursor secret of this test");
    private static final CursorKey KEY = CursorKey.of("k-opaque", SECRET);
    private static final List<String> TENANTS = List.of("kppu", "ojk", "agency-a", "bappebti-enforcement");

    private final CursorCodec codec = CursorCodecTest.codec(KEY);
    private final byte[] derivedKey = CursorKeyRing.of(List.of(KEY)).key(KEY.id()).getEncoded();

    @Test
    void no_cursor_holds_a_piece_of_its_tenant_query_position_secret_or_key() {
        Random random = new Random(7);
        for (int i = 0; i < 400; i++) {
            Sample sample = Sample.random(random);
            String cursor = codec.encode(new TenantId(sample.tenant()), sample.scope(), sample.position());
            byte[] token = Base64.getUrlDecoder().decode(cursor);

            Option<String> leak = CursorLeaks.fragmentIn(token, sample.internals(SECRET, derivedKey));

            assertTrue(leak.isEmpty(), () -> sample + " shows '" + leak.get() + "' in " + cursor);
            assertEquals(sample.position(), codec.decode(new TenantId(sample.tenant()), sample.scope(), cursor).get());
        }
    }

    @Test
    void the_search_finds_what_a_readable_cursor_would_show() {
        Sample sample = Sample.random(new Random(7));
        byte[][] internals = sample.internals(SECRET, derivedKey);

        for (String readable : List.of(sample.tenant(), sample.scope(), sample.position(),
                sample.position().substring(3, 3 + CursorLeaks.FRAGMENT_BYTES), sample.patternId())) {
            assertTrue(CursorLeaks.fragmentIn(readableToken(readable), internals).isDefined(), readable);
        }
        byte[] keyPiece = java.util.Arrays.copyOfRange(derivedKey, 9, 9 + CursorLeaks.FRAGMENT_BYTES);
        assertTrue(CursorLeaks.fragmentIn(readableToken(new String(keyPiece, StandardCharsets.ISO_8859_1)),
                internals).isDefined());
    }

    /** What the signed-only cursors were: the value in the clear among other bytes. */
    private static byte[] readableToken(String shown) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.write(1);
        bytes.writeBytes(shown.getBytes(StandardCharsets.ISO_8859_1));
        bytes.writeBytes(new byte[32]);
        return bytes.toByteArray();
    }

    /** A tenant, an access pattern's scope and a store position of the shapes the queries really use. */
    private record Sample(String tenant, String patternId, String scope, String position) {
        static Sample random(Random random) {
            String tenant = TENANTS.get(random.nextInt(TENANTS.size()));
            String caseId = new UUID(random.nextLong(), random.nextLong()).toString();
            String due = "2026-0" + (1 + random.nextInt(9)) + "-1" + random.nextInt(10) + "T09:00:00.000Z";
            return switch (random.nextInt(4)) {
                case 0 -> new Sample(tenant, "AP13", CursorCodec.scope("AP13"),
                        String.format("%03d#%s", 80 + random.nextInt(21), caseId));
                case 1 -> new Sample(tenant, "AP02", CursorCodec.scope("AP02", caseId),
                        "EVENT#" + due + "#" + UUID.randomUUID());
                case 2 -> new Sample(tenant, "AP03", CursorCodec.scope("AP03", "officer-" + random.nextInt(50), "", due),
                        due + "#CASE#" + caseId + "#TASK#" + UUID.randomUUID());
                default -> new Sample(tenant, "AP12", CursorCodec.scope("AP12", "UNDER_REVIEW"),
                        due + "#CASE#" + caseId);
            };
        }

        byte[][] internals(byte[] secret, byte[] derivedKey) {
            List<byte[]> all = new ArrayList<>(List.of(utf8(tenant), utf8(patternId), utf8(scope), utf8(position),
                    secret, derivedKey));
            return all.toArray(byte[][]::new);
        }
    }
}
