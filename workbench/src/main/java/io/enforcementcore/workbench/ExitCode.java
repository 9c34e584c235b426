package io.enforcementcore.workbench;

/**
 * How a command line run ends, for the shell and scripts that call it: 0 done, 2 rejected (a business
 * rule or bad input said no, nothing was written), 1 failed (the store could not be reached, something
 * broke, a measured call on valid input was refused, or a measured p95 missed its target).
 */
public enum ExitCode {
    DONE(0, "Done."),
    FAILED(1, "Failed: the store could not be reached (the message says whether a retry can help), something "
            + "broke, a report's call on valid input was refused, or the matrix measured a p95 above its target."),
    REJECTED(2, "Rejected: a business rule, bad input or options, a cursor secret that is too short, or a table "
            + "that does not exist yet or differs from the design; the message says what to do, and nothing was "
            + "written.");

    private final int code;
    private final String description;

    ExitCode(int code, String description) {
        this.code = code;
        this.description = description;
    }

    public int code() {
        return code;
    }

    /** For the usage help: what a run that ends with this code did. */
    public String description() {
        return description;
    }
}
