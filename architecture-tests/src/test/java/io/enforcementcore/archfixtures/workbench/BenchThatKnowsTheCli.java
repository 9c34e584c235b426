package io.enforcementcore.archfixtures.workbench;

import io.enforcementcore.archfixtures.cli.Main;

/** Violation: the workbench reaching into the command line that hosts it. */
public final class BenchThatKnowsTheCli {

    public String host() {
        return Main.class.getSimpleName();
    }
}
