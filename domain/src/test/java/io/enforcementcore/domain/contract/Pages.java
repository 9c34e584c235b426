package io.enforcementcore.domain.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.enforcementcore.domain.port.Page;
import io.enforcementcore.domain.port.PageRequest;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The paging rule every paged read of every store follows, checked on whole reads.
 *
 * <ol>
 *   <li>A page never holds more than its {@code limit} items.</li>
 *   <li>A page that has a {@code next} position holds exactly {@code limit} items, unless the store's
 *       response size limit (DynamoDB: 1 MB per Query) cut it short; the items of the contracts are far
 *       below that, so here it is always full.</li>
 *   <li>A page without {@code next} is the last: no further item matches the read.</li>
 *   <li>A full page may carry a {@code next} position although nothing follows (DynamoDB hands out a
 *       LastEvaluatedKey whenever {@code Limit} is reached); the page read from it is then empty and has
 *       no {@code next}. Only such a final page may be empty, apart from the first page of an empty read.</li>
 *   <li>Following the positions from the first page visits every matching item exactly once, in the
 *       read's order, when nothing is written in between.</li>
 * </ol>
 */
public final class Pages {
    private static final int MAX_PAGES = 10_000;

    private Pages() {
    }

    /** Reads every page of {@code read} at {@code limit} items each, checking rules 1 to 4 on the way. */
    public static <T> List<T> readEveryPage(Function<PageRequest, Page<T>> read, int limit) {
        List<T> items = new ArrayList<>();
        Option<String> after = Option.none();
        boolean previousWasFull = false;
        for (int pageNumber = 1; pageNumber <= MAX_PAGES; pageNumber++) {
            Page<T> page = read.apply(new PageRequest(limit, after));
            int size = page.items().size();
            assertTrue(size <= limit, "page " + pageNumber + " holds " + size + " items, over its limit " + limit);
            if (size == 0 && pageNumber > 1) {
                assertTrue(previousWasFull, "only a page after a full page may be empty");
                assertTrue(page.next().isEmpty(), "an empty page must be the last one");
            }
            items.addAll(page.items());
            if (page.next().isEmpty()) {
                return items;
            }
            assertEquals(limit, size, "page " + pageNumber + " has a next position, so it must be full");
            previousWasFull = true;
            after = page.next();
        }
        return fail("a read did not end within " + MAX_PAGES + " pages");
    }

    /**
     * Checks that {@code read} returns exactly {@code expected}, in that order, whatever the page size:
     * one item a page, two a page, exactly all in one page (where a final empty page may follow), and
     * everything at once.
     */
    public static <T> void assertPagedExactly(List<T> expected, Function<PageRequest, Page<T>> read) {
        for (int limit : new int[] {1, 2, Math.max(1, expected.size()), PageRequest.MAX_LIMIT}) {
            assertEquals(expected, readEveryPage(read, limit), "reading " + limit + " items a page");
        }
    }

    /** The first page at the largest limit: the whole answer for the small reads of the contracts. */
    public static <T> List<T> firstPage(Function<PageRequest, Page<T>> read) {
        return read.apply(PageRequest.first(PageRequest.MAX_LIMIT)).items();
    }
}
