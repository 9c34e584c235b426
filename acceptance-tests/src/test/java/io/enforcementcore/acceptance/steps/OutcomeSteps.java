package io.enforcementcore.acceptance.steps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import io.enforcementcore.acceptance.support.RequestOutcome;
import io.enforcementcore.acceptance.support.ScenarioContext;
import io.enforcementcore.acceptance.support.Words;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;

/** How the platform answered the last request: accepted, or refused and why; and retrying it. */
public final class OutcomeSteps {
    private final ScenarioContext context;

    public OutcomeSteps(ScenarioContext context) {
        this.context = context;
    }

    @Then("the request is accepted")
    public void theRequestIsAccepted() {
        Either<Rejection, ?> answer = context.lastOutcome().answer();
        assertTrue(answer.isRight(), () -> "the request was refused: " + answer.getLeft().message());
    }

    @Then("the request is refused: the case is not found")
    public void refusedAsNotFound() {
        refusedAs(Rejection.NotFound.class);
    }

    @Then("the request is refused: {person} is not allowed to do that")
    public void refusedAsForbidden(String person) {
        refusedAs(Rejection.Forbidden.class);
    }

    @Then("the request is refused: the external reference is already taken")
    public void refusedAsDuplicateReference() {
        refusedAs(Rejection.DuplicateExternalRef.class);
    }

    @Then("the request is refused: the external reference {string} is already taken")
    public void refusedAsTakenReference(String ref) {
        assertEquals(ref, refusedAs(Rejection.DuplicateExternalRef.class).externalRef(), "the reference named");
    }

    @Then("the request is refused: the case was changed by someone else")
    public void refusedAsStaleCase() {
        assertEquals("case", refusedAs(Rejection.StaleVersion.class).entity(), "what was changed");
    }

    @Then("the request is refused: the task was changed by someone else")
    public void refusedAsStaleTask() {
        assertEquals("task", refusedAs(Rejection.StaleVersion.class).entity(), "what was changed");
    }

    /**
     * The due time is part of how a task is named, so a task rescheduled since it was looked at is no
     * longer there under the name it was looked at: the request finds no task to act on.
     */
    @Then("the request is refused: the task has moved since it was looked at")
    public void refusedAsMovedTask() {
        assertEquals("task", refusedAs(Rejection.NotFound.class).entity(), "what was not found");
    }

    @Then("the request is refused: the task is not open")
    public void refusedAsTaskNotOpen() {
        refusedAs(Rejection.TaskNotOpen.class);
    }

    @Then("the request is refused: the deadline is not open")
    public void refusedAsDeadlineNotOpen() {
        refusedAs(Rejection.DeadlineNotOpen.class);
    }

    /** Which status the case is said to be at depends on what the store could see; the target is certain. */
    @Then("the request is refused: a case cannot move to {string} from where it is")
    public void refusedAsIllegalTransition(String status) {
        assertEquals(Words.constant(status), refusedAs(Rejection.IllegalTransition.class).to(), "refused target");
    }

    @Then("the request is refused: the party is already linked to the case")
    public void refusedAsAlreadyLinked() {
        refusedAs(Rejection.PartyAlreadyLinked.class);
    }

    @Then("the request is refused: the idempotency key was already used for a different request")
    public void refusedAsKeyReused() {
        refusedAs(Rejection.IdempotencyKeyReused.class);
    }

    @Then("the request is refused: the page marker is not valid")
    public void refusedAsInvalidCursor() {
        refusedAs(Rejection.InvalidCursor.class);
    }

    @Then("the request is refused because {string} is invalid")
    public void refusedAsInvalid(String field) {
        Rejection.InvalidInput invalid = refusedAs(Rejection.InvalidInput.class);
        assertEquals(field, invalid.field(), () -> "field named by: " + invalid.message());
        assertTrue(invalid.message().contains(field), () -> "the message should name " + field + ": "
                + invalid.message());
    }

    @Then("nothing was written")
    public void nothingWasWritten() {
        assertEquals(0, context.lastOutcome().writeRequests(), "write requests the store saw for the last request");
    }

    @When("{person} sends the same request again")
    public void sendsTheSameRequestAgain(String person) {
        context.repeatLastRequest();
    }

    @Then("{person} gets the same receipt as the first time")
    public void getsTheSameReceipt(String person) {
        RequestOutcome first = context.previousOutcome();
        RequestOutcome retry = context.lastOutcome();
        assertTrue(first.answer().isRight(), () -> "the first request was refused: " + first.answer().getLeft());
        assertEquals(first.answer(), retry.answer(), "receipt of the retry");
    }

    /** A request that ran again as a new one: accepted both times, with two different receipts. */
    @Then("{person} gets a new receipt")
    public void getsANewReceipt(String person) {
        RequestOutcome first = context.previousOutcome();
        RequestOutcome again = context.lastOutcome();
        assertTrue(first.answer().isRight(), () -> "the first request was refused: " + first.answer().getLeft());
        assertTrue(again.answer().isRight(), () -> "the request sent again was refused: " + again.answer().getLeft());
        assertNotEquals(first.answer().get(), again.answer().get(), "receipt of the request sent again");
        assertTrue(again.writeRequests() > 0, "the request sent again should have written");
    }

    private <R extends Rejection> R refusedAs(Class<R> kind) {
        Rejection rejection = refusal();
        assertTrue(kind.isInstance(rejection), () -> "expected a refusal of the kind " + kind.getSimpleName()
                + ", but: " + rejection.message() + " (" + rejection + ")");
        return kind.cast(rejection);
    }

    private Rejection refusal() {
        Either<Rejection, ?> answer = context.lastOutcome().answer();
        assertTrue(answer.isLeft(), () -> "the request was accepted: " + answer.get());
        return answer.getLeft();
    }
}
