package io.enforcementcore.testkit;

import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.command.AddDeadline;
import io.enforcementcore.application.command.CreateTask;
import io.enforcementcore.application.command.OpenCase;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.DeadlineType;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Named starting points for a test, made through the facade's own commands, so that what a test starts from
 * is what a service could have reached: principals of one agency, and cases in the states tests most often
 * need. A fixture that the facade refuses is a broken test, and throws with the rejection's message.
 */
public final class Given {
    /** The agency every fixture's principals belong to. */
    public static final String AGENCY = "agency-1";
    /** The unit every fixture's cases belong to. */
    public static final OrgId UNIT = new OrgId("enforcement-unit-1");

    private final EnforcementCore core;
    private final FixedClock clock;
    private final AtomicInteger references = new AtomicInteger();

    Given(EnforcementCore core, FixedClock clock) {
        this.core = core;
        this.clock = clock;
    }

    /** An officer cleared for RESTRICTED cases: opens and works them. */
    public Principal anOfficer() {
        return Principal.of(AGENCY, "officer-1", Classification.RESTRICTED, Role.OFFICER);
    }

    /** A supervisor cleared for every case: closes cases, reassigns tasks, changes risk. */
    public Principal aSupervisor() {
        return Principal.of(AGENCY, "supervisor-1", Classification.CONFIDENTIAL, Role.SUPERVISOR);
    }

    /** The operator who runs the platform's jobs (the outbox relay, the sweeps). */
    public Principal anOperator() {
        return Principal.of("platform", "operator-1", Classification.PUBLIC, Role.PLATFORM_OPERATOR);
    }

    /** A RESTRICTED case of medium risk, just opened by {@link #anOfficer()}: under review, version 1. */
    public Receipt aCaseUnderReview() {
        return opened(40);
    }

    /** A RESTRICTED case at risk 90, one of its agency's high-risk open cases. */
    public Receipt aHighRiskCase() {
        return opened(90);
    }

    /** A case under review with {@code tasks} open tasks of {@link #anOfficer()}, due one day apart from tomorrow. */
    public CaseWithTasks aCaseUnderReviewWithTasks(int tasks) {
        Receipt opened = aCaseUnderReview();
        List<Receipt> created = new ArrayList<>();
        for (int i = 1; i <= tasks; i++) {
            created.add(accepted(core.createTask(anOfficer(), new CreateTask(opened.caseId(), new Title("Task " + i),
                    new UserId("officer-1"), clock.now().plus(Duration.ofDays(i))))));
        }
        return new CaseWithTasks(opened, List.copyOf(created));
    }

    /** A case under review with one open legal-response deadline, due in fourteen days. */
    public CaseWithDeadline aCaseWithAnOpenDeadline() {
        Receipt opened = aCaseUnderReview();
        Receipt deadline = accepted(core.addDeadline(anOfficer(), new AddDeadline(opened.caseId(),
                DeadlineType.LEGAL_RESPONSE, clock.now().plus(Duration.ofDays(14)))));
        return new CaseWithDeadline(opened, deadline);
    }

    /** A case and the receipts of its tasks, in the order they were created. */
    public record CaseWithTasks(Receipt opened, List<Receipt> tasks) {
    }

    /** A case and the receipt of its deadline. */
    public record CaseWithDeadline(Receipt opened, Receipt deadline) {
    }

    private Receipt opened(int risk) {
        int number = references.incrementAndGet();
        return accepted(core.openCase(anOfficer(), new OpenCase(new ExternalRef(String.format("FIXTURE-%04d", number)),
                new Title("Fixture case " + number), new RiskScore(risk), Classification.RESTRICTED, UNIT)));
    }

    private static Receipt accepted(Either<Rejection, Receipt> answer) {
        return answer.getOrElseThrow(rejection -> new IllegalStateException("a fixture was refused: "
                + rejection.message()));
    }
}
