package io.enforcementcore.cli;

import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.port.ForPublishingEvents;
import io.vavr.control.Try;
import java.util.concurrent.Callable;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** A subcommand run by a platform operator rather than a tenant's case worker. */
abstract class OperatorCommand implements Callable<Integer> {
    @ParentCommand
    Main main;

    @Spec
    CommandSpec spec;

    @Mixin
    OperatorOptions operator;

    /** Where this job publishes outbox events; only the relay publishes anything. */
    ForPublishingEvents publisher(Output output) {
        return event -> Try.failure(new IllegalStateException("this job does not publish"));
    }

    abstract int run(EnforcementCore core, Principal operator, Output output);

    @Override
    public final Integer call() {
        Output output = Output.of(spec);
        try (Session session = main.openSession(publisher(output))) {
            return run(session.core(), operator.principal(), output);
        }
    }
}
