package io.enforcementcore.archfixtures.application.runtime;

/** The application's runtime: public so that its root can wire it, and used by nothing outside it. */
public final class CaseFileRunner {

    public String run(String command) {
        return command;
    }
}
