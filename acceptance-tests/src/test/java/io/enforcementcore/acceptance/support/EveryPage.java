package io.enforcementcore.acceptance.support;

import io.enforcementcore.application.query.PageQuery;
import io.enforcementcore.application.query.Paged;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** Reads every page of a paged query, following the cursor each page hands out. */
public final class EveryPage {
    public static final int PAGE_SIZE = 100;
    private static final int MAX_PAGES = 1_000;

    private EveryPage() {
    }

    public static <T> List<T> all(Function<PageQuery, Either<Rejection, Paged<T>>> query) {
        return pages(PAGE_SIZE, query).stream().flatMap(List::stream).toList();
    }

    /** The pages of {@code size} items, in the order they came; a last page that came back empty is left out. */
    public static <T> List<List<T>> pages(int size, Function<PageQuery, Either<Rejection, Paged<T>>> query) {
        List<List<T>> pages = new ArrayList<>();
        PageQuery next = PageQuery.first(size);
        for (int read = 1; read <= MAX_PAGES; read++) {
            int pageNumber = read;
            Paged<T> page = query.apply(next).getOrElseThrow(rejection ->
                    new AssertionError("reading page " + pageNumber + " was refused: " + rejection.message()));
            if (!page.items().isEmpty()) {
                pages.add(page.items());
            }
            if (page.cursor().isEmpty()) {
                return pages;
            }
            next = next.next(page.cursor().get());
        }
        throw new AssertionError("the query handed out more than " + MAX_PAGES + " pages: its cursor never ends");
    }
}
