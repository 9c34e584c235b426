package io.enforcementcore.acceptance.steps;

import io.cucumber.java.After;
import io.cucumber.java.Before;
import io.cucumber.java.BeforeAll;
import io.cucumber.java.Scenario;
import io.cucumber.java.Status;
import io.enforcementcore.acceptance.support.ScenarioContext;
import io.enforcementcore.acceptance.support.ScenarioStore;
import java.util.Set;

/** Which store a scenario ran on, and no scenario that ends without a verdict. */
public final class ScenarioHooks {
    private static final Set<Status> VERDICTS = Set.of(Status.PASSED, Status.FAILED);

    private final ScenarioContext context;

    public ScenarioHooks(ScenarioContext context) {
        this.context = context;
    }

    /** An unknown store name stops the run before the first scenario, with the reason. */
    @BeforeAll
    public static void theConfiguredStoreIsKnown() {
        ScenarioStore.configured();
    }

    @Before
    public void sayWhichStore(Scenario scenario) {
        scenario.log("store: " + context.storeKind().label());
    }

    /**
     * Undefined and pending steps already fail a scenario; this also fails one that was skipped (a step
     * that gave up, an assumption) so that nothing passes the build without having been checked.
     */
    @After(order = 0)
    public void everyScenarioEndsPassedOrFailed(Scenario scenario) {
        if (!VERDICTS.contains(scenario.getStatus())) {
            throw new AssertionError("scenario '" + scenario.getName() + "' ended " + scenario.getStatus()
                    + " on the " + context.storeKind().label() + " store; every scenario must pass or fail");
        }
    }
}
