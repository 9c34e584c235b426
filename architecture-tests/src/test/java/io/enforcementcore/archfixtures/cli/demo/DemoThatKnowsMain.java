package io.enforcementcore.archfixtures.cli.demo;

import io.enforcementcore.archfixtures.cli.Main;

/** Violation: a command that reaches back into the root that registers it, a cycle inside one area. */
public final class DemoThatKnowsMain {

    public void runUnder(Main main) {
        main.toString();
    }
}
