package io.enforcementcore.workbench;

import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.command.CreateTask;
import io.enforcementcore.application.command.OpenCase;
import io.enforcementcore.application.command.TransitionCase;
import io.enforcementcore.application.parse.RawQueries;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.ForTellingTime;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.enforcementcore.domain.rejection.RejectionKinds;
import io.enforcementcore.workbench.Catalog.CaseRef;
import io.vavr.control.Either;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Rules of the design tried once each on the seeded data: what was answered, how many storage requests
 * it took, and how many of those were write requests.
 */
final class RuleChecks {
    /** One rule as tried: whether it held, and what it cost. */
    record RuleOutcome(String rule, String answer, int requests, int writes, boolean held) {
    }

    /** The rules tried, for progress. */
    static final int COUNT = 8;

    private final EnforcementCore core;
    private final Catalog catalog;
    private final ForTellingTime clock;
    private final StorageLedger ledger;

    RuleChecks(EnforcementCore core, Catalog catalog, ForTellingTime clock, StorageLedger ledger) {
        this.core = core;
        this.catalog = catalog;
        this.clock = clock;
        this.ledger = ledger;
    }

    List<RuleOutcome> run(Progress progress) {
        CaseRef ref = catalog.cases().stream().filter(c -> c.status == CaseStatus.UNDER_REVIEW).findFirst()
                .orElse(catalog.cases().get(0));
        DemoTenant tenant = ref.tenant;
        DemoTenant other = catalog.tenants().stream().filter(t -> t != tenant).findFirst().orElse(tenant);
        Instant due = clock.now().plus(Duration.ofDays(10));
        CreateTask task = new CreateTask(ref.caseId, new Title("Verify the evidence chain"),
                new UserId(tenant.officers().get(0)), due).withIdempotencyKey(new IdempotencyKey("rule-check-"
                + ref.caseId));
        List<RuleOutcome> outcomes = new ArrayList<>();
        outcomes.add(check("an external reference is unique per tenant", rejected(Rejection.DuplicateExternalRef.class),
                () -> core.openCase(tenant.supervisor(), new OpenCase(new ExternalRef(ref.externalRef),
                        new Title("Duplicate"), new RiskScore(10), Classification.PUBLIC, new OrgId("unit-1")))));
        outcomes.add(check("a transition names the version it saw", rejected(Rejection.StaleVersion.class),
                () -> core.transitionCase(tenant.supervisor(), new TransitionCase(ref.caseId, ref.version + 7,
                        successorOf(ref)))));
        outcomes.add(check("the lifecycle cannot be skipped", rejected(Rejection.IllegalTransition.class),
                () -> core.transitionCase(tenant.supervisor(), new TransitionCase(ref.caseId, ref.version,
                        CaseStatus.UNDER_REVIEW))));
        progress.stepTo(outcomes.size());
        Either<Rejection, Receipt> first = core.createTask(tenant.supervisor(), task);
        outcomes.add(check("a retry with the same key returns the first receipt",
                answer -> first.isRight() && answer.isRight() && answer.get().equals(first.get()),
                () -> core.createTask(tenant.supervisor(), task)));
        outcomes.add(check("the same key for another request is refused",
                rejected(Rejection.IdempotencyKeyReused.class),
                () -> core.createTask(tenant.supervisor(), new CreateTask(task.caseId(), new Title("Another title"),
                        task.assigneeId(), task.dueAt(), task.idempotencyKey()))));
        outcomes.add(check("another tenant's case does not exist for a principal", rejected(Rejection.NotFound.class),
                () -> core.caseMetadata(other.analyst(), ref.caseId)));
        outcomes.add(check("an id that would break the key grammar is refused", rejected(Rejection.InvalidInput.class),
                () -> RawQueries.caseId("CASE#" + ref.caseId)
                        .flatMap(caseId -> core.caseMetadata(tenant.analyst(), caseId))));
        outcomes.add(check("an analyst cannot change a case", rejected(Rejection.Forbidden.class),
                () -> core.transitionCase(tenant.analyst(), new TransitionCase(ref.caseId, ref.version,
                        successorOf(ref)))));
        progress.stepTo(outcomes.size());
        return outcomes;
    }

    private <T> RuleOutcome check(String rule, Predicate<Either<Rejection, T>> holds, Supplier<Either<Rejection, T>> call) {
        Measured<T> measured = Measured.measure(ledger, call);
        int writes = (int) measured.calls().stream().filter(CallStats::isWrite).count();
        String answer = measured.outcome().fold(RejectionKinds::of, value -> "accepted");
        return new RuleOutcome(rule, answer, measured.calls().size(), writes, holds.test(measured.outcome()));
    }

    private static <T> Predicate<Either<Rejection, T>> rejected(Class<? extends Rejection> expected) {
        return answer -> answer.isLeft() && expected.isInstance(answer.getLeft());
    }

    private static CaseStatus successorOf(CaseRef ref) {
        return ref.status.successor().getOrElse(CaseStatus.CLOSED);
    }
}
