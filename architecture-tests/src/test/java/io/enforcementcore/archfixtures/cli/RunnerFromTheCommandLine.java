package io.enforcementcore.archfixtures.cli;

import io.enforcementcore.archfixtures.application.runtime.CaseFileRunner;

/** Violation: the command line runs a command through the application's runtime, not through its facade. */
public final class RunnerFromTheCommandLine {

    public String open(String caseId) {
        return new CaseFileRunner().run("open " + caseId);
    }
}
