package io.enforcementcore.application.projection;

import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.DeadlineId;
import io.enforcementcore.domain.model.DeadlineType;
import io.enforcementcore.domain.model.EventId;
import io.enforcementcore.domain.model.EventPayload;
import io.enforcementcore.domain.model.EvidenceId;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.PartyRole;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Sha256;
import io.enforcementcore.domain.model.TaskId;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Histories a case could have had: the commands' facts in the order they happened, from one seed. Some
 * facts share a millisecond, as commands in quick succession do.
 */
final class CaseHistories {
    private static final Instant START = Instant.parse("2026-07-07T09:00:00Z");

    private final Random random;
    private final TenantId tenant;
    private final CaseId caseId;
    private final List<CaseFact> facts = new ArrayList<>();
    private final List<TaskId> openTasks = new ArrayList<>();
    private final List<DeadlineId> openDeadlines = new ArrayList<>();
    private CaseStatus status = CaseStatus.UNDER_REVIEW;
    private int risk = 40;
    private ExternalRef externalRef;
    private Instant now = START;
    private int serial;

    private CaseHistories(long seed, String tenant, String caseId) {
        this.random = new Random(seed);
        this.tenant = new TenantId(tenant);
        this.caseId = new CaseId(caseId);
    }

    /** A case's history of up to {@code steps} commands after its opening. */
    static List<CaseFact> of(long seed, String tenant, String caseId, int steps) {
        CaseHistories history = new CaseHistories(seed, tenant, caseId);
        history.externalRef = new ExternalRef("REF-" + caseId);
        history.fact(new EventPayload.CaseOpened(history.externalRef, new Title("Case " + caseId),
                new RiskScore(history.risk), Classification.RESTRICTED, new OrgId("markets")));
        for (int i = 0; i < steps; i++) {
            history.step();
        }
        return List.copyOf(history.facts);
    }

    private void step() {
        switch (random.nextInt(10)) {
            case 0 -> status.successor().forEach(next -> {
                fact(new EventPayload.CaseStatusChanged(status, next));
                status = next;
            });
            case 1 -> fact(new EventPayload.CaseRenamed(new Title("Renamed " + serial)));
            case 2 -> {
                int to = random.nextInt(101);
                fact(new EventPayload.RiskScoreChanged(new RiskScore(risk), new RiskScore(to)));
                risk = to;
            }
            case 3 -> fact(new EventPayload.PartyLinked(new PartyId("party-" + random.nextInt(3)),
                    new Title("Party"), PartyRole.RESPONDENT));
            case 4 -> {
                TaskId task = new TaskId("task-" + serial);
                openTasks.add(task);
                fact(new EventPayload.TaskCreated(task, new UserId("officer"), now.plusSeconds(86_400)));
            }
            case 5 -> {
                if (!openTasks.isEmpty()) {
                    fact(new EventPayload.TaskCompleted(openTasks.remove(random.nextInt(openTasks.size()))));
                }
            }
            case 6 -> {
                DeadlineId deadline = new DeadlineId("deadline-" + serial);
                openDeadlines.add(deadline);
                fact(new EventPayload.DeadlineAdded(deadline, DeadlineType.LEGAL_RESPONSE, now.plusSeconds(86_400)));
            }
            case 7 -> {
                if (!openDeadlines.isEmpty()) {
                    DeadlineId deadline = openDeadlines.remove(random.nextInt(openDeadlines.size()));
                    fact(random.nextBoolean() ? new EventPayload.DeadlineMet(deadline)
                            : new EventPayload.DeadlineMissed(deadline));
                }
            }
            case 8 -> {
                ExternalRef to = new ExternalRef("REF-" + caseId.value() + "-" + serial);
                fact(new EventPayload.ExternalRefChanged(externalRef, to));
                externalRef = to;
            }
            default -> fact(new EventPayload.EvidenceAttached(new EvidenceId("evidence-" + serial),
                    new Title("Scan"), new Sha256("ab".repeat(32)), 1_000));
        }
    }

    private void fact(EventPayload payload) {
        serial++;
        // a third of the commands land in the same millisecond as the one before
        now = random.nextInt(3) == 0 ? now : now.plusMillis(1 + random.nextInt(60_000));
        facts.add(new CaseFact(tenant, caseId, new EventId(String.format("event-%08x", random.nextInt())), now,
                payload));
    }
}
