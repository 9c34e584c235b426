package io.enforcementcore.application.security;

/** What a principal may do; see {@code AccessPolicy} for the rules. */
public enum Role {
    /** Reads everything of its tenant. */
    ANALYST,
    /** Works cases: opens them, links parties, creates and works tasks, deadlines and evidence, moves a case along. */
    OFFICER,
    /** Everything an officer may, and also closes cases, reassigns tasks, changes risk and renames cases. */
    SUPERVISOR,
    /** Runs platform jobs (outbox relay, backfill); reads no tenant's case data. */
    PLATFORM_OPERATOR
}
