package io.enforcementcore.cli;

import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.domain.port.ForPublishingEvents;
import io.vavr.control.Try;
import java.util.concurrent.Callable;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** A subcommand that calls one use case as a tenant's principal and prints the answer. */
abstract class UseCaseCommand implements Callable<Integer> {
    /** Case commands publish nothing themselves: their events wait in the outbox for {@code relay-outbox}. */
    private static final ForPublishingEvents NOT_PUBLISHING =
            event -> Try.failure(new IllegalStateException("only relay-outbox publishes"));

    @ParentCommand
    Main main;

    @Spec
    CommandSpec spec;

    @Mixin
    PrincipalOptions who;

    private final Role defaultRole;

    /** @param defaultRole the role assumed when {@code --role} is not given */
    UseCaseCommand(Role defaultRole) {
        this.defaultRole = defaultRole;
    }

    abstract int run(EnforcementCore core, Principal principal, Output output);

    @Override
    public final Integer call() {
        Principal principal = who.principal(defaultRole);
        try (Session session = main.openSession(NOT_PUBLISHING)) {
            return run(session.core(), principal, Output.of(spec));
        }
    }
}
