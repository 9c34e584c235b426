package io.enforcementcore.application.query;

/** What one run of the title reconciliation (C12's repair job) did for one case. */
public record ReconciliationReport(int tasksExamined, int tasksRepaired, int deadlinesExamined, int deadlinesRepaired) {
}
