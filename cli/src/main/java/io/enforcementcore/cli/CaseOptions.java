package io.enforcementcore.cli;

import picocli.CommandLine.Option;

/** How a command names the case it works on, and the things of a case as the caller last saw them. */
final class CaseOptions {
    private CaseOptions() {
    }

    /** The case a command or query is about. */
    static class TheCase {
        @Option(names = "--case", required = true, paramLabel = "<caseId>",
                description = "Case id, as a receipt printed it.")
        String id;
    }

    /** A case as the caller saw it: a change names the version it saw. */
    static final class SeenCase extends TheCase {
        @Option(names = "--expected-version", required = true, description = "The case version you saw.")
        long expectedVersion;
    }

    /** A task or deadline of a case as the caller saw it: its due time and version name it. */
    static final class SeenItem extends TheCase {
        @Option(names = "--due", required = true, description = "Its due time as last seen, e.g. 2026-07-12T17:00:00Z.")
        String dueAt;
        @Option(names = "--expected-version", required = true, description = "Its version as last seen.")
        long expectedVersion;
    }
}
