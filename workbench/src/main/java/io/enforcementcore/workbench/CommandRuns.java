package io.enforcementcore.workbench;

import io.enforcementcore.application.command.Backfill;
import io.enforcementcore.application.query.BackfillReport;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.enforcementcore.workbench.Catalog.CaseRef;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.Map;
import java.util.Random;
import java.util.function.Supplier;

/**
 * Runs every command once, each measured: C01..C12 and C15 on a new high-risk case of the world's first tenant
 * (its task and deadline carried through their own commands), then the relay (C13) over the pending outbox and
 * the backfill (C14) over the whole table.
 */
public final class CommandRuns implements Invoker {
    /** Events the relay publishes in its run: enough to show the cost per event, few enough to list item by item. */
    public static final int RELAY_BATCH = 10;
    /**
     * The case stays high risk, so that the writes that touch the high-risk view only if the case is in it
     * (a transition, a rename) do touch it, as the report says they did.
     */
    static final int HIGH_RISK = 80;

    private final DemoWorld world;
    private final MeasuredAnswers answers;
    private Instant lastCommandAt = Instant.MIN;

    CommandRuns(DemoWorld world, MeasuredAnswers answers) {
        this.world = world;
        this.answers = answers;
    }

    /** Runs them all; answers what the backfill found, if it ran. */
    Option<BackfillReport> run() {
        Actions actions = world.actions(this);
        actions.openCase(world.plan().bigTenant(), world.random(), HIGH_RISK)
                .forEach(opened -> workOn(actions, opened));
        answers.measure(CommandId.C13.id(), () -> world.core().relayOutbox(AccessProbes.OPERATOR, RELAY_BATCH));
        return answers.measure(CommandId.C14.id(), () -> world.core().backfill(AccessProbes.OPERATOR,
                new Backfill(4, CommandWorkload.BACKFILL_RATE, 0, Map.of(), null))).toOption();
    }

    @Override
    public Either<Rejection, Receipt> invoke(String commandId, Supplier<Either<Rejection, Receipt>> call) {
        // each command at a millisecond of its own, as commands in use are: one stamped at the instant of the
        // last leaves updatedAt as it was, and with it every index entry that projects nothing else it changes
        while (!world.clock().now().isAfter(lastCommandAt)) {
            Thread.onSpinWait();
        }
        lastCommandAt = world.clock().now();
        return answers.measure(commandId, call);
    }

    private void workOn(Actions actions, CaseRef opened) {
        Random random = world.random();
        actions.advance(opened, random);
        actions.linkParty(opened, random);
        actions.createTask(opened, random).forEach(task -> {
            actions.reassign(task, random);
            actions.reschedule(task, random);
            actions.complete(task, random);
        });
        actions.addDeadline(opened, random).forEach(deadline -> actions.resolve(deadline, random));
        actions.attachEvidence(opened, random);
        actions.changeRisk(opened, HIGH_RISK + 12);
        actions.rename(opened, random);
        actions.changeExternalRef(opened);
    }
}
