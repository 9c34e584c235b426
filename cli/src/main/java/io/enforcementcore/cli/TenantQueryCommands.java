package io.enforcementcore.cli;

import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.parse.RawQueries;
import io.enforcementcore.application.security.Principal;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Reads across cases through the sparse views: eventually consistent (AP03, AP04, AP08, AP10, AP12, AP13). */
final class TenantQueryCommands {
    private TenantQueryCommands() {
    }

    @Command(name = "open-tasks", description = "AP03: open tasks of an assignee by due time.")
    static final class OpenTasks extends QueryCommand.PagedQuery {
        @Option(names = "--assignee", required = true, description = "User id whose open tasks to list.")
        String assignee;
        @Option(names = "--due-from", description = "Only tasks due at or after this instant.")
        String dueFrom;
        @Option(names = "--due-to", description = "Only tasks due at or before this instant.")
        String dueTo;

        @Override
        int run(EnforcementCore core, Principal principal, Output output) {
            return output.page(RawQueries.assigneeId(assignee).flatMap(who -> RawQueries.dueWindow(dueFrom, dueTo)
                    .flatMap(window -> paged(page -> core.openTasksOfAssignee(principal, who, window, page)))),
                    Printed.TASK);
        }
    }

    @Command(name = "deadlines-due", description = "AP04: the tenant's open deadlines due at or before a time.")
    static final class DeadlinesDue extends QueryCommand.PagedQuery {
        @Option(names = "--due-by", required = true, description = "e.g. the current time, for the overdue view.")
        String dueBy;

        @Override
        int run(EnforcementCore core, Principal principal, Output output) {
            return output.page(RawQueries.instant("dueBy", dueBy)
                    .flatMap(due -> paged(page -> core.openDeadlinesDueBy(principal, due, page))), Printed.DEADLINE);
        }
    }

    @Command(name = "party-cases", description = "AP08: the cases a party is linked to.")
    static final class PartyCases extends QueryCommand.PagedQuery {
        @Option(names = "--party", required = true, description = "Party id, as link-party was given it.")
        String partyId;

        @Override
        int run(EnforcementCore core, Principal principal, Output output) {
            return output.page(RawQueries.partyId(partyId)
                    .flatMap(party -> paged(page -> core.casesOfParty(principal, party, page))), Printed.PARTY);
        }
    }

    @Command(name = "cases-in-status", description = "AP12: the tenant's cases in a status, newest opened first.")
    static final class CasesInStatus extends QueryCommand.PagedQuery {
        @Option(names = "--status", required = true,
                description = "UNDER_REVIEW, NOTICE_ISSUED, RESPONSE_WAITING, DECISION_PENDING or CLOSED.")
        String status;

        @Override
        int run(EnforcementCore core, Principal principal, Output output) {
            return output.page(RawQueries.status(status)
                    .flatMap(parsed -> paged(page -> core.casesInStatus(principal, parsed, page))), Printed.SUMMARY);
        }
    }

    @Command(name = "high-risk", description = "AP13: the tenant's open high-risk cases, highest score first.")
    static final class HighRiskCases extends QueryCommand.PagedQuery {
        @Override
        int run(EnforcementCore core, Principal principal, Output output) {
            return output.page(paged(page -> core.highRiskOpenCases(principal, page)), Printed.SUMMARY);
        }
    }

    @Command(name = "pending-outbox", description = "AP10: the oldest pending outbox events (platform operators).")
    static final class PendingOutbox extends OperatorCommand {
        @Option(names = "--limit", defaultValue = "25",
                description = "At most this many events (default: ${DEFAULT-VALUE}).")
        int limit;

        @Override
        int run(EnforcementCore core, Principal operator, Output output) {
            return output.list(core.pendingOutbox(operator, limit), Printed.OUTBOX);
        }
    }
}
