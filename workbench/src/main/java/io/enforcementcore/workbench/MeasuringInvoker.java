package io.enforcementcore.workbench;

import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.util.Map;
import java.util.function.Supplier;

/** Measures each command into the statistics of its id. */
final class MeasuringInvoker implements Invoker {
    private final StorageLedger ledger;
    private final Map<String, CallStats> stats;

    MeasuringInvoker(StorageLedger ledger, Map<String, CallStats> stats) {
        this.ledger = ledger;
        this.stats = stats;
    }

    @Override
    public Either<Rejection, Receipt> invoke(String commandId, Supplier<Either<Rejection, Receipt>> call) {
        Measured<Receipt> measured = Measured.measure(ledger, call);
        stats.get(commandId).add(measured, receipt -> 1);
        return measured.outcome();
    }
}
