package io.enforcementcore.application;

import static io.enforcementcore.application.UseCaseFixtures.CASE;
import static io.enforcementcore.application.UseCaseFixtures.anOfficer;
import static io.enforcementcore.application.cursor.CursorCodecTest.AGENCY_A;
import static io.enforcementcore.application.cursor.CursorCodecTest.POSITION;
import static io.enforcementcore.application.cursor.CursorCodecTest.TIMELINE_OF_CASE_1;
import static io.enforcementcore.application.cursor.CursorCodecTest.codec;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.application.cursor.CursorCodec;
import io.enforcementcore.application.cursor.CursorCodecTest;
import io.enforcementcore.application.cursor.CursorKey;
import io.enforcementcore.application.cursor.CursorKeyRing;
import io.enforcementcore.application.cursor.CursorKeysMisconfigured;
import io.enforcementcore.application.query.PageQuery;
import io.enforcementcore.application.query.Paged;
import io.enforcementcore.domain.model.EventId;
import io.enforcementcore.domain.model.EventPayload;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.rejection.Rejection;
import io.enforcementcore.testlogging.CapturedLog;
import io.vavr.control.Either;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.slf4j.event.Level;

/** Rotating the cursor secret: a newest key that issues, older keys still accepted, and clear refusals. */
class CursorKeysTest {
    private static final CursorKey JUNE = CursorKey.of("k-2026-06", bytes("the june cursor secret, 32 bytes"));
    private static final CursorKey JULY = CursorKey.of("k-2026-07", bytes("the july cursor secret, 32 bytes"));
    private static final String NOT_HELD =
            "issued under a key this instance does not hold (a retired key, or another secret)";

    @Test
    void a_cursor_issued_under_the_old_key_still_opens_once_a_new_key_is_added() {
        String issuedInJune = codec(JUNE).encode(AGENCY_A, TIMELINE_OF_CASE_1, POSITION);

        CursorCodec rotated = codec(JULY, JUNE);

        assertEquals(Either.right(POSITION), rotated.decode(AGENCY_A, TIMELINE_OF_CASE_1, issuedInJune));
    }

    @Test
    void the_newest_key_issues_the_new_cursors() {
        String issuedAfterRotation = codec(JULY, JUNE).encode(AGENCY_A, TIMELINE_OF_CASE_1, POSITION);

        assertEquals(Either.right(POSITION), codec(JULY).decode(AGENCY_A, TIMELINE_OF_CASE_1, issuedAfterRotation));
        assertEquals(CursorCodecTest.invalid(NOT_HELD),
                codec(JUNE).decode(AGENCY_A, TIMELINE_OF_CASE_1, issuedAfterRotation));
    }

    @Test
    void a_cursor_issued_under_a_removed_key_is_refused_as_issued_under_a_key_no_longer_held() {
        String issuedInJune = codec(JULY, JUNE).encode(AGENCY_A, TIMELINE_OF_CASE_1, POSITION);
        String issuedUnderJune = codec(JUNE).encode(AGENCY_A, TIMELINE_OF_CASE_1, POSITION);

        assertEquals(CursorCodecTest.invalid(NOT_HELD), codec(JULY).decode(AGENCY_A, TIMELINE_OF_CASE_1, issuedUnderJune));
        assertEquals(Either.right(POSITION), codec(JULY).decode(AGENCY_A, TIMELINE_OF_CASE_1, issuedInJune));
    }

