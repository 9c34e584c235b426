package io.enforcementcore.acceptance.guard;

import static io.cucumber.junit.platform.engine.Constants.GLUE_PROPERTY_NAME;
import static io.cucumber.junit.platform.engine.Constants.OBJECT_FACTORY_PROPERTY_NAME;
import static io.cucumber.junit.platform.engine.Constants.PLUGIN_PUBLISH_QUIET_PROPERTY_NAME;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClasspathResource;

import io.enforcementcore.acceptance.AcceptanceSpecsTest;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

/**
 * Runs scenarios that never reach a verdict (an undefined step, a pending step, a step that gives up)
 * with the acceptance suite's glue and configuration, and shows that each one fails: none passes and
 * none is quietly skipped, so an unfinished scenario cannot slip through the build.
 */
class NoScenarioEndsWithoutAVerdictTest {

    @Test
    void undefined_pending_and_abandoned_scenarios_fail() {
        LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request()
                .selectors(selectClasspathResource("guard/unfinished.feature"))
                .filters(org.junit.platform.launcher.EngineFilter.includeEngines("cucumber"))
                .configurationParameters(Map.of(
                        GLUE_PROPERTY_NAME, AcceptanceSpecsTest.GLUE + ",io.enforcementcore.acceptance.guard.glue",
                        OBJECT_FACTORY_PROPERTY_NAME, "io.cucumber.picocontainer.PicoFactory",
                        PLUGIN_PUBLISH_QUIET_PROPERTY_NAME, "true"))
                .build();
        SummaryGeneratingListener listener = new SummaryGeneratingListener();

        LauncherFactory.create().execute(request, listener);

        TestExecutionSummary summary = listener.getSummary();
        assertEquals(Map.of("found", 3L, "failed", 3L, "passed", 0L, "aborted", 0L, "skipped", 0L), Map.of(
                "found", summary.getTestsFoundCount(),
                "failed", summary.getTestsFailedCount(),
                "passed", summary.getTestsSucceededCount(),
                "aborted", summary.getTestsAbortedCount(),
                "skipped", summary.getTestsSkippedCount()), () -> "failures: " + summary.getFailures().stream()
                        .map(failure -> failure.getException().getMessage())
                        .collect(Collectors.joining(" | ")));
    }
}
