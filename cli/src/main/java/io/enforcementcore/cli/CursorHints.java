package io.enforcementcore.cli;

import io.enforcementcore.domain.rejection.Rejection;
import io.enforcementcore.workbench.ErrorReport;

/**
 * A refused page cursor is most often one printed by another run, signed with another secret: the
 * rejection then says which secret this run has and how to share one.
 */
final class CursorHints {
    private CursorHints() {
    }

    static ErrorReport explained(ErrorReport error, Rejection rejection, Main main) {
        if (!(rejection instanceof Rejection.InvalidCursor)) {
            return error;
        }
        return new ErrorReport(error.kind(), error.message() + "; " + hint(main), error.exitCode());
    }

    private static String hint(Main main) {
        if (main.insideShell()) {
            return "a shell accepts only the cursors that its own lines printed, for the same query and tenant";
        }
        if (main.cursorSecretSet()) {
            return "a cursor is accepted only for the query and tenant it was printed for, by a run with the same "
                    + CompositionRoot.CURSOR_SECRET_ENV;
        }
        return CompositionRoot.CURSOR_SECRET_ENV + " is not set, so this run signs cursors with a secret of its own "
                + "and accepts no other run's: set it (at least 16 bytes) to the same value for both runs";
    }
}
