package io.enforcementcore.acceptance.cursors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.acceptance.cursors.ListedCases.ListedQuery;
import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.EnforcementCoreBuilder;
import io.enforcementcore.application.query.PageQuery;
import io.enforcementcore.application.query.Paged;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.contract.Eventually;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Every page cursor the facade hands out continues the listing it came from, for the principal it was
 * issued to, and nothing else: replayed to any other paged query, under other parameters, under another
 * clearance of the same tenant or in another tenant, it is refused as an invalid cursor, never read as a
 * position of another listing. Run once per store. The refusals read nothing, so only the seeding and the
 * first pages cost store requests.
 */
public abstract class EveryCursorIsBoundContract {
    private static final byte[] SECRET = "a cursor secret of 32 bytes.....".getBytes(StandardCharsets.UTF_8);

    /** A fresh, empty store of the adapter under test. */
    protected abstract StoragePorts freshStore();

    private record Issued(ListedQuery listing, Principal principal, String cursor) {
    }

    @Test
    void a_cursor_is_refused_by_every_other_listing_parameter_clearance_and_tenant() {
        EnforcementCore core = EnforcementCoreBuilder.on(freshStore()).withCursorSecret(SECRET).build();
        List<ListedQuery> listings = ListedCases.seed(core);
        List<Issued> issued = firstCursors(core, listings);
        List<String> accepted = new ArrayList<>();
        int refusals = 0;

        for (Issued cursor : issued) {
            for (ListedQuery listing : listings) {
                for (Principal principal : ListedCases.READERS) {
                    if (listing == cursor.listing() && principal.equals(cursor.principal())) {
                        continue;
                    }
                    Either<Rejection, ? extends Paged<?>> replay = listing.page(core, principal,
                            PageQuery.first(1).next(cursor.cursor()));
                    if (replay.isLeft() && replay.getLeft() instanceof Rejection.InvalidCursor) {
                        refusals++;
                    } else {
                        accepted.add(cursor.listing() + " of " + name(cursor.principal()) + " replayed to " + listing
                                + " of " + name(principal) + ": " + replay);
                    }
                }
            }
        }

        assertEquals(List.of(), accepted, "cursors accepted outside their own listing");
        assertEquals(issued.size() * (listings.size() * ListedCases.READERS.size() - 1), refusals);
    }

    @Test
    void a_cursor_continues_its_own_listing_for_its_own_principal() {
        EnforcementCore core = EnforcementCoreBuilder.on(freshStore()).withCursorSecret(SECRET).build();
        List<ListedQuery> listings = ListedCases.seed(core);

        for (Issued cursor : firstCursors(core, listings)) {
            Either<Rejection, ? extends Paged<?>> second = cursor.listing().page(core, cursor.principal(),
                    PageQuery.first(1).next(cursor.cursor()));

            assertTrue(second.isRight() && second.get().items().size() == 1,
                    cursor.listing() + " of " + name(cursor.principal()) + ": " + second);
        }
    }

    @Test
    void the_listings_cover_every_paged_query_of_the_facade() {
        Set<String> paged = Arrays.stream(EnforcementCore.class.getMethods())
                .filter(method -> method.getReturnType() == Either.class && !method.isDefault()
                        && !Modifier.isStatic(method.getModifiers())
                        && method.getGenericReturnType().getTypeName().contains(Paged.class.getName()))
                .map(Method::getName).collect(Collectors.toCollection(TreeSet::new));
        Set<String> listed = new TreeSet<>();
        ListedCases.listings(new CaseId("case-1"), new CaseId("case-2")).forEach(listing -> listed.add(listing.method()));

        assertEquals(paged, listed);
    }

    /** A first page of one item for each listing and issuing reader: the views may take a moment to show the seed. */
    private static List<Issued> firstCursors(EnforcementCore core, List<ListedQuery> listings) {
        List<Issued> issued = new ArrayList<>();
        for (ListedQuery listing : listings) {
            for (Principal principal : ListedCases.READERS.subList(0, ListedCases.ISSUING_READERS)) {
                Eventually.check(() -> listing.page(core, principal, PageQuery.first(1)), page -> {
                    assertInstanceOf(Paged.class, page.getOrNull(), listing + " of " + name(principal) + ": " + page);
                    assertTrue(page.get().cursor().isDefined(), listing + " of " + name(principal) + " has one page");
                });
                issued.add(new Issued(listing, principal,
                        listing.page(core, principal, PageQuery.first(1)).get().cursor().get()));
            }
        }
        return issued;
    }

    private static String name(Principal principal) {
        return principal.tenantId().value() + "/" + principal.clearance();
    }
}
