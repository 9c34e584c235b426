package io.enforcementcore.application.projection;

import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.DeadlineId;
import io.enforcementcore.domain.model.EventPayload;
import io.enforcementcore.domain.model.EvidenceId;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.TaskId;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.Title;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.HashSet;
import java.util.Set;

/**
 * One case's facts folded, in the timeline's order, into its {@link CaseActivity}. Facts in the same
 * millisecond sort by event id, which need not be the order they happened in; so every part that can be
 * is read without order: work is open when it was created and never closed, parties and evidence are
 * sets, and a status is as far along the lifecycle as any fact says. Only the title, the external
 * reference and the risk score are "the latest", in the order the timeline (AP02) shows them.
 */
final class CaseActivityFold {
    private boolean opened;
    private TenantId tenantId;
    private CaseId caseId;
    private ExternalRef externalRef;
    private Title title;
    private CaseStatus status;
    private RiskScore riskScore;
    private final Set<TaskId> createdTasks = new HashSet<>();
    private final Set<TaskId> completedTasks = new HashSet<>();
    private final Set<DeadlineId> addedDeadlines = new HashSet<>();
    private final Set<DeadlineId> resolvedDeadlines = new HashSet<>();
    private final Set<PartyId> parties = new HashSet<>();
    private final Set<EvidenceId> evidence = new HashSet<>();
    private int facts;
    private Instant lastActivityAt;

    void apply(CaseFact fact) {
        tenantId = fact.tenantId();
        caseId = fact.caseId();
        facts++;
        lastActivityAt = fact.occurredAt();
        EventPayload payload = fact.payload();
        switch (payload.type()) {
            case CASE_OPENED -> {
                // it fills in only what no other fact has set: one of the same millisecond may sort before it
                EventPayload.CaseOpened opened = (EventPayload.CaseOpened) payload;
                this.opened = true;
                externalRef = externalRef == null ? opened.externalRef() : externalRef;
                title = title == null ? opened.title() : title;
                riskScore = riskScore == null ? opened.riskScore() : riskScore;
                status = status == null ? CaseStatus.UNDER_REVIEW : status;
            }
            case CASE_STATUS_CHANGED -> status = CaseActivityProjection.furthest(
                    status == null ? CaseStatus.UNDER_REVIEW : status, ((EventPayload.CaseStatusChanged) payload).to());
            case CASE_RENAMED -> title = ((EventPayload.CaseRenamed) payload).title();
            case EXTERNAL_REF_CHANGED -> externalRef = ((EventPayload.ExternalRefChanged) payload).to();
            case RISK_SCORE_CHANGED -> riskScore = ((EventPayload.RiskScoreChanged) payload).to();
            case PARTY_LINKED -> parties.add(((EventPayload.PartyLinked) payload).partyId());
            case TASK_CREATED -> createdTasks.add(((EventPayload.TaskCreated) payload).taskId());
            case TASK_COMPLETED -> completedTasks.add(((EventPayload.TaskCompleted) payload).taskId());
            case DEADLINE_ADDED -> addedDeadlines.add(((EventPayload.DeadlineAdded) payload).deadlineId());
            case DEADLINE_MET -> resolvedDeadlines.add(((EventPayload.DeadlineMet) payload).deadlineId());
            case DEADLINE_MISSED -> resolvedDeadlines.add(((EventPayload.DeadlineMissed) payload).deadlineId());
            case EVIDENCE_ATTACHED -> evidence.add(((EventPayload.EvidenceAttached) payload).evidenceId());
            case TASK_REASSIGNED, TASK_RESCHEDULED -> {
                // the task stays open; who holds it and when it is due are not part of the activity
            }
        }
    }

    Option<CaseActivity> result() {
        if (!opened) {
            return Option.none();
        }
        Set<TaskId> openTasks = new HashSet<>(createdTasks);
        openTasks.removeAll(completedTasks);
        Set<DeadlineId> openDeadlines = new HashSet<>(addedDeadlines);
        openDeadlines.removeAll(resolvedDeadlines);
        return Option.some(new CaseActivity(tenantId, caseId, externalRef, title, status, riskScore, openTasks,
                openDeadlines, parties, evidence.size(), facts, lastActivityAt));
    }
}
