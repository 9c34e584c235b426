package io.enforcementcore.application.job;

import io.enforcementcore.application.command.SweepSnapshotDrift;
import io.enforcementcore.application.query.BackfillReport;
import io.enforcementcore.application.query.DriftReport;
import io.enforcementcore.application.query.DriftReport.Drift;
import io.enforcementcore.application.query.DriftReport.SnapshotKind;
import io.enforcementcore.application.runtime.AccessPolicy;
import io.enforcementcore.application.runtime.PlanningRefusals;
import io.enforcementcore.application.runtime.Wiring;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.decision.CaseDecisions;
import io.enforcementcore.domain.decision.DeadlineDecisions;
import io.enforcementcore.domain.decision.Decision;
import io.enforcementcore.domain.decision.TaskDecisions;
import io.enforcementcore.domain.model.AtRevision;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.Party;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.SystemActors;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.port.ForMigratingItems.MigrationStep;
import io.enforcementcore.domain.port.ForMigratingItems.SnapshotStep;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The drift sweep, the backstop of the relay's repairs: walks every record with the backfill's runner
 * (its segments, parallel workers and shared rate limit, through {@code ForMigratingItems}) and repairs
 * every task and deadline whose case-title snapshot differs from the title on META, and every link whose
 * edges show another party name than the party's profile (C03 keeps a party's first profile, so a later
 * link under another name leaves its edges apart from it). Each step's records
 * are read before the titles they are compared with, and each repair lands only where the record is still
 * as the step read it (its snapshot and its revision), so the sweep never undoes a fresher repair nor lands
 * twice; one it loses is counted skipped.
 */
public final class DriftSweep {
    private static final Logger LOG = LoggerFactory.getLogger(DriftSweep.class);
    private static final String JOB = "drift sweep";

    private record SweptCase(TenantId tenant, CaseId caseId) {
    }

    private record PartyKey(TenantId tenant, PartyId partyId) {
    }

    private final Wiring wiring;
    private final SnapshotRepair repair;

    public DriftSweep(Wiring wiring, SnapshotRepair repair) {
        this.wiring = wiring;
        this.repair = repair;
    }

    public Either<Rejection, DriftReport> run(Principal principal, SweepSnapshotDrift command) {
        return AccessPolicy.runPlatformJobs(principal, "sweep snapshot drift")
                .flatMap(allowed -> PlanningRefusals.caught(() -> BackfillJob.startingPositions(command.asWalk(),
                        wiring.storage().migration())))
                .map(positions -> {
                    Map<SnapshotKind, Drift> drift = new EnumMap<>(SnapshotKind.class);
                    BackfillReport walked = new BackfillRun(wiring, JOB, (segment, total, from, max) ->
                            sweep(wiring.storage().migration().snapshots(segment, total, from, max), drift),
                            command.asWalk(), positions).toEnd();
                    DriftReport report;
                    synchronized (drift) {
                        report = new DriftReport(walked.examined(), drift, walked.unfinishedSegments());
                    }
                    LOG.info("{} finished: {} records examined; {}", JOB, report.examined(), report.byKind());
                    return report;
                });
    }

    /** One step: the snapshots it read compared with the titles read after them, and the stale ones repaired. */
    private MigrationStep sweep(SnapshotStep step, Map<SnapshotKind, Drift> drift) {
        Map<SweptCase, Option<Title>> titles = new HashMap<>();
        Function<SweptCase, Option<Title>> titleNow = key -> titles.computeIfAbsent(key,
                k -> repair.titleNow(k.tenant(), k.caseId()));
        Drift tasks = repairStale(step.tasks(), task -> new SweptCase(task.tenantId(), task.caseId()), Task::caseTitle,
                task -> titleNow.apply(new SweptCase(task.tenantId(), task.caseId())),
                (read, title) -> TaskDecisions.refreshCaseTitle(read, title, SystemActors.DRIFT_SWEEP,
                        wiring.now()));
        Drift deadlines = repairStale(step.deadlines(), d -> new SweptCase(d.tenantId(), d.caseId()),
                Deadline::caseTitle, d -> titleNow.apply(new SweptCase(d.tenantId(), d.caseId())),
                (read, title) -> DeadlineDecisions.refreshCaseTitle(read, title, SystemActors.DRIFT_SWEEP,
                        wiring.now()));
        Map<PartyKey, Option<Title>> names = new HashMap<>();
        Drift links = repairStale(step.links(), link -> new SweptCase(link.tenantId(), link.caseId()),
                CaseParty::partyName, link -> names.computeIfAbsent(new PartyKey(link.tenantId(), link.partyId()),
                        k -> wiring.storage().cases().partyProfile(k.tenant(), k.partyId()).map(Party::name)),
                (read, name) -> CaseDecisions.refreshPartyName(read, name, wiring.now()));
        synchronized (drift) {
            drift.merge(SnapshotKind.TASK_CASE_TITLE, tasks, Drift::plus);
            drift.merge(SnapshotKind.DEADLINE_CASE_TITLE, deadlines, Drift::plus);
            drift.merge(SnapshotKind.PARTY_NAME_ON_EDGES, links, Drift::plus);
        }
        return new MigrationStep(step.examined(), tasks.repaired() + deadlines.repaired() + links.repaired(),
                step.resumeFrom(), step.readCost());
    }

    /** Compares each snapshot with {@code source}, read after the step, and repairs the stale ones by tenant. */
    private <T> Drift repairStale(List<AtRevision<T>> snapshots, Function<T, SweptCase> caseOf, Function<T, Title> shown,
                                  Function<T, Option<Title>> source,
                                  BiFunction<AtRevision<T>, Title, Decision> refresh) {
        Map<TenantId, List<Decision>> repairs = new LinkedHashMap<>();
        int found = 0;
        for (AtRevision<T> snapshot : snapshots) {
            SweptCase key = caseOf.apply(snapshot.value());
            Option<Title> title = source.apply(snapshot.value());
            if (title.isDefined() && !title.get().equals(shown.apply(snapshot.value()))) {
                found++;
                repairs.computeIfAbsent(key.tenant(), t -> new ArrayList<>()).add(refresh.apply(snapshot, title.get()));
            }
        }
        int repaired = 0;
        for (Map.Entry<TenantId, List<Decision>> tenant : repairs.entrySet()) {
            List<Decision> all = tenant.getValue();
            for (int from = 0; from < all.size(); from += SnapshotRepair.BATCH) {
                repaired += repair.commit(tenant.getKey(), SystemActors.DRIFT_SWEEP,
                        all.subList(from, Math.min(all.size(), from + SnapshotRepair.BATCH)));
            }
        }
        return new Drift(found, repaired, found - repaired);
    }
}
