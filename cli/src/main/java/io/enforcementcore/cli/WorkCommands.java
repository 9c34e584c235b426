package io.enforcementcore.cli;

import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.parse.RawCommands;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.cli.CaseOptions.CaseOption;
import io.enforcementcore.cli.CaseOptions.SeenDeadline;
import io.enforcementcore.cli.CaseOptions.SeenTask;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * Work on a case: tasks (C04, C05, C06, C10), deadlines (C07, C08) and evidence (C09). A task or
 * deadline is named by the reference its receipt (or a listing) printed, with the version last seen.
 */
final class WorkCommands {
    private WorkCommands() {
    }

    @Command(name = "create-task", description = "C04: create a task on a case, in the assignee's queue while open.")
    static final class CreateTaskCommand extends ChangeCommand {
        @Mixin
        CaseOption on;
        @Option(names = "--title", required = true, description = "What is to be done, for people.")
        String title;
        @Option(names = "--assignee", required = true, description = "User id whose queue the task joins.")
        String assignee;
        @Option(names = "--due", required = true, description = "ISO-8601 UTC instant, e.g. 2026-07-12T17:00:00Z.")
        String dueAt;

        CreateTaskCommand() {
            super(Role.OFFICER);
        }

        @Override
        Either<Rejection, Receipt> change(EnforcementCore core, Principal principal) {
            return RawCommands.createTask(on.id, title, assignee, dueAt, idempotencyKey)
                    .flatMap(command -> core.createTask(principal, command));
        }
    }

    @Command(name = "reassign-task", description = "C05: move an open task to another assignee's queue.")
    static final class ReassignTaskCommand extends ChangeCommand {
        @Mixin
        SeenTask seen;
        @Option(names = "--assignee", required = true, description = "The new assignee.")
        String newAssignee;

        ReassignTaskCommand() {
            super(Role.SUPERVISOR);
        }

        @Override
        Either<Rejection, Receipt> change(EnforcementCore core, Principal principal) {
            return RawCommands.reassignTask(seen.reference, seen.expectedVersion, newAssignee, idempotencyKey)
                    .flatMap(command -> core.reassignTask(principal, command));
        }
    }

    @Command(name = "complete-task", description = "C06: complete an open task (it leaves the assignee's queue).")
    static final class CompleteTaskCommand extends ChangeCommand {
        @Mixin
        SeenTask seen;

        CompleteTaskCommand() {
            super(Role.OFFICER);
        }

        @Override
        Either<Rejection, Receipt> change(EnforcementCore core, Principal principal) {
            return RawCommands.completeTask(seen.reference, seen.expectedVersion, idempotencyKey)
                    .flatMap(command -> core.completeTask(principal, command));
        }
    }

    @Command(name = "reschedule-task", description = "C10: give an open task a new due time.")
    static final class RescheduleTaskCommand extends ChangeCommand {
        @Mixin
        SeenTask seen;
        @Option(names = "--new-due", required = true, description = "ISO-8601 UTC instant, e.g. 2026-07-19T17:00:00Z.")
        String newDueAt;

        RescheduleTaskCommand() {
            super(Role.OFFICER);
        }

        @Override
        Either<Rejection, Receipt> change(EnforcementCore core, Principal principal) {
            return RawCommands.rescheduleTask(seen.reference, seen.expectedVersion, newDueAt, idempotencyKey)
                    .flatMap(command -> core.rescheduleTask(principal, command));
        }
    }

    @Command(name = "add-deadline",
            description = "C07: add a deadline to a case, in the tenant's deadline view while open.")
    static final class AddDeadlineCommand extends ChangeCommand {
        @Mixin
        CaseOption on;
        @Option(names = "--type", required = true,
                description = "LEGAL_RESPONSE, HEARING, PAYMENT, APPEAL or INTERNAL_REVIEW.")
        String type;
        @Option(names = "--due", required = true, description = "ISO-8601 UTC instant, e.g. 2026-08-01T17:00:00Z.")
        String dueAt;

        AddDeadlineCommand() {
            super(Role.OFFICER);
        }

        @Override
        Either<Rejection, Receipt> change(EnforcementCore core, Principal principal) {
            return RawCommands.addDeadline(on.id, type, dueAt, idempotencyKey)
                    .flatMap(command -> core.addDeadline(principal, command));
        }
    }

    @Command(name = "resolve-deadline", description = "C08: record that an open deadline was met or missed.")
    static final class ResolveDeadlineCommand extends ChangeCommand {
        @Mixin
        SeenDeadline seen;
        @Option(names = "--outcome", required = true, description = "MET or MISSED.")
        String outcome;

        ResolveDeadlineCommand() {
            super(Role.OFFICER);
        }

        @Override
        Either<Rejection, Receipt> change(EnforcementCore core, Principal principal) {
            return RawCommands.resolveDeadline(seen.reference, seen.expectedVersion, outcome, idempotencyKey)
                    .flatMap(command -> core.resolveDeadline(principal, command));
        }
    }

    @Command(name = "attach-evidence", description = "C09: record evidence metadata; the content stays at --blob-ref.")
    static final class AttachEvidenceCommand extends ChangeCommand {
        @Mixin
        CaseOption on;
        @Option(names = "--description", required = true, description = "What the evidence is, for people.")
        String description;
        @Option(names = "--blob-ref", required = true,
                description = "Where the content is stored, e.g. s3://bucket/key.")
        String blobRef;
        @Option(names = "--sha256", required = true, description = "64 lowercase hex characters.")
        String sha256;
        @Option(names = "--size", required = true, description = "Size of the content in bytes.")
        long sizeBytes;
        @Option(names = "--meta", paramLabel = "KEY=VALUE", description = "Descriptive attribute (repeatable).")
        Map<String, String> metadata = new LinkedHashMap<>();

        AttachEvidenceCommand() {
            super(Role.OFFICER);
        }

        @Override
        Either<Rejection, Receipt> change(EnforcementCore core, Principal principal) {
            return RawCommands.attachEvidence(on.id, description, blobRef, sha256, sizeBytes, metadata, idempotencyKey)
                    .flatMap(command -> core.attachEvidence(principal, command));
        }
    }
}
