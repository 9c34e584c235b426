package io.enforcementcore.workbench;

import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.util.Random;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * One access pattern as the workload samples it: {@code sampler} draws valid input at random and
 * answers the facade call, ready to run, that counts the items its answer holds.
 */
record AccessProbe(String id, String question, Function<Random, Supplier<Either<Rejection, Integer>>> sampler) {
}
