package io.enforcementcore.domain.decision;

import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;

/**
 * What the domain decided a command writes (its changes, its timeline fact and outbox event among
 * them) and everything that decision relies on (its preconditions, in the order their failures are
 * reported). Nothing is written by deciding: a store commits a decision, all of it or none of it.
 */
public record Decision(List<Precondition> preconditions, List<Change> changes) {

    public Decision {
        preconditions = List.copyOf(preconditions);
        changes = List.copyOf(changes);
    }

    /** A decision that relies on these, and writes nothing yet. */
    public static Decision requiring(Precondition... preconditions) {
        return new Decision(List.of(preconditions), List.of());
    }

    public Decision writing(Change... more) {
        return and(new Decision(List.of(), Arrays.asList(more)));
    }

    /** The fact goes on the case's timeline. */
    public Decision recording(TimelineEvent fact) {
        return writing(new Change.AppendTimeline(fact));
    }

    /** The fact goes on the case's timeline and is announced through the outbox, under the same id. */
    public Decision announcing(TimelineEvent fact) {
        return writing(new Change.AppendTimeline(fact), new Change.AppendOutbox(OutboxEvent.pending(fact)));
    }

    /** Both decisions as one: this one's preconditions and changes first. */
    public Decision and(Decision next) {
        List<Precondition> allPreconditions = new ArrayList<>(preconditions);
        allPreconditions.addAll(next.preconditions);
        List<Change> allChanges = new ArrayList<>(changes);
        allChanges.addAll(next.changes);
        return new Decision(allPreconditions, allChanges);
    }

    /**
     * The version the record this decision is about is at once it is committed, as its first change that
     * writes one says ({@link PricedChange#versionWritten}): what the command's receipt names.
     */
    public long version() {
        return changes.stream().map(Change::versionWritten).filter(Option::isDefined).map(Option::get).findFirst()
                .orElseThrow(() -> new IllegalStateException("this decision writes no record a receipt names: "
                        + changes));
    }

    /** The first of this decision's preconditions that already fails on {@code read} of its subject, if any. */
    Option<Rejection> refusalOn(Observed read) {
        for (Precondition precondition : preconditions) {
            Option<Rejection> failure = precondition.failureOn(read);
            if (failure.isDefined()) {
                return failure;
            }
        }
        return Option.none();
    }

    /**
     * A decision made on a record read first: refused at once, with the rejection the store would give,
     * when {@code precondition} already fails on what was read.
     */
    static Either<Rejection, Decision> onlyIf(Precondition precondition, Observed read, Supplier<Decision> decision) {
        return precondition.failureOn(read).toLeft(decision);
    }
}
