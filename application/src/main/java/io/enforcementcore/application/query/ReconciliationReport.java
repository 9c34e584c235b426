package io.enforcementcore.application.query;

/**
 * What one run of the title reconciliation (C12's repair job) did for one case. It counts what landed, not
 * what was tried: each stale snapshot the run found is counted once, as repaired or as skipped.
 *
 * @param tasksExamined     the case's tasks the run read
 * @param tasksRepaired     their snapshots the store answered as written with the title on META (a repair
 *                          whose answer was lost and that the store found landed counts here, once)
 * @param tasksSkipped      repairs the store refused because the task was no longer as read (another writer
 *                          changed it, a fresher repair among them); nothing was written by them. A repair
 *                          whose answer was lost and that the store could not settle (answered
 *                          {@code OutcomeUnknown}: it may have landed before another write replaced it) counts
 *                          here too; either way it is no longer in effect
 * @param deadlinesExamined the case's deadlines the run read
 * @param deadlinesRepaired as {@code tasksRepaired}, for deadlines
 * @param deadlinesSkipped  as {@code tasksSkipped}, for deadlines
 */
public record ReconciliationReport(int tasksExamined, int tasksRepaired, int tasksSkipped, int deadlinesExamined,
                                   int deadlinesRepaired, int deadlinesSkipped) {
}
