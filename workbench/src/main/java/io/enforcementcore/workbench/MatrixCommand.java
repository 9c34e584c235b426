package io.enforcementcore.workbench;

import io.enforcementcore.application.command.CreateTask;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.workbench.Catalog.CaseRef;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.time.Duration;
import java.util.List;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The access-pattern matrix of the design, measured on the chosen store: a small data set is seeded
 * through the use cases, every access pattern is asked on random valid input, and the storage requests
 * of each answer go into {@link WorkbenchHost#accessPatternMatrix}.
 */
@Command(name = "matrix", description = {
        "Print the access-pattern matrix (Markdown) with AP01..AP14 measured on a small seeded data set.",
        "Seeds a small data set through the use cases, asks every access pattern a few times on random valid input, "
                + "and prints each pattern's plan with what was measured: pages, requests, items returned and "
                + "examined, read efficiency and read units per page.",
        "Then reports each pattern's p95 latency against the target the registry declares for DynamoDB, and "
                + "ends with exit code 1 when any p95 is above its target (each miss is named on standard error), "
                + "unless --no-check-latency. "
                + "Each pattern is asked once before the measured calls, so the first call's warm-up is not "
                + "counted."})
public final class MatrixCommand extends SeededReportCommand {
    @Option(names = "--samples", defaultValue = "3",
            description = "Times each access pattern is asked (default: ${DEFAULT-VALUE}).")
    int samples;

    @Option(names = "--check-latency", negatable = true, defaultValue = "true", fallbackValue = "true",
            description = "End with exit code 1 when a p95 is above its target (default); --no-check-latency "
                    + "only reports it, e.g. on a busy machine or a local engine, where a p95 says little.")
    boolean checkLatency;

    private List<String> missed = List.of();

    @Override
    void check() {
        super.check();
        requireAtLeast("--samples", samples, 1);
    }

    @Override
    String report(DemoWorld world, MeasuredAnswers answers, String seededOn) {
        List<AccessProbe> probes = new AccessProbes(world.core(), world.catalog(), world.clock()).all();
        probes.forEach(probe -> probe.sampler().apply(world.random()).get());
        for (int round = 0; round < samples; round++) {
            for (AccessProbe probe : probes) {
                answers.measure(probe.id(), probe.sampler().apply(world.random()));
            }
        }
        Supplier<Either<Rejection, Receipt>> keyedTask = keyedTask(world);
        answers.measure("C04 with a key", keyedTask);
        answers.measure("C04 retried with its key", keyedTask);
        List<LatencyTargets.Row> latencies = LatencyTargets.rows(host.latencyTargets(), answers.nanosByName());
        missed = LatencyTargets.misses(latencies);
        return host.accessPatternMatrix(seededOn + ", every access pattern asked " + samples
                + (samples == 1 ? " time" : " times") + " on random valid input with pages of " + AccessProbes.PAGE
                + ", and the idempotency recall of a task created with a key and of its retry, by `enforcementcore "
                + "matrix`", answers.calls()) + LatencyTargets.render(latencies, host.inMemory());
    }

    @Override
    List<String> missedTargets() {
        return checkLatency ? missed : List.of();
    }

    /** A task created with an idempotency key: the first call finds no record, a retry finds the first receipt. */
    private static Supplier<Either<Rejection, Receipt>> keyedTask(DemoWorld world) {
        CaseRef ref = world.catalog().randomOpenCase(world.random());
        UserId assignee = new UserId(ref.tenant.randomOfficer(world.random()));
        CreateTask command = new CreateTask(ref.caseId, new Title("Confirm the respondent's reply"), assignee,
                world.clock().now().plus(Duration.ofDays(10))).withIdempotencyKey(new IdempotencyKey("matrix-"
                + ref.caseId));
        Principal officer = ref.tenant.officer(world.random());
        return () -> world.core().createTask(officer, command);
    }
}
