package io.enforcementcore.cli;

import java.time.Duration;
import java.util.function.Supplier;
import picocli.CommandLine.Option;

/** A job run as a long-running worker: {@code --follow} and how it waits and stops. */
final class FollowOptions {
    @Option(names = "--follow", description = "Keep running as a worker until SIGINT or SIGTERM, then finish the round "
            + "in hand (within --grace-seconds), print the totals and exit 0.")
    boolean follow;

    @Option(names = "--grace-seconds", defaultValue = "30", paramLabel = "<seconds>",
            description = "With --follow: how long the round in hand may take to finish once asked to stop, before it "
                    + "is abandoned (default: ${DEFAULT-VALUE}).")
    long graceSeconds;

    Duration grace() {
        return Duration.ofSeconds(graceSeconds);
    }

    /** Settings built from the options; a bad one is refused naming it, before anything runs. */
    static <S> S settings(Supplier<S> building) {
        try {
            return building.get();
        } catch (IllegalArgumentException refused) {
            throw new CommandRefused("invalid-input", refused.getMessage());
        }
    }
}
