package io.enforcementcore.application;

import io.enforcementcore.application.command.AddDeadline;
import io.enforcementcore.application.command.ResolveDeadline;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.decision.DeadlineDecisions;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.DeadlineHandle;
import io.enforcementcore.domain.model.DeadlineId;
import io.enforcementcore.domain.model.DeadlineStatus;
import io.enforcementcore.domain.model.DeadlineType;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.time.Instant;

/** Deadlines of a case: add (C07), meet or miss (C08). */
final class DeadlineWork {
    private final Wiring wiring;
    private final CommandRunner runner;

    DeadlineWork(Wiring wiring, CommandRunner runner) {
        this.wiring = wiring;
        this.runner = runner;
    }

    private record Addition(CaseId caseId, DeadlineType type, Instant dueAt) {
    }

    /** C07 reads META (AP01) for the case-title snapshot; the commit still guards existence and closing. */
    Either<Rejection, Receipt> add(Principal principal, AddDeadline command) {
        Addition addition = new Addition(command.caseId(), command.deadlineType(), command.dueAt());
        return AccessPolicy.workCases(principal, "add a deadline")
                .flatMap(allowed -> runner.run(principal, "C07", command, () -> planAddition(principal, addition)));
    }

    private Either<Rejection, Plan> planAddition(Principal principal, Addition addition) {
        return wiring.caseMetadata(principal.tenantId(), addition.caseId())
                .map(metadata -> {
                    Instant now = wiring.now();
                    Deadline deadline = Deadline.open(principal.tenantId(), addition.caseId(),
                            new DeadlineId(wiring.newId()), addition.type(), addition.dueAt(), metadata.title(), now);
                    return Plan.of(principal.tenantId(), receipt("C07", deadline.handle(), deadline.version()),
                            DeadlineDecisions.add(Acts.of(wiring, principal, now), deadline));
                });
    }

    private record Resolution(DeadlineHandle deadline, long expectedVersion, DeadlineStatus outcome) {
    }

    /** C08: MET or MISSED, and out of the tenant's open-deadline view. */
    Either<Rejection, Receipt> resolve(Principal principal, ResolveDeadline command) {
        Resolution resolution = new Resolution(command.deadline(), command.expectedVersion(), command.outcome());
        return AccessPolicy.workCases(principal, "resolve a deadline")
                .flatMap(allowed -> runner.run(principal, "C08", command,
                        () -> planResolution(principal, resolution)));
    }

    private Either<Rejection, Plan> planResolution(Principal principal, Resolution resolution) {
        DeadlineHandle deadline = resolution.deadline();
        return Either.right(Plan.of(principal.tenantId(), receipt("C08", deadline, resolution.expectedVersion() + 1),
                DeadlineDecisions.resolve(Acts.of(wiring, principal, wiring.now()), deadline,
                        resolution.expectedVersion(), resolution.outcome())));
    }

    private static Receipt receipt(String command, DeadlineHandle deadline, long version) {
        return Receipt.ofDeadline(command, deadline, version);
    }
}
