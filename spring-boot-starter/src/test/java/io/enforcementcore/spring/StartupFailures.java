package io.enforcementcore.spring;

import java.util.List;
import java.util.Objects;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.diagnostics.FailureAnalyzer;
import org.springframework.core.io.support.SpringFactoriesLoader;
import org.springframework.core.io.support.SpringFactoriesLoader.ArgumentResolver;
import org.springframework.core.io.support.SpringFactoriesLoader.FailureHandler;

/** A failed startup as an operator reads it: Spring Boot's failure analysis, which its own startup prints. */
final class StartupFailures {
    private static final List<FailureAnalyzer> ANALYZERS = SpringFactoriesLoader
            .forDefaultResourceLocation(StartupFailures.class.getClassLoader())
            .load(FailureAnalyzer.class, ArgumentResolver.none(), FailureHandler.handleMessage((message, e) -> { }));

    private StartupFailures() {
    }

    /** The description and action Spring Boot would print for {@code failure}. */
    static String asPrinted(Throwable failure) {
        return ANALYZERS.stream().map(analyzer -> analyzer.analyze(failure)).filter(Objects::nonNull).findFirst()
                .map(StartupFailures::text)
                .orElseThrow(() -> new AssertionError("no failure analysis for " + failure, failure));
    }

    private static String text(FailureAnalysis analysis) {
        return analysis.getDescription() + "\n" + analysis.getAction();
    }
}