    @Test
    void the_builder_takes_the_current_key_first_and_the_keys_it_replaces_after_it() {
        FakeStorage storage = new FakeStorage();
        storage.timeline.addAll(List.of(anEvent("evt-1"), anEvent("evt-2"), anEvent("evt-3")));
        String juneCursor = firstCursor(EnforcementCoreBuilder.on(storage.ports()).withCursorKeys(JUNE).build());
        EnforcementCore julyOnly = EnforcementCoreBuilder.on(storage.ports()).withCursorKeys(JULY).build();
        EnforcementCore juneOnly = EnforcementCoreBuilder.on(storage.ports()).withCursorKeys(JUNE).build();

        for (EnforcementCore rotated : List.of(
                EnforcementCoreBuilder.on(storage.ports()).withCursorKeys(JULY, JUNE).build(),
                EnforcementCoreBuilder.on(storage.ports()).withCursorKeys(List.of(JULY, JUNE)).build())) {
            String issued = firstCursor(rotated);

            assertEquals(1, secondPage(julyOnly, issued).get().items().size(), "the current key seals new cursors");
            assertEquals(new Rejection.InvalidCursor(NOT_HELD), secondPage(juneOnly, issued).getLeft());
            assertEquals(1, secondPage(rotated, juneCursor).get().items().size(), "a replaced key still opens");
        }
    }

    @Test
    void instances_built_with_one_secret_accept_each_others_cursors() {
        FakeStorage storage = new FakeStorage();
        storage.timeline.addAll(List.of(anEvent("evt-1"), anEvent("evt-2"), anEvent("evt-3")));
        byte[] secret = bytes("exactly 16 bytes");
        String issued = firstCursor(EnforcementCoreBuilder.on(storage.ports()).withCursorSecret(secret).build());

        Either<Rejection, Paged<TimelineEvent>> continued = secondPage(
                EnforcementCoreBuilder.on(storage.ports()).withCursorSecret(secret).build(), issued);
        Either<Rejection, Paged<TimelineEvent>> refused = secondPage(
                EnforcementCoreBuilder.on(storage.ports()).withCursorSecret(bytes("another 16 bytes")).build(), issued);

        assertEquals(1, continued.get().items().size());
        assertEquals(Rejection.InvalidCursor.class, refused.getLeft().getClass());
    }

    @Test
    void a_facade_built_without_cursor_keys_warns_once_naming_the_setting_and_what_breaks() {
        CapturedLog.clear();

        EnforcementCoreBuilder.on(new FakeStorage().ports()).build();

        List<String> warnings = builderWarnings();
        assertEquals(1, warnings.size(), warnings::toString);
        for (String said : List.of("withCursorSecret(", "withCursorKeys(", "every other instance", "after a restart",
                "refuses them")) {
            assertTrue(warnings.get(0).contains(said), "'" + said + "' in: " + warnings.get(0));
        }
    }

    @Test
    void a_facade_built_with_cursor_keys_or_for_this_instance_only_does_not_warn() {
        CapturedLog.clear();

        EnforcementCoreBuilder.on(new FakeStorage().ports()).withCursorKeys(JULY, JUNE).build();
        EnforcementCoreBuilder.on(new FakeStorage().ports()).withCursorSecret(bytes("exactly 16 bytes")).build();
        EnforcementCoreBuilder.on(new FakeStorage().ports()).withCursorsForThisInstanceOnly().build();

        assertEquals(List.of(), builderWarnings());
    }

    private static List<String> builderWarnings() {
        return CapturedLog.at(Level.WARN, EnforcementCoreBuilder.class.getSimpleName());
    }

    private static String firstCursor(EnforcementCore core) {
        return core.timeline(anOfficer(), CASE, PageQuery.first(2)).get().cursor().get();
    }

    private static Either<Rejection, Paged<TimelineEvent>> secondPage(EnforcementCore core, String cursor) {
        return core.timeline(anOfficer(), CASE, PageQuery.first(2).next(cursor));
    }

