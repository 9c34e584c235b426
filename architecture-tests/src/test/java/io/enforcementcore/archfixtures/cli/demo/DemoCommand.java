package io.enforcementcore.archfixtures.cli.demo;

/** A command the composition root registers; it knows nothing of the root. */
public final class DemoCommand {

    public int run() {
        return 0;
    }
}
