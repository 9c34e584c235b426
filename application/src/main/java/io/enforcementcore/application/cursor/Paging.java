package io.enforcementcore.application.cursor;

import io.enforcementcore.application.query.PageQuery;
import io.enforcementcore.application.query.Paged;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.port.Page;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.function.Function;

/**
 * Between a caller's {@link PageQuery} and a store's {@link PageRequest}: opens the caller's cursor
 * (bound to the tenant, the clearance and the query's scope) and seals the store's next position into a new
 * cursor. The clearance is bound here, for every query, because what a page holds depends on it (a merged
 * view keeps one partition per classification the principal is cleared for, and its position holds a place
 * in each): a cursor issued under one clearance is refused under another, never read as another's position.
 */
public final class Paging {
    private final CursorCodec cursors;

    public Paging(CursorCodec cursors) {
        this.cursors = cursors;
    }

    public <T> Either<Rejection, Paged<T>> read(Principal principal, PageQuery query, String queryScope,
                                        Function<PageRequest, Page<T>> reader) {
        String scope = CursorCodec.scope(queryScope, principal.clearance().name());
        return request(principal, query, scope).map(request -> {
            Page<T> page = reader.apply(request);
            return new Paged<>(page.items(), page.next().map(position ->
                    cursors.encode(principal.tenantId(), scope, position)));
        });
    }

    /** The page size was checked when the query was built; the cursor is checked here, against its scope. */
    private Either<Rejection, PageRequest> request(Principal principal, PageQuery query, String scope) {
        return query.cursor().<Either<Rejection, PageRequest>>fold(
                () -> Either.right(PageRequest.first(query.limit())),
                cursor -> cursors.decode(principal.tenantId(), scope, cursor)
                        .map(position -> new PageRequest(query.limit(), Option.some(position))));
    }
}
