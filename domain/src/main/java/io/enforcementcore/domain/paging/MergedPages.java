package io.enforcementcore.domain.paging;

import io.enforcementcore.domain.port.Page;
import io.enforcementcore.domain.port.PageRequest;
import io.vavr.control.Option;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Supplier;

/**
 * One page of a view kept in several ranges that share its order (a tenant's cases, one range per
 * classification): each range is read on from where it stopped, the heads are merged in the view's order,
 * and the page's position holds every range's own position, so that nothing is read twice or skipped.
 *
 * <p>A page reads what it returns, not a page's worth from every range: each range is first read for its
 * share of the page, {@code ceil(limit / ranges)} items, and a range is read again only when the merge has
 * taken everything read from it and still needs more, for its share of what is still missing as the page
 * has taken so far (at least one). One such top-up is made a page, so a page costs at most one request more
 * than it has ranges; when a second range runs out, the page ends there, shorter than asked (as a page may),
 * and the next page goes on from it.
 *
 * <p>Why no more than that: a range that ran out must be read before the merge can go on, since its next
 * item may come first, and how many of its items the page will take cannot be known before they are read.
 * Reading each range's whole page ahead (as this did before) made views of three ranges read three items for
 * every one they returned; reading small and topping up often would cost a request each time.
 */
public final class MergedPages {
    private static final String DONE = "~";
    private static final String UNREAD = "";

    private MergedPages() {
    }

    /**
     * An item read from a range, with the range's position just after it: asked only of the last item taken
     * from each range, since most items never need one and making one (a sort key) is dear.
     */
    public record Positioned<T>(T item, Supplier<String> position) {
    }

    /**
     * @param ranges how many ranges the view has; the page position is only valid for this many
     * @param read   one page of range {@code i} (at most the limit asked, from a position)
     * @throws IllegalArgumentException when {@code request}'s position is not one this method made for as
     *                                  many ranges
     */
    public static <T> Page<T> page(int ranges, PageRequest request, Comparator<T> order,
                                   BiFunction<Integer, PageRequest, Page<Positioned<T>>> read) {
        List<String> positions = request.after().map(after -> decode(after, ranges))
                .getOrElse(() -> new ArrayList<>(Collections.nCopies(ranges, UNREAD)));
        long open = positions.stream().filter(position -> !position.equals(DONE)).count();
        int share = open == 0 ? 1 : (int) ((request.limit() + open - 1) / open);
        List<Range<T>> heads = new ArrayList<>(ranges);
        for (int i = 0; i < ranges; i++) {
            Range<T> range = new Range<>(positions.get(i));
            if (!range.done()) {
                range.add(read.apply(i, new PageRequest(share, range.after())));
            }
            heads.add(range);
        }
        List<T> taken = new ArrayList<>(request.limit());
        boolean toppedUp = false;
        while (taken.size() < request.limit()) {
            Range<T> least = null;
            for (int i = 0; i < ranges; i++) {
                Range<T> range = heads.get(i);
                if (range.needsMore()) {
                    if (toppedUp) {
                        return page(taken, heads);
                    }
                    int missing = request.limit() - taken.size();
                    range.add(read.apply(i, new PageRequest(topUp(missing, range.taken(), taken.size()),
                            range.next())));
                    toppedUp = true;
                }
                if (range.hasHead() && (least == null || order.compare(range.head(), least.head()) < 0)) {
                    least = range;
                }
            }
            if (least == null) {
                break;
            }
            taken.add(least.take());
        }
        return page(taken, heads);
    }

    /** What a range that ran out is read for: its share of what is missing, as the page has taken so far. */
    private static int topUp(int missing, int takenFromRange, int takenInAll) {
        if (takenInAll == 0) {
            return missing;
        }
        return Math.max(1, (int) Math.ceil((double) missing * takenFromRange / takenInAll));
    }

    private static <T> Page<T> page(List<T> taken, List<Range<T>> heads) {
        List<String> next = new ArrayList<>(heads.size());
        boolean more = false;
        for (Range<T> range : heads) {
            String position = range.positionAfterPage();
            more |= !position.equals(DONE);
            next.add(position);
        }
        return new Page<>(taken, more ? Option.some(encode(next)) : Option.none());
    }

    /** One range as this page reads it: what was read of it, how much of that was taken, and where it ends. */
    private static final class Range<T> {
        private final String at;
        private final List<Positioned<T>> read = new ArrayList<>();
        private Option<String> next = Option.none();
        private int taken;

        Range(String at) {
            this.at = at;
        }

        boolean done() {
            return at.equals(DONE);
        }

        Option<String> after() {
            return at.equals(UNREAD) ? Option.none() : Option.some(at);
        }

        Option<String> next() {
            return next;
        }

        void add(Page<Positioned<T>> page) {
            read.addAll(page.items());
            next = page.next();
        }

        /** Everything read of it is taken, and the range goes on. */
        boolean needsMore() {
            return !done() && taken == read.size() && next.isDefined();
        }

        boolean hasHead() {
            return taken < read.size();
        }

        T head() {
            return read.get(taken).item();
        }

        T take() {
            return read.get(taken++).item();
        }

        int taken() {
            return taken;
        }

        String positionAfterPage() {
            if (done()) {
                return DONE;
            }
            if (taken == read.size()) {
                return next.getOrElse(DONE);
            }
            return taken == 0 ? at : read.get(taken - 1).position().get();
        }
    }

    private static String encode(List<String> positions) {
        List<String> parts = new ArrayList<>();
        for (String position : positions) {
            parts.add(Base64.getUrlEncoder().withoutPadding()
                    .encodeToString(position.getBytes(StandardCharsets.UTF_8)));
        }
        return String.join(".", parts);
    }

    private static List<String> decode(String after, int ranges) {
        String[] parts = after.split("\\.", -1);
        if (parts.length != ranges) {
            throw new IllegalArgumentException("position holds " + parts.length + " ranges' positions, not "
                    + ranges);
        }
        List<String> positions = new ArrayList<>();
        for (String part : parts) {
            positions.add(new String(Base64.getUrlDecoder().decode(part), StandardCharsets.UTF_8));
        }
        return positions;
    }
}
