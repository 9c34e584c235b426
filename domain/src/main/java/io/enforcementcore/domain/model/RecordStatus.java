package io.enforcementcore.domain.model;

/**
 * The status a record is in, whichever kind of record it is: what a precondition may expect of a case, a task,
 * a deadline or an outbox event. A store keeps it by its {@link #name()}.
 */
public sealed interface RecordStatus permits CaseStatus, TaskStatus, DeadlineStatus, OutboxStatus {
    String name();
}
