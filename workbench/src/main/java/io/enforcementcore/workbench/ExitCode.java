package io.enforcementcore.workbench;

/**
 * How a command line run ends, for the shell and scripts that call it: 0 done, 2 rejected (a business
 * rule or bad input said no, nothing was written), 1 failed (the store could not be reached, something
 * broke, or a measured call on valid input was refused).
 */
public enum ExitCode {
    DONE(0),
    FAILED(1),
    REJECTED(2);

    private final int code;

    ExitCode(int code) {
        this.code = code;
    }

    public int code() {
        return code;
    }
}
