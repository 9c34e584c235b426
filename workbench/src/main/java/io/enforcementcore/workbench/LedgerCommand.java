package io.enforcementcore.workbench;

import io.enforcementcore.metering.ForObservingStorage;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * A subcommand that opens the chosen store for itself (creating the table if need be) and sees every
 * storage request and item write the store reports through a ledger, to measure what its calls cost.
 */
abstract class LedgerCommand implements Callable<Integer> {
    @ParentCommand
    WorkbenchHost host;

    @Spec
    CommandSpec spec;

    /** Refuses options that cannot work, before any store is opened. */
    abstract void check();

    abstract int run(MeasuredStore store, StorageLedger ledger, PrintWriter out);

    /** Who else hears the store's reports besides the ledger; nobody unless a command says so. */
    ForObservingStorage alsoObserving() {
        return ForObservingStorage.NONE;
    }

    @Override
    public final Integer call() {
        check();
        StorageLedger ledger = new StorageLedger();
        try (MeasuredStore store = host.open(ForObservingStorage.all(ledger, alsoObserving()))) {
            store.createTableIfMissing();
            return run(store, ledger, spec.commandLine().getOut());
        }
    }

    void requireAtLeast(String option, int value, int least) {
        SeedOptions.requireAtLeast(spec.commandLine(), option, value, least);
    }
}
