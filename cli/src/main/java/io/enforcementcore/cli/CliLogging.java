package io.enforcementcore.cli;

/**
 * The command line's log, through slf4j-simple to standard error: EnforcementCore's own lines from INFO
 * (jobs' progress, retries, cancellations), DEBUG with {@code --verbose} (every request and every
 * command's outcome), other libraries' from WARN and the AWS SDK's only when they are errors (its
 * warnings are about its own configuration, not the operator's work). A {@code -D} system property
 * set by the operator wins over each of these defaults.
 */
final class CliLogging {
    private static final String PREFIX = "org.slf4j.simpleLogger.";
    private static final String OURS = PREFIX + "log.io.enforcementcore";

    private CliLogging() {
    }

    /** Must run before the first logger is made: slf4j-simple reads its settings once. */
    static void defaults() {
        System.getProperties().putIfAbsent(PREFIX + "defaultLogLevel", "warn");
        System.getProperties().putIfAbsent(OURS, "info");
        System.getProperties().putIfAbsent(PREFIX + "log.software.amazon.awssdk", "error");
        System.getProperties().putIfAbsent(PREFIX + "logFile", "System.err");
        System.getProperties().putIfAbsent(PREFIX + "showThreadName", "false");
        System.getProperties().putIfAbsent(PREFIX + "showLogName", "false");
    }

    static void verbose() {
        System.setProperty(OURS, "debug");
    }
}
