package io.enforcementcore.domain.paging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.domain.port.Page;
import io.enforcementcore.domain.port.PageRequest;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

class MergedPagesTest {

    /** Ranges of ascending numbers, read as a store would, counting what each page costs. */
    private static final class Ranges {
        private final List<List<Integer>> ranges;
        private final boolean nextWhenFull;
        int requests;
        int itemsRead;
        int positionsMade;

        /** @param nextWhenFull a full page always names a next position, as DynamoDB's does at its Limit */
        Ranges(List<List<Integer>> ranges, boolean nextWhenFull) {
            this.ranges = ranges;
            this.nextWhenFull = nextWhenFull;
        }

        Page<Integer> page(PageRequest request) {
            requests = 0;
            itemsRead = 0;
            positionsMade = 0;
            return MergedPages.page(ranges.size(), request, Comparator.naturalOrder(), this::read);
        }

        private Page<MergedPages.Positioned<Integer>> read(int range, PageRequest request) {
            requests++;
            List<Integer> all = ranges.get(range);
            int from = request.after().map(Integer::parseInt).map(after -> after + 1).getOrElse(0);
            int to = Math.min(all.size(), from + request.limit());
            List<MergedPages.Positioned<Integer>> items = new ArrayList<>();
            for (int i = from; i < to; i++) {
                int at = i;
                items.add(new MergedPages.Positioned<>(all.get(i), () -> {
                    positionsMade++;
                    return Integer.toString(at);
                }));
            }
            itemsRead += items.size();
            boolean more = to < all.size() || (nextWhenFull && items.size() == request.limit());
            return new Page<>(items, more && to > from ? Option.some(Integer.toString(to - 1)) : Option.none());
        }
    }

    /** Three ranges of {@code each} numbers, dealt at random as classifications are to cases. */
    private static List<List<Integer>> dealt(int items, long seed) {
        Random random = new Random(seed);
        List<List<Integer>> ranges = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        for (int n = 0; n < items; n++) {
            ranges.get(random.nextInt(3)).add(n);
        }
        return ranges;
    }

    @Property(tries = 300)
    void pages_through_every_item_once_in_order_at_most_one_request_more_than_the_ranges_a_page(
            @ForAll @Size(min = 1, max = 3) List<@Size(max = 40) List<@IntRange(max = 60) Integer>> unsorted,
            @ForAll @IntRange(min = 1, max = 30) int limit, @ForAll boolean nextWhenFull) {
        List<List<Integer>> ranges = unsorted.stream().map(range -> range.stream().sorted().toList()).toList();
        Ranges store = new Ranges(ranges, nextWhenFull);
        List<Integer> seen = new ArrayList<>();
        Option<String> after = Option.none();
        int pages = 0;
        do {
            Page<Integer> page = store.page(new PageRequest(limit, after));
            assertTrue(store.requests <= ranges.size() + 1, store.requests + " requests for a page");
            assertTrue(page.items().size() <= limit);
            assertTrue(store.positionsMade <= ranges.size(), store.positionsMade + " positions made for a page");
            seen.addAll(page.items());
            after = page.next();
            assertTrue(++pages <= 2 * (ranges.stream().mapToInt(List::size).sum() + ranges.size()) + 2,
                    "the pages never end");
        } while (after.isDefined());

        assertEquals(ranges.stream().flatMap(List::stream).sorted().toList(), seen);
    }

    /**
     * The hardest case for a merge that cannot know where a range's next item falls: three ranges, each
     * as dense as the others everywhere. Reading a page's worth from each read three items per item returned.
     */
    @Test
    void reads_at_most_four_items_for_every_three_it_returns_when_three_ranges_share_the_view_evenly() {
        for (boolean nextWhenFull : new boolean[] {false, true}) {
            assertReadsAtMostFourForThree(nextWhenFull);
        }
    }

    private static void assertReadsAtMostFourForThree(boolean nextWhenFull) {
        int returned = 0;
        int read = 0;
        for (long seed = 0; seed < 200; seed++) {
            Ranges store = new Ranges(dealt(300, seed), nextWhenFull);
            Page<Integer> page = store.page(PageRequest.first(25));
            returned += page.items().size();
            read += store.itemsRead;
        }

        double efficiency = (double) returned / read;
        assertTrue(efficiency >= 0.75, "read efficiency " + efficiency + ", next when full: " + nextWhenFull);
        assertTrue(returned / 200.0 >= 24, "a page of 25 returned " + returned / 200.0 + " on average");
    }

    @Test
    void reads_one_range_that_holds_the_whole_view_for_its_share_then_for_what_is_missing() {
        Ranges store = new Ranges(List.of(IntStream.range(0, 100).boxed().toList(), List.of(), List.of()), false);

        Page<Integer> page = store.page(PageRequest.first(25));

        assertEquals(IntStream.range(0, 25).boxed().toList(), page.items());
        assertEquals(4, store.requests, "a share of 9 from each, then the 16 missing from the first");
        assertEquals(25, store.itemsRead);
    }

    @Test
    void ends_a_page_short_when_a_second_range_runs_out_and_goes_on_from_there() {
        List<Integer> early = IntStream.concat(IntStream.range(0, 3), IntStream.range(10, 30)).boxed().toList();
        List<Integer> middle = IntStream.range(3, 10).boxed().toList();
        List<Integer> late = IntStream.range(100, 120).boxed().toList();
        Ranges store = new Ranges(List.of(early, middle, late), false);

        Page<Integer> first = store.page(PageRequest.first(9));
        int firstRequests = store.requests;
        Page<Integer> second = store.page(new PageRequest(9, first.next()));

        assertEquals(List.of(0, 1, 2, 3, 4, 5), first.items(), "the first range topped up, the second ran out");
        assertEquals(4, firstRequests);
        assertEquals(6, second.items().get(0));
    }

    @Test
    void makes_a_position_only_for_the_last_item_taken_from_each_range() {
        Ranges store = new Ranges(dealt(300, 7), false);

        Page<Integer> page = store.page(PageRequest.first(25));

        assertTrue(page.items().size() > 20, page.items().size() + " items");
        assertTrue(store.positionsMade <= 3, store.positionsMade + " positions made");
    }
}
