package io.enforcementcore.cli;

import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.security.Principal;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Reads of one case's own item collection: strongly consistent (AP01, AP02, AP05..AP07, AP09, AP11, AP14). */
final class CaseQueries {
    private CaseQueries() {
    }

    @Command(name = "case", description = "AP01: a case's metadata.")
    static final class CaseCommand extends QueryCommand.OfCase {
        @Override
        int run(EnforcementCore core, Principal principal, Output output) {
            return output.value(core.caseMetadata(principal, on.id), Formats::metadata);
        }
    }

    @Command(name = "timeline", description = "AP02: a case's timeline, newest first.")
    static final class Timeline extends QueryCommand.PagedOfCase {
        @Override
        int run(EnforcementCore core, Principal principal, Output output) {
            return output.page(core.timeline(principal, on.id, page.query()), Formats::event);
        }
    }

    @Command(name = "case-deadlines", description = "AP05: a case's deadlines by due time.")
    static final class CaseDeadlines extends QueryCommand.PagedOfCase {
        @Override
        int run(EnforcementCore core, Principal principal, Output output) {
            return output.page(core.deadlinesOfCase(principal, on.id, page.query()), Formats::deadline);
        }
    }

    @Command(name = "case-tasks", description = "AP06: a case's tasks by due time.")
    static final class CaseTasks extends QueryCommand.PagedOfCase {
        @Option(names = "--due-before", description = "Only tasks due at or before this instant.")
        String dueBefore;

        @Override
        int run(EnforcementCore core, Principal principal, Output output) {
            return output.page(core.tasksOfCase(principal, on.id, dueBefore, page.query()), Formats::task);
        }
    }

    @Command(name = "case-parties", description = "AP07: the parties of a case.")
    static final class CaseParties extends QueryCommand.PagedOfCase {
        @Override
        int run(EnforcementCore core, Principal principal, Output output) {
            return output.page(core.partiesOfCase(principal, on.id, page.query()), Formats::party);
        }
    }

    @Command(name = "case-view", description = "AP09: the operational view of a case (bounded).")
    static final class CaseView extends QueryCommand.OfCase {
        @Override
        int run(EnforcementCore core, Principal principal, Output output) {
            return output.value(core.caseView(principal, on.id), Formats::view);
        }
    }

    @Command(name = "case-evidence", description = "AP14: the evidence of a case.")
    static final class CaseEvidence extends QueryCommand.PagedOfCase {
        @Override
        int run(EnforcementCore core, Principal principal, Output output) {
            return output.page(core.evidenceOfCase(principal, on.id, page.query()), Formats::evidence);
        }
    }

    @Command(name = "case-by-ref", description = "AP11: a case by its external reference.")
    static final class CaseByRef extends QueryCommand {
        @Option(names = "--external-ref", required = true)
        String externalRef;

        @Override
        int run(EnforcementCore core, Principal principal, Output output) {
            return output.value(core.caseByExternalRef(principal, externalRef), Formats::metadata);
        }
    }
}
