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
        return new ErrorReport(error.kind(), error.message() + "; " + hint(main, rejection), error.exitCode());
    }

    private static String hint(Main main, Rejection rejection) {
        if (main.insideShell()) {
            return "a shell accepts only the cursors that its own lines printed, for the same query and tenant";
        }
        return main.cursorHint(rejection).getOrElse("a cursor is accepted only for the query and tenant it was "
                + "printed for, by a run with the same " + CompositionRoot.CURSOR_SECRET_ENV + " or "
                + CompositionRoot.CURSOR_SECRETS_ENV);
    }
}
