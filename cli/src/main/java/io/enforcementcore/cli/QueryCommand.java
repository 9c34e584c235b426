package io.enforcementcore.cli;

import io.enforcementcore.application.security.Role;
import io.enforcementcore.cli.CaseOptions.TheCase;
import picocli.CommandLine.Mixin;

/** A read as a tenant's principal; an analyst unless {@code --role} says otherwise. */
abstract class QueryCommand extends UseCaseCommand {
    QueryCommand() {
        super(Role.ANALYST);
    }

    /** A read about one case. */
    abstract static class OfCase extends QueryCommand {
        @Mixin
        TheCase on;
    }

    /** A read that answers one page of a listing. */
    abstract static class Paged extends QueryCommand {
        @Mixin
        PageOptions page;
    }

    /** A read that answers one page of a listing of one case's items. */
    abstract static class PagedOfCase extends Paged {
        @Mixin
        TheCase on;
    }
}
