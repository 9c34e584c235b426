package io.enforcementcore.domain.port;

import io.enforcementcore.domain.model.Audit;
import io.enforcementcore.domain.model.Provenance;
import io.enforcementcore.domain.model.Timestamps;
import io.enforcementcore.domain.model.UserId;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.Objects;

/**
 * Who writes a change set, when, and, when it creates records, the provenance of the case they belong
 * to. A store stamps every record the set creates with {@link #created()} and every record it changes with
 * {@link #touched}, so that each item says who made it and who last changed it (seed §26) without each
 * change repeating it. A job that only changes records it finds (a relay, a repair) names no case.
 */
public record Authorship(UserId by, Instant at, Option<Provenance> caseProvenance) {
    public Authorship {
        Objects.requireNonNull(by, "by");
        Timestamps.requireInRange("at", at);
        Objects.requireNonNull(caseProvenance, "caseProvenance");
    }

    /** A command on a case of {@code provenance}, by {@code by} at {@code at}. */
    public static Authorship onCase(UserId by, Instant at, Provenance provenance) {
        return new Authorship(by, at, Option.some(provenance));
    }

    /** A job that creates nothing: it only changes records it found. */
    public static Authorship ofJob(UserId by, Instant at) {
        return new Authorship(by, at, Option.none());
    }

    /** What a record this set creates says of itself. */
    public Audit created() {
        return caseProvenance.map(provenance -> provenance.created(by, at)).getOrElseThrow(() ->
                new IllegalStateException(by + " names no case, so what it writes can only change records"));
    }

    /** What a record says of itself once this set changed it: made as {@code before} says, changed now. */
    public Audit touched(Audit before) {
        return before.touched(by, at);
    }
}
