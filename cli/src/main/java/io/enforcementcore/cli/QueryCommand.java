package io.enforcementcore.cli;

import io.enforcementcore.application.parse.RawQueries;
import io.enforcementcore.application.query.PageQuery;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.cli.CaseOptions.CaseOption;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.util.function.BiFunction;
import java.util.function.Function;
import picocli.CommandLine.Mixin;

/** A read as a tenant's principal; an analyst unless {@code --role} says otherwise. */
abstract class QueryCommand extends UseCaseCommand {
    QueryCommand() {
        super(Role.ANALYST);
    }

    /** A read about one case. */
    abstract static class CaseQuery extends QueryCommand {
        @Mixin
        CaseOption on;

        /** The read of the case given with {@code --case}, or why that id is refused. */
        <T> Either<Rejection, T> ofCase(Function<CaseId, Either<Rejection, T>> read) {
            return RawQueries.caseId(on.id).flatMap(read);
        }
    }

    /** A read that answers one page of a listing. */
    abstract static class PagedQuery extends QueryCommand {
        @Mixin
        PageOptions page;

        /** The read of the page given with {@code --limit} and {@code --cursor}, or why they are refused. */
        <T> Either<Rejection, T> paged(Function<PageQuery, Either<Rejection, T>> read) {
            main.paging();
            return page.query().flatMap(read);
        }
    }

    /** A read that answers one page of a listing of one case's items. */
    abstract static class PagedOfCase extends PagedQuery {
        @Mixin
        CaseOption on;

        <T> Either<Rejection, T> pageOfCase(BiFunction<CaseId, PageQuery, Either<Rejection, T>> read) {
            return RawQueries.caseId(on.id).flatMap(caseId -> paged(query -> read.apply(caseId, query)));
        }
    }
}
