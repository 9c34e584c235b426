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

/**
 * One page of a view kept in several partitions that share its order (a tenant's cases, one partition
 * per classification): each partition is read on from where it stopped, the heads are merged in the
 * view's order, and the page's position holds every partition's own position, so that nothing is read
 * twice or skipped. Up to one request per partition makes a page.
 */
public final class MergedPages {
    private static final String DONE = "~";
    private static final String UNREAD = "";

    private MergedPages() {
    }

    /** An item read from a partition, with the partition's position just after it. */
    public record Positioned<T>(T item, String position) {
    }

    /**
     * @param partitions how many partitions the view has; the page position is only valid for this many
     * @param read       one page of partition {@code i} (a page of at most the limit asked, from a position)
     * @throws IllegalArgumentException when {@code request}'s position is not one this method made for as
     *                                  many partitions
     */
    public static <T> Page<T> page(int partitions, PageRequest request, Comparator<T> order,
                                   BiFunction<Integer, PageRequest, Page<Positioned<T>>> read) {
        List<String> positions = request.after().map(after -> decode(after, partitions))
                .getOrElse(() -> new ArrayList<>(Collections.nCopies(partitions, UNREAD)));
        List<Page<Positioned<T>>> heads = new ArrayList<>();
        List<Candidate<T>> candidates = new ArrayList<>();
        for (int i = 0; i < partitions; i++) {
            String at = positions.get(i);
            Option<String> after = at.equals(UNREAD) ? Option.none() : Option.some(at);
            Page<Positioned<T>> head = at.equals(DONE) ? Page.empty()
                    : read.apply(i, new PageRequest(request.limit(), after));
            heads.add(head);
            for (Positioned<T> item : head.items()) {
                candidates.add(new Candidate<>(i, item));
            }
        }
        candidates.sort((a, b) -> order.compare(a.positioned.item(), b.positioned.item()));
        List<Candidate<T>> taken = candidates.subList(0, Math.min(request.limit(), candidates.size()));
        int[] takenFrom = new int[partitions];
        List<String> next = new ArrayList<>(positions);
        for (Candidate<T> candidate : taken) {
            takenFrom[candidate.partition]++;
            next.set(candidate.partition, candidate.positioned.position());
        }
        for (int i = 0; i < partitions; i++) {
            Page<Positioned<T>> head = heads.get(i);
            if (!positions.get(i).equals(DONE) && takenFrom[i] == head.items().size()) {
                next.set(i, head.next().getOrElse(DONE));
            }
        }
        boolean more = next.stream().anyMatch(position -> !position.equals(DONE));
        return new Page<>(taken.stream().map(candidate -> candidate.positioned.item()).toList(),
                more ? Option.some(encode(next)) : Option.none());
    }

    private record Candidate<T>(int partition, Positioned<T> positioned) {
    }

    private static String encode(List<String> positions) {
        List<String> parts = new ArrayList<>();
        for (String position : positions) {
            parts.add(Base64.getUrlEncoder().withoutPadding()
                    .encodeToString(position.getBytes(StandardCharsets.UTF_8)));
        }
        return String.join(".", parts);
    }

    private static List<String> decode(String after, int partitions) {
        String[] parts = after.split("\\.", -1);
        if (parts.length != partitions) {
            throw new IllegalArgumentException("position holds " + parts.length + " partitions' positions, not "
                    + partitions);
        }
        List<String> positions = new ArrayList<>();
        for (String part : parts) {
            positions.add(new String(Base64.getUrlDecoder().decode(part), StandardCharsets.UTF_8));
        }
        return positions;
    }
}
