package io.enforcementcore.cli;

import io.enforcementcore.workbench.ErrorReport;
import io.enforcementcore.workbench.ExitCode;

/**
 * The command line refuses what it was given before anything is written (an option that cannot work,
 * a cursor secret that is too short): exit {@link ExitCode#REJECTED}, with what to do instead.
 */
final class CommandRefused extends RuntimeException {
    private final String kind;

    CommandRefused(String kind, String whatToDo) {
        super(whatToDo, null, false, false);
        this.kind = kind;
    }

    ErrorReport report() {
        return new ErrorReport(kind, getMessage(), ExitCode.REJECTED);
    }
}
