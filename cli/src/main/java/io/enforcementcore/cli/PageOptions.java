package io.enforcementcore.cli;

import io.enforcementcore.application.parse.RawQueries;
import io.enforcementcore.application.query.PageQuery;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import picocli.CommandLine.Option;

/** Which page of a listing to print. */
final class PageOptions {

    @Option(names = "--limit", defaultValue = "25", description = "Items per page, 1..100 (default: ${DEFAULT-VALUE}).")
    int limit;

    @Option(names = "--cursor", description = "Cursor printed with the previous page.")
    String cursor;

    Either<Rejection, PageQuery> query() {
        return RawQueries.page(limit, cursor);
    }
}
