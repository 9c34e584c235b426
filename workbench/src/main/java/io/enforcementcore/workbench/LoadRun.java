package io.enforcementcore.workbench;

import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.command.OpenCase;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Runs a {@link LoadPlan} through the use cases: opens every agency's cases and the hot case's first tasks
 * (not measured), then starts every thread at once. The officers of the hot case draw tasks from one shared
 * list, so two of them often work the same task and one loses on its version, as colleagues at one desk would;
 * the workers spread theirs over the agencies' cases, the big agency's by its share, each on tasks of its own.
 * Every work command also writes the case's state (its counts), so all the hot case's commands write one item.
 */
public final class LoadRun {
    static final String HOT = "hot case";
    static final String SPREAD = "spread";
    private final EnforcementCore core;
    private final LoadTally tally;
    private final LoadPlan plan;

    public LoadRun(EnforcementCore core, LoadTally tally, LoadPlan plan) {
        this.core = core;
        this.tally = tally;
        this.plan = plan;
    }

    /** What the run came to; throws if a thread broke on something other than a command's answer. */
    public LoadResult run() {
        List<List<CaseId>> cases = new ArrayList<>();
        for (int agency = 0; agency < plan.agencies(); agency++) {
            List<CaseId> opened = new ArrayList<>();
            for (int c = 0; c < plan.casesPerAgency(); c++) {
                opened.add(open(agency, c));
            }
            cases.add(opened);
        }
        CaseId hotCase = cases.get(0).get(0);
        HotCaseTasks hot = new HotCaseTasks(hotCase);
        LoadWork seeding = new LoadWork(core, officer(0, 0), new Random(plan.seed()), tally.join("seeding"));
        for (int t = 0; t < plan.hotCaseTasks(); t++) {
            seeding.createOn(hot, officerId(0, t % Math.max(1, plan.officers())));
        }
        List<Runnable> threads = new ArrayList<>();
        for (int o = 0; o < plan.officers(); o++) {
            int officer = o;
            threads.add(() -> {
                LoadWork work = new LoadWork(core, officer(0, officer), new Random(plan.seed() + officer + 1),
                        tally.join(HOT));
                for (int n = 0; n < plan.commandsPerThread(); n++) {
                    work.onHotCase(hot, n, officerId(0, (officer + n) % plan.officers()));
                }
            });
        }
        int[][] byAgency = new int[plan.workers()][plan.agencies()];
        for (int w = 0; w < plan.workers(); w++) {
            int worker = w;
            threads.add(() -> {
                Random random = new Random(plan.seed() - worker - 1);
                LoadWork work = new LoadWork(core, null, random, tally.join(SPREAD));
                for (int n = 0; n < plan.commandsPerThread(); n++) {
                    int agency = agency(random);
                    byAgency[worker][agency]++;
                    List<CaseId> ofAgency = cases.get(agency);
                    work.onOwnTasks(officer(agency, plan.officers() + worker),
                            ofAgency.get(random.nextInt(ofAgency.size())), n,
                            officerId(agency, random.nextInt(plan.officers() + plan.workers())));
                }
            });
        }
        long nanos = runTogether(threads);
        int[] spreadByAgency = new int[plan.agencies()];
        for (int[] ofWorker : byAgency) {
            for (int agency = 0; agency < ofWorker.length; agency++) {
                spreadByAgency[agency] += ofWorker[agency];
            }
        }
        return new LoadResult(plan, nanos, spreadByAgency, tally.merged());
    }

    /** The agency of the next spread command: the first by its share, else any other alike. */
    private int agency(Random random) {
        if (plan.agencies() == 1 || random.nextInt(100) < plan.bigAgencyPercent()) {
            return 0;
        }
        return 1 + random.nextInt(plan.agencies() - 1);
    }

    private CaseId open(int agency, int number) {
        Either<Rejection, Receipt> opened = core.openCase(officer(agency, 0),
                new OpenCase(new ExternalRef("LOAD-" + (agency + 1) + "-" + number), new Title("Load case " + number),
                        new RiskScore(number % 100), Classification.PUBLIC, new OrgId("org-" + (agency + 1))));
        if (opened.isLeft()) {
            throw new IllegalStateException("the load test could not open its cases: " + opened.getLeft().message());
        }
        return opened.get().caseId();
    }

    /** An officer who may also reassign: the hot case's officers reassign each other's tasks. */
    private Principal officer(int agency, int number) {
        return new Principal(new TenantId(plan.agencyId(agency)), officerId(agency, number),
                Set.of(Role.OFFICER, Role.SUPERVISOR), Classification.CONFIDENTIAL);
    }

    private static UserId officerId(int agency, int number) {
        return new UserId(String.format("officer-%d-%02d", agency + 1, number + 1));
    }

    /** Starts every thread at once and waits for all; the nanoseconds from the start to the last one done. */
    private static long runTogether(List<Runnable> work) {
        CountDownLatch start = new CountDownLatch(1);
        AtomicReference<Throwable> broke = new AtomicReference<>();
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < work.size(); i++) {
            Runnable body = work.get(i);
            Thread thread = new Thread(() -> {
                try {
                    start.await();
                    body.run();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (RuntimeException | Error e) {
                    broke.compareAndSet(null, e);
                }
            }, "load-" + i);
            thread.start();
            threads.add(thread);
        }
        long began = System.nanoTime();
        start.countDown();
        for (Thread thread : threads) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while the load ran", e);
            }
        }
        long took = System.nanoTime() - began;
        if (broke.get() != null) {
            throw new IllegalStateException("a load thread broke: " + broke.get().getMessage(), broke.get());
        }
        return took;
    }
}
