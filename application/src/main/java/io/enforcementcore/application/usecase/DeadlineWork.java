package io.enforcementcore.application.usecase;

import io.enforcementcore.application.command.AddDeadline;
import io.enforcementcore.application.command.ResolveDeadline;
import io.enforcementcore.application.runtime.AccessPolicy;
import io.enforcementcore.application.runtime.CommandRunner;
import io.enforcementcore.application.runtime.Plan;
import io.enforcementcore.application.runtime.Wiring;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.decision.Act;
import io.enforcementcore.domain.decision.DeadlineDecisions;
import io.enforcementcore.domain.decision.Decision;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.DeadlineHandle;
import io.enforcementcore.domain.model.DeadlineId;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.time.Instant;

/** Deadlines of a case: add (C07), meet or miss (C08). */
public final class DeadlineWork {
    private final Wiring wiring;
    private final CommandRunner runner;

    public DeadlineWork(Wiring wiring, CommandRunner runner) {
        this.wiring = wiring;
        this.runner = runner;
    }

    /**
     * C07 reads META (AP01) for what the deadline carries of its case, the title snapshot and the
     * classification that places it in AP04: a transaction cannot copy a value from one item into another.
     * Existence, tenant, an open case and that classification are the commit's to check.
     */
    public Either<Rejection, Receipt> add(Principal principal, AddDeadline command) {
        return runner.runOnMetadata(principal, CommandId.C07, command, command.caseId(),
                AccessPolicy.workCases(principal, "add a deadline"), metadata -> planAddition(principal, command, metadata));
    }

    private Either<Rejection, Plan> planAddition(Principal principal, AddDeadline command, CaseMetadata metadata) {
        Instant now = wiring.now();
        DeadlineId deadlineId = new DeadlineId(wiring.newId());
        Act act = Acts.of(wiring, principal, now);
        Deadline deadline = Deadline.open(principal.tenantId(), command.caseId(), deadlineId, command.deadlineType(),
                command.dueAt(), metadata.title(), metadata.provenance().created(act.actor(), act.at()));
        Decision added = DeadlineDecisions.add(act, deadline);
        return Either.right(Plan.of(act, metadata.provenance(), receipt(CommandId.C07, deadline.handle(),
                added.version()), added));
    }

    /** C08: MET or MISSED, and out of the tenant's open-deadline view. */
    public Either<Rejection, Receipt> resolve(Principal principal, ResolveDeadline command) {
        return runner.runOnCase(principal, CommandId.C08, command, command.deadline().caseId(),
                AccessPolicy.workCases(principal, "resolve a deadline"),
                () -> planResolution(principal, command));
    }

    private Either<Rejection, Plan> planResolution(Principal principal, ResolveDeadline command) {
        DeadlineHandle deadline = command.deadline();
        return wiring.provenance(principal, deadline.caseId()).map(provenance -> {
            Act act = Acts.of(wiring, principal, wiring.now());
            Decision resolved = DeadlineDecisions.resolve(act, deadline, command.expectedVersion(), command.outcome());
            return Plan.of(act, provenance, receipt(CommandId.C08, deadline, resolved.version()), resolved);
        });
    }

    private static Receipt receipt(CommandId command, DeadlineHandle deadline, long version) {
        return Receipt.ofDeadline(command, deadline, version);
    }
}
