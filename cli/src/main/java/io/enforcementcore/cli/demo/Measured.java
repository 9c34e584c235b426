package io.enforcementcore.cli.demo;

import io.enforcementcore.domain.port.StorageCall;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.util.List;
import java.util.function.Supplier;

/** One facade call as measured: its answer, its wall time, and the storage requests it caused. */
record Measured<T>(Either<Rejection, T> outcome, long nanos, List<StorageCall> calls) {

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
        return new Measured<>(outcome, nanos, ledger.end());
    }
}
