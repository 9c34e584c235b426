package io.enforcementcore.cli;

import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.parse.RawCommands;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.cli.CaseOptions.CaseOption;
import io.enforcementcore.cli.CaseOptions.SeenCase;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** Case-level commands: C01, C02, C03, C11, C12, C15. */
final class CaseCommands {
    private CaseCommands() {
    }

    @Command(name = "open-case", description = "C01: open a case (its external reference is unique per tenant).")
    static final class OpenCaseCommand extends ChangeCommand {
        @Option(names = "--external-ref", required = true,
                description = "The agency's own reference, e.g. a docket number.")
        String externalRef;
        @Option(names = "--title", required = true, description = "What the case is about, for people.")
        String title;
        @Option(names = "--risk", required = true, description = "Risk score 0..100 (80 and above is high risk).")
        int risk;
        @Option(names = "--classification", defaultValue = "RESTRICTED",
                description = "PUBLIC, RESTRICTED or CONFIDENTIAL (default: ${DEFAULT-VALUE}).")
        String classification;
        @Option(names = "--owner-org", required = true, description = "Organisational unit that owns the case.")
        String ownerOrg;

        OpenCaseCommand() {
            super(Role.OFFICER);
        }

        @Override
        Either<Rejection, Receipt> change(EnforcementCore core, Principal principal) {
            return RawCommands.openCase(externalRef, title, risk, classification, ownerOrg, idempotencyKey)
                    .flatMap(command -> core.openCase(principal, command));
        }
    }

    @Command(name = "transition-case", description = "C02: move a case to the next status of its lifecycle.")
    static final class TransitionCaseCommand extends ChangeCommand {
        @Mixin
        SeenCase seen;
        @Option(names = "--to", required = true,
                description = "NOTICE_ISSUED, RESPONSE_WAITING, DECISION_PENDING or CLOSED.")
        String target;

        TransitionCaseCommand() {
            super(Role.SUPERVISOR);
        }

        @Override
        Either<Rejection, Receipt> change(EnforcementCore core, Principal principal) {
            return RawCommands.transitionCase(seen.id, seen.expectedVersion, target, idempotencyKey)
                    .flatMap(command -> core.transitionCase(principal, command));
        }
    }

    @Command(name = "link-party", description = "C03: link a party (created if new) to a case in a role.")
    static final class LinkPartyCommand extends ChangeCommand {
        @Mixin
        CaseOption on;
        @Option(names = "--case-classification", defaultValue = "RESTRICTED",
                description = "The case's classification, as `case` printed it; the commit checks it against the case"
                        + " (default: ${DEFAULT-VALUE}, the one open-case gives by default).")
        String caseClassification;
        @Option(names = "--party", required = true, description = "Party id, unique within the tenant.")
        String partyId;
        @Option(names = "--kind", defaultValue = "COMPANY",
                description = "COMPANY or PERSON (default: ${DEFAULT-VALUE}).")
        String kind;
        @Option(names = "--name", required = true, description = "The party's name (used when it is new).")
        String name;
        @Option(names = "--party-role", defaultValue = "RESPONDENT",
                description = "RESPONDENT, COMPLAINANT, WITNESS or REPRESENTATIVE (default: ${DEFAULT-VALUE}).")
        String partyRole;

        LinkPartyCommand() {
            super(Role.OFFICER);
        }

        @Override
        Either<Rejection, Receipt> change(EnforcementCore core, Principal principal) {
            return RawCommands.linkParty(on.id, caseClassification, partyId, kind, name, partyRole, idempotencyKey)
                    .flatMap(command -> core.linkParty(principal, command));
        }
    }

    @Command(name = "change-risk", description = "C11: change a case's risk score.")
    static final class ChangeRiskCommand extends ChangeCommand {
        @Mixin
        SeenCase seen;
        @Option(names = "--risk", required = true, description = "The new risk score 0..100 (80 and above is high "
                + "risk).")
        int risk;

        ChangeRiskCommand() {
            super(Role.SUPERVISOR);
        }

        @Override
        Either<Rejection, Receipt> change(EnforcementCore core, Principal principal) {
            return RawCommands.changeRiskScore(seen.id, seen.expectedVersion, risk, idempotencyKey)
                    .flatMap(command -> core.changeRiskScore(principal, command));
        }
    }

    @Command(name = "rename-case", description = "C12: rename a case. Its tasks and deadlines show the old title "
            + "until relay-outbox relays the rename (or reconcile-titles or sweep-drift repairs them).")
    static final class RenameCaseCommand extends ChangeCommand {
        @Mixin
        SeenCase seen;
        @Option(names = "--title", required = true, description = "The case's new title.")
        String title;

        RenameCaseCommand() {
            super(Role.SUPERVISOR);
        }

        @Override
        Either<Rejection, Receipt> change(EnforcementCore core, Principal principal) {
            return RawCommands.renameCase(seen.id, seen.expectedVersion, title, idempotencyKey)
                    .flatMap(command -> core.renameCase(principal, command));
        }
    }

    @Command(name = "change-external-ref",
            description = "C15: change a case's external reference (the old one is free again).")
    static final class ChangeExternalRefCommand extends ChangeCommand {
        @Mixin
        SeenCase seen;
        @Option(names = "--external-ref", required = true, description = "The case's new external reference.")
        String externalRef;

        ChangeExternalRefCommand() {
            super(Role.SUPERVISOR);
        }

        @Override
        Either<Rejection, Receipt> change(EnforcementCore core, Principal principal) {
            return RawCommands.changeExternalRef(seen.id, seen.expectedVersion, externalRef, idempotencyKey)
                    .flatMap(command -> core.changeExternalRef(principal, command));
        }
    }
}
