package io.enforcementcore.application.projection;

import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.EventPayload;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.Title;
import io.vavr.control.Option;
import java.time.Instant;

/**
 * One case's facts folded, in the timeline's order, into its {@link CaseActivity}. It takes the facts the
 * platform announces through the outbox and passes over the ones it only records on the timeline (work,
 * parties, evidence, risk), so a summary fed by the relay and one rebuilt from the timeline see the same
 * facts. Facts of the same millisecond sort by event id, which need not be the order they happened in;
 * so the status is read without order, as far along the lifecycle as any fact says, and only the title
 * and the reference are "the latest", in the order the timeline (AP02) shows them.
 */
final class CaseActivityFold {
    private boolean opened;
    private TenantId tenantId;
    private CaseId caseId;
    private ExternalRef externalRef;
    private Title title;
    private CaseStatus status = CaseStatus.UNDER_REVIEW;
    private int changes;
    private Instant lastChangedAt;

    void apply(CaseFact fact) {
        EventPayload payload = fact.payload();
        switch (payload.type()) {
            case CASE_OPENED -> {
                // it fills in only what no other fact has set: one of the same millisecond may sort before it
                EventPayload.CaseOpened opening = (EventPayload.CaseOpened) payload;
                opened = true;
                externalRef = externalRef == null ? opening.externalRef() : externalRef;
                title = title == null ? opening.title() : title;
            }
            case CASE_STATUS_CHANGED -> status = furthest(status, ((EventPayload.CaseStatusChanged) payload).to());
            case CASE_RENAMED -> title = ((EventPayload.CaseRenamed) payload).title();
            case EXTERNAL_REF_CHANGED -> externalRef = ((EventPayload.ExternalRefChanged) payload).to();
            default -> {
                return;
            }
        }
        tenantId = fact.tenantId();
        caseId = fact.caseId();
        changes++;
        lastChangedAt = fact.occurredAt();
    }

    Option<CaseActivity> result() {
        return opened ? Option.some(new CaseActivity(tenantId, caseId, externalRef, title, status, changes,
                lastChangedAt)) : Option.none();
    }

    /** The lifecycle only ever moves forward. */
    private static CaseStatus furthest(CaseStatus a, CaseStatus b) {
        return a.compareTo(b) >= 0 ? a : b;
    }
}
