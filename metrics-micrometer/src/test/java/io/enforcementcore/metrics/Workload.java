package io.enforcementcore.metrics;

import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.command.Backfill;
import io.enforcementcore.application.command.CreateTask;
import io.enforcementcore.application.command.OpenCase;
import io.enforcementcore.application.command.RenameCase;
import io.enforcementcore.application.command.TransitionCase;
import io.enforcementcore.application.query.PageQuery;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A small fixed workload through the facade, on whatever store the core was built on: every outcome
 * a metric or a log line distinguishes, with the ids it used (which must never reach INFO or above).
 */
final class Workload {
    static final String TENANT = "kppu-metrics";
    static final String OTHER_TENANT = "ojk-metrics";
    static final Principal OFFICER = Principal.of(TENANT, "officer-1", Classification.CONFIDENTIAL, Role.OFFICER);
    static final Principal SUPERVISOR = Principal.of(TENANT, "supervisor-1", Classification.CONFIDENTIAL, Role.SUPERVISOR);
    static final Principal ANALYST = Principal.of(TENANT, "analyst-1", Classification.CONFIDENTIAL, Role.ANALYST);
    static final Principal OTHER_OFFICER = Principal.of(OTHER_TENANT, "officer-2", Classification.CONFIDENTIAL, Role.OFFICER);
    static final Principal OPERATOR = Principal.of("platform", "operator-1", Classification.PUBLIC, Role.PLATFORM_OPERATOR);

    final List<String> secrets = new ArrayList<>(List.of(TENANT, OTHER_TENANT, "officer-1", "supervisor-1"));
    CaseId caseId;

    /**
     * C01 x2 accepted, C01 forbidden once, C04 accepted then replayed, C02 accepted then stale, C12
     * accepted, C12r, AP01, AP02, AP06, C13 and C14.
     */
    void run(EnforcementCore core, String suffix) {
        ExternalRef ref = new ExternalRef("KPPU/2026/" + suffix);
        secrets.add(ref.value());
        Receipt opened = core.openCase(OFFICER, openCase(ref)).get();
        caseId = opened.caseId();
        secrets.add(caseId.value());
        ExternalRef otherRef = new ExternalRef("OJK/2026/" + suffix);
        secrets.add(otherRef.value());
        secrets.add(core.openCase(OTHER_OFFICER, openCase(otherRef)).get().caseId().value());
        expectRejection(core.openCase(ANALYST, openCase(new ExternalRef("KPPU/2026/X" + suffix))));

        CreateTask task = new CreateTask(caseId, new Title("Request tender documents"), new UserId("officer-1"),
                Instant.parse("2026-08-01T09:00:00Z")).withIdempotencyKey(new IdempotencyKey("task-" + suffix));
        Receipt created = core.createTask(OFFICER, task).get();
        secrets.add(created.task().get().toToken());
        secrets.add(created.task().get().taskId().value());
        core.createTask(OFFICER, task).get();

        core.transitionCase(OFFICER, new TransitionCase(caseId, 1, CaseStatus.NOTICE_ISSUED)).get();
        expectRejection(core.transitionCase(OFFICER, new TransitionCase(caseId, 1, CaseStatus.NOTICE_ISSUED)));
        core.renameCase(SUPERVISOR, new RenameCase(caseId, opened.version(), new Title("Bid rigging, renamed")));
        core.reconcileCaseTitles(SUPERVISOR, caseId).get();

        core.caseMetadata(OFFICER, caseId).get();
        core.timeline(OFFICER, caseId, PageQuery.first(10)).get();
        core.tasksOfCase(OFFICER, caseId, io.vavr.control.Option.none(), PageQuery.first(10)).get();

        core.relayOutbox(OPERATOR, 100).get();
        core.backfill(OPERATOR, new Backfill(2, 10_000, 0, Map.of(), null)).get();
    }

    private static OpenCase openCase(ExternalRef ref) {
        return new OpenCase(ref, new Title("Bid rigging in a public tender"), new RiskScore(85),
                Classification.RESTRICTED, new OrgId("kppu-tenders"));
    }

    private static void expectRejection(io.vavr.control.Either<Rejection, ?> answer) {
        if (answer.isRight()) {
            throw new AssertionError("expected a rejection, got " + answer.get());
        }
    }
}
