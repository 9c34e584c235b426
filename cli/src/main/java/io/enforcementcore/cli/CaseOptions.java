package io.enforcementcore.cli;

import picocli.CommandLine.Option;

/**
 * How a command names what it works on, as receipts and listings print it: a case by its id, a task or
 * deadline by its reference (a one-word token), each with the version the caller saw when it changes it.
 */
final class CaseOptions {
    private CaseOptions() {
    }

    /** The case a command or query is about. */
    static class CaseOption {
        @Option(names = "--case", required = true, paramLabel = "<caseId>",
                description = "Case id, as a receipt printed it.")
        String id;
    }

    /** A case as the caller saw it: a change names the version it saw. */
    static final class SeenCase extends CaseOption {
        @Option(names = "--expected-version", required = true, description = "The case version you saw.")
        long expectedVersion;
    }

    /** A task as the caller saw it: its reference and version. */
    static final class SeenTask {
        @Option(names = "--task", required = true, paramLabel = "<task>",
                description = "The task's reference, as its last receipt or a listing printed it (task=...).")
        String reference;
        @Option(names = "--expected-version", required = true, description = "Its version as last seen.")
        long expectedVersion;
    }

    /** A deadline as the caller saw it: its reference and version. */
    static final class SeenDeadline {
        @Option(names = "--deadline", required = true, paramLabel = "<deadline>",
                description = "The deadline's reference, as its receipt or a listing printed it (deadline=...).")
        String reference;
        @Option(names = "--expected-version", required = true, description = "Its version as last seen.")
        long expectedVersion;
    }
}
