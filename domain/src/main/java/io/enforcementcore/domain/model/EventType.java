package io.enforcementcore.domain.model;

/** What happened to a case; used by timeline and outbox events alike. */
public enum EventType {
    CASE_OPENED,
    CASE_STATUS_CHANGED,
    CASE_RENAMED,
    EXTERNAL_REF_CHANGED,
    RISK_SCORE_CHANGED,
    PARTY_LINKED,
    TASK_CREATED,
    TASK_REASSIGNED,
    TASK_COMPLETED,
    TASK_RESCHEDULED,
    DEADLINE_ADDED,
    DEADLINE_MET,
    DEADLINE_MISSED,
    EVIDENCE_ATTACHED
}
