package io.enforcementcore.domain.catalog;

/** The design's access patterns, each answered by a key look-up or a query: what a read and its cursor name. */
public enum AccessPatternId implements Numbered {
    /** A case's metadata by its id. */
    AP01,
    /** A case's timeline, newest first. */
    AP02,
    /** An assignee's open tasks by due time. */
    AP03,
    /** A tenant's open deadlines due by a time. */
    AP04,
    /** A case's deadlines by due date. */
    AP05,
    /** A case's tasks by due date. */
    AP06,
    /** A case's parties. */
    AP07,
    /** A party's cases. */
    AP08,
    /** A case's operational view. */
    AP09,
    /** Pending outbox events, oldest first. */
    AP10,
    /** A case by its external reference. */
    AP11,
    /** A tenant's cases in a status, newest opened first. */
    AP12,
    /** A tenant's high-risk open cases by score. */
    AP13,
    /** A case's evidence. */
    AP14;

    @Override
    public String id() {
        return name();
    }
}
