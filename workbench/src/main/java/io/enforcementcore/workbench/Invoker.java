package io.enforcementcore.workbench;

import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.util.function.Supplier;

/** Runs one command of the facade on behalf of the demo: counting it while seeding, measuring it later. */
interface Invoker {
    Either<Rejection, Receipt> invoke(String commandId, Supplier<Either<Rejection, Receipt>> call);
}
