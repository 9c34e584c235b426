package io.enforcementcore.cli;

import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.parse.RawQueries;
import io.enforcementcore.application.security.Principal;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Reads of one case's own item collection: strongly consistent (AP01, AP02, AP05..AP07, AP09, AP11, AP14). */
final class CaseQueryCommands {
    private CaseQueryCommands() {
    }

    /**
     * The case as the next command needs it: its metadata with its status, risk score and version, which
     * live in the case's state record with its counts; the bounded operational view reads both strongly
     * consistently.
     */
    @Command(name = "case", description = "AP01: a case's metadata, with its status, risk score, version and counts "
            + "(read with the case's state, through the AP09 view).")
    static final class CaseQueryCommand extends QueryCommand.CaseQuery {
        @Override
        int run(EnforcementCore core, Principal principal, Output output) {
            return output.value(ofCase(caseId -> core.caseView(principal, caseId)), Printed.CASE_WITH_STATE);
        }
    }

    @Command(name = "timeline", description = "AP02: a case's timeline, newest first.")
    static final class Timeline extends QueryCommand.PagedOfCase {
        @Override
        int run(EnforcementCore core, Principal principal, Output output) {
            return output.page(pageOfCase((caseId, page) -> core.timeline(principal, caseId, page)), Printed.EVENT);
        }
    }

    @Command(name = "case-deadlines", description = "AP05: a case's deadlines by due time.")
    static final class CaseDeadlines extends QueryCommand.PagedOfCase {
        @Override
        int run(EnforcementCore core, Principal principal, Output output) {
            return output.page(pageOfCase((caseId, page) -> core.deadlinesOfCase(principal, caseId, page)),
                    Printed.DEADLINE);
        }
    }

    @Command(name = "case-tasks", description = "AP06: a case's tasks by due time.")
    static final class CaseTasks extends QueryCommand.PagedOfCase {
        @Option(names = "--due-before", description = "Only tasks due at or before this instant.")
        String dueBefore;

        @Override
        int run(EnforcementCore core, Principal principal, Output output) {
            return output.page(RawQueries.optionalInstant("dueBefore", dueBefore).flatMap(before ->
                    pageOfCase((caseId, page) -> core.tasksOfCase(principal, caseId, before, page))), Printed.TASK);
        }
    }

    @Command(name = "case-parties", description = "AP07: the parties of a case.")
    static final class CaseParties extends QueryCommand.PagedOfCase {
        @Override
        int run(EnforcementCore core, Principal principal, Output output) {
            return output.page(pageOfCase((caseId, page) -> core.partiesOfCase(principal, caseId, page)),
                    Printed.PARTY);
        }
    }

    @Command(name = "case-view", description = "AP09: the operational view of a case (bounded).")
    static final class CaseViewCommand extends QueryCommand.CaseQuery {
        @Override
        int run(EnforcementCore core, Principal principal, Output output) {
            return output.value(ofCase(caseId -> core.caseView(principal, caseId)), Printed.VIEW);
        }
    }

    @Command(name = "case-evidence", description = "AP14: the evidence of a case.")
    static final class CaseEvidence extends QueryCommand.PagedOfCase {
        @Override
        int run(EnforcementCore core, Principal principal, Output output) {
            return output.page(pageOfCase((caseId, page) -> core.evidenceOfCase(principal, caseId, page)),
                    Printed.EVIDENCE);
        }
    }

    @Command(name = "case-by-ref", description = "AP11: a case by its external reference.")
    static final class CaseByRef extends QueryCommand {
        @Option(names = "--external-ref", required = true, description = "The agency's own reference of the case.")
        String externalRef;

        @Override
        int run(EnforcementCore core, Principal principal, Output output) {
            return output.value(RawQueries.externalRef(externalRef)
                    .flatMap(ref -> core.caseByExternalRef(principal, ref)), Printed.METADATA);
        }
    }
}
