package io.enforcementcore.acceptance.guard.glue;

import io.cucumber.java.PendingException;
import io.cucumber.java.en.Given;
import org.opentest4j.TestAbortedException;

/** Steps that never reach a verdict, for the guard that proves such scenarios fail the build. */
public final class UnfinishedSteps {

    @Given("a step that is still to be written")
    public void aStepThatIsStillToBeWritten() {
        throw new PendingException("still to be written");
    }

    @Given("a step that gives up")
    public void aStepThatGivesUp() {
        throw new TestAbortedException("gave up without a verdict");
    }
}