    @Test
    void a_facade_rotated_to_a_new_key_continues_a_listing_begun_under_the_old_one_until_the_old_key_goes() {
        FakeStorage storage = new FakeStorage();
        storage.timeline.addAll(List.of(anEvent("evt-1"), anEvent("evt-2"), anEvent("evt-3")));
        EnforcementCore june = EnforcementCoreBuilder.on(storage.ports()).withCursorKeys(JUNE).build();
        EnforcementCore rotated = EnforcementCoreBuilder.on(storage.ports()).withCursorKeys(JULY, JUNE).build();
        EnforcementCore juneRetired = EnforcementCoreBuilder.on(storage.ports()).withCursorKeys(JULY).build();
        String cursor = june.timeline(anOfficer(), CASE, PageQuery.first(2)).get().cursor().get();

        Either<Rejection, Paged<TimelineEvent>> continued = rotated.timeline(anOfficer(), CASE,
                PageQuery.first(2).next(cursor));
        Either<Rejection, Paged<TimelineEvent>> refused = juneRetired.timeline(anOfficer(), CASE,
                PageQuery.first(2).next(cursor));

        assertEquals(List.of("evt-3"), continued.get().items().stream().map(e -> e.eventId().value()).toList());
        assertEquals(new Rejection.InvalidCursor(NOT_HELD), refused.getLeft());
    }

    @Test
    void a_secret_shorter_than_sixteen_bytes_is_refused_naming_the_minimum_and_its_length() {
        EnforcementCoreBuilder builder = EnforcementCoreBuilder.on(new FakeStorage().ports());

        CursorKeysMisconfigured lone = assertThrows(CursorKeysMisconfigured.class,
                () -> builder.withCursorSecret(bytes("15 bytes only..")));
        CursorKeysMisconfigured named = assertThrows(CursorKeysMisconfigured.class,
                () -> CursorKey.of("k-2026-08", bytes("short")));

        assertEquals("a cursor secret needs at least 16 bytes; this one has 15", lone.getMessage());
        assertEquals("a cursor secret needs at least 16 bytes; the one of key 'k-2026-08' has 5", named.getMessage());
    }

    @Test
    void two_keys_with_one_id_are_refused() {
        CursorKey otherJune = CursorKey.of(JUNE.id(), bytes("another june secret, of 32 bytes"));
        EnforcementCoreBuilder builder = EnforcementCoreBuilder.on(new FakeStorage().ports());

        CursorKeysMisconfigured refused = assertThrows(CursorKeysMisconfigured.class,
                () -> builder.withCursorKeys(JULY, JUNE, otherJune));

        assertEquals("the cursor key id 'k-2026-06' is given twice: each key needs an id of its own",
                refused.getMessage());
    }

    @Test
    void a_key_id_must_be_a_plain_label_and_a_ring_needs_a_key() {
        for (String id : List.of("", "has space", "k=1", "a".repeat(33), "caf\u00e9")) {
            assertThrows(CursorKeysMisconfigured.class, () -> CursorKey.of(id, bytes("a secret of 16 bytes")), id);
        }
        CursorKey.of("a".repeat(32), bytes("a secret of 16 bytes"));
        assertThrows(CursorKeysMisconfigured.class,
                () -> EnforcementCoreBuilder.on(new FakeStorage().ports()).withCursorKeys(List.of()));
    }

    @Test
    void a_key_never_shows_its_secret() {
        assertEquals("cursor key k-2026-06", JUNE.toString());
    }

    @Test
    void keys_are_derived_by_hkdf_sha256_as_rfc_5869_test_cases_1_and_3_say() {
        HexFormat hex = HexFormat.of();
        byte[] inputKey = hex.parseHex("0b".repeat(22));

        assertArrayEquals(hex.parseHex("3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf"
                        + "34007208d5b887185865"),
                CursorKeyRing.hkdfSha256(hex.parseHex("000102030405060708090a0b0c"), inputKey,
                        hex.parseHex("f0f1f2f3f4f5f6f7f8f9"), 42));
        assertArrayEquals(hex.parseHex("8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d"
                        + "9d201395faa4b61a96c8"),
                CursorKeyRing.hkdfSha256(new byte[0], inputKey, new byte[0], 42));
    }

    private static TimelineEvent anEvent(String id) {
        return new TimelineEvent(UseCaseFixtures.AGENCY, CASE, new EventId(id), UseCaseFixtures.NOON,
                new UserId("officer-1"), new EventPayload.CaseRenamed(new Title("Renamed")));
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
