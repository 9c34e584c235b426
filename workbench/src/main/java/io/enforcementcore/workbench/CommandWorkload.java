package io.enforcementcore.workbench;

import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.command.Backfill;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.port.ForTellingTime;
import io.enforcementcore.workbench.Catalog.CaseRef;
import io.enforcementcore.workbench.Catalog.OpenSet;
import io.enforcementcore.workbench.Catalog.WorkRef;
import io.vavr.control.Option;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Runs every command C01..C15 on valid targets from the catalog and measures each call: C01..C12 and C15
 * in turns, then the title reconciliation of renamed cases, the outbox relay (C13) and the backfill (C14),
 * whose runs are fewer because each one does far more.
 */
final class CommandWorkload {
    static final int RELAY_BATCH = 100;
    static final int MAX_RELAY_RUNS = 10;
    static final int MAX_BACKFILL_RUNS = 2;
    /** The demo's backfill is paced far above the data's size: it shows the job, not the throttle. */
    static final int BACKFILL_RATE = 1_000_000;
    private static final int DRAWS = 10;

    private final EnforcementCore core;
    private final Catalog catalog;
    private final StorageLedger ledger;
    private final Map<String, CallStats> stats = new LinkedHashMap<>();
    private final Actions actions;

    CommandWorkload(EnforcementCore core, Catalog catalog, ForTellingTime clock, StorageLedger ledger) {
        this.core = core;
        this.catalog = catalog;
        this.ledger = ledger;
        describe(CommandId.C01.id(), "open case");
        describe(CommandId.C02.id(), "transition case status");
        describe(CommandId.C03.id(), "link party to case");
        describe(CommandId.C04.id(), "create task");
        describe(Actions.KEYED_C04, "create task with an idempotency key");
        describe(CommandId.C05.id(), "reassign task");
        describe(CommandId.C06.id(), "complete task");
        describe(CommandId.C07.id(), "add deadline");
        describe(CommandId.C08.id(), "meet / miss deadline");
        describe(CommandId.C09.id(), "attach evidence");
        describe(CommandId.C10.id(), "reschedule task");
        describe(CommandId.C11.id(), "change risk score");
        describe(CommandId.C12.id(), "rename case");
        describe("C12r", "reconcile titles (C12 repair job)");
        describe(CommandId.C13.id(), "relay outbox (" + RELAY_BATCH + " events a run)");
        describe(CommandId.C14.id(), "backfill (whole table)");
        describe(CommandId.C15.id(), "change external reference");
        this.actions = new Actions(core, catalog, clock, new MeasuringInvoker(ledger, stats));
    }

    /** {@code lines} gets the progress: rounds of C01..C12 and C15 first, then the runs of the jobs. */
    List<CallStats> run(int perCommand, Random random, PrintStream lines) {
        try (Progress progress = Progress.start("running commands C01..C12, C15", perCommand, lines)) {
            rounds(perCommand, random, progress);
        }
        int reconciliations = Math.min(perCommand, catalog.renamed().size());
        int relayRuns = Math.min(perCommand, MAX_RELAY_RUNS);
        int backfillRuns = Math.min(perCommand, MAX_BACKFILL_RUNS);
        try (Progress progress = Progress.start("running jobs C12r, C13, C14",
                reconciliations + relayRuns + backfillRuns, lines)) {
            reconcileRenamed(reconciliations, progress);
            for (int run = 0; run < relayRuns; run++) {
                stats.get(CommandId.C13.id()).add(Measured.measure(ledger,
                        () -> core.relayOutbox(AccessProbes.OPERATOR, RELAY_BATCH)), report -> report.published());
                progress.stepTo(reconciliations + run + 1);
            }
            for (int run = 0; run < backfillRuns; run++) {
                stats.get(CommandId.C14.id()).add(Measured.measure(ledger, () -> core.backfill(AccessProbes.OPERATOR,
                        new Backfill(4, BACKFILL_RATE, 0, Map.of(), null))), report -> report.migrated());
                progress.stepTo(reconciliations + relayRuns + run + 1);
            }
        }
        return new ArrayList<>(stats.values());
    }

    private void rounds(int perCommand, Random random, Progress progress) {
        for (int round = 0; round < perCommand; round++) {
            actions.openCase(catalog.randomTenant(random), random);
            onOpenCase(random, ref -> ref.status.successor().contains(CaseStatus.CLOSED) ? Option.none()
                    : actions.advance(ref, random));
            onOpenCase(random, ref -> actions.linkParty(ref, random));
            onOpenCase(random, ref -> actions.createTask(ref, random));
            onOpenCase(random, ref -> actions.createTaskWithKey(ref, random));
            onOpenWork(catalog.openTasks(), random, task -> actions.reassign(task, random));
            onOpenWork(catalog.openTasks(), random, task -> actions.complete(task, random));
            onOpenCase(random, ref -> actions.addDeadline(ref, random));
            onOpenWork(catalog.openDeadlines(), random, deadline -> actions.resolve(deadline, random));
            onOpenCase(random, ref -> actions.attachEvidence(ref, random));
            onOpenWork(catalog.openTasks(), random, task -> actions.reschedule(task, random));
            onOpenCase(random, ref -> actions.changeRisk(ref, random));
            onOpenCase(random, ref -> actions.rename(ref, random));
            onOpenCase(random, actions::changeExternalRef);
            progress.stepTo(round + 1);
        }
    }

    private void reconcileRenamed(int count, Progress progress) {
        List<CaseRef> renamed = catalog.renamed();
        for (int i = 0; i < count; i++) {
            CaseRef ref = renamed.get(i);
            stats.get("C12r").add(Measured.measure(ledger,
                    () -> core.reconcileCaseTitles(ref.tenant.supervisor(), ref.caseId)),
                    report -> report.tasksRepaired() + report.deadlinesRepaired());
            progress.stepTo(i + 1);
        }
    }

    /** Acts on an open case; an action that finds nothing to do on the drawn case is tried on another. */
    private void onOpenCase(Random random, Function<CaseRef, Option<?>> action) {
        for (int draw = 0; draw < DRAWS; draw++) {
            CaseRef ref = catalog.randomOpenCase(random);
            if (ref.isOpen() && action.apply(ref).isDefined()) {
                return;
            }
        }
    }

    private <H> void onOpenWork(OpenSet<H> open, Random random, Consumer<WorkRef<H>> action) {
        if (!open.isEmpty()) {
            action.accept(open.random(random));
        }
    }

    private void describe(String id, String description) {
        stats.put(id, new CallStats(id, description));
    }
}
