package io.enforcementcore.cli;

import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import picocli.CommandLine.Option;

/**
 * One of the commands C01..C12 and C15 as a tenant's principal: a subcommand states its own options and the
 * one use case it calls; the receipt or the rejection is printed and turned into the exit code here.
 */
abstract class ChangeCommand extends UseCaseCommand {
    @Option(names = "--idempotency-key", description = "A retry with the same key returns the first receipt.")
    String idempotencyKey;

    ChangeCommand(Role defaultRole) {
        super(defaultRole);
    }

    abstract Either<Rejection, Receipt> change(EnforcementCore core, Principal principal);

    @Override
    final int run(EnforcementCore core, Principal principal, Output output) {
        return output.receipt(change(core, principal));
    }
}
