package io.enforcementcore.workbench;

import io.enforcementcore.domain.rejection.Rejection;
import io.enforcementcore.metering.ItemWrite;
import io.enforcementcore.metering.StorageCall;
import io.vavr.control.Either;
import java.util.List;
import java.util.function.Supplier;

/** One facade call as measured: its answer, its wall time, and the storage requests and item writes it caused. */
record Measured<T>(Either<Rejection, T> outcome, long nanos, List<StorageCall> calls, List<ItemWrite> writes) {

    static <T> Measured<T> measure(StorageLedger ledger, Supplier<Either<Rejection, T>> call) {
        ledger.begin();
        long start = System.nanoTime();
        Either<Rejection, T> outcome;
        try {
            outcome = call.get();
        } catch (RuntimeException e) {
            ledger.end();
            throw e;
        }
        long nanos = System.nanoTime() - start;
        StorageLedger.Window window = ledger.end();
        return new Measured<>(outcome, nanos, window.calls(), window.writes());
    }
}
