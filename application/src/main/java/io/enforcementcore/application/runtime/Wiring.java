package io.enforcementcore.application.runtime;

import io.enforcementcore.application.EnforcementCoreBuilder;
import io.enforcementcore.application.cursor.CursorCodec;
import io.enforcementcore.application.observation.ForObservingCommands;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.EventId;
import io.enforcementcore.domain.model.Provenance;
import io.enforcementcore.domain.model.RetentionPolicy;
import io.enforcementcore.domain.port.ForMintingIds;
import io.enforcementcore.domain.port.ForPublishingEvents;
import io.enforcementcore.domain.port.ForTellingTime;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Objects;

/** The driven ports and helpers every use case shares; built once by {@link EnforcementCoreBuilder}. */
public record Wiring(StoragePorts storage, ForPublishingEvents publisher, ForTellingTime clock, ForMintingIds ids,
              CursorCodec cursors, Pacer sleeper, RetentionPolicy retention,
              ForObservingCommands commandObserver, CaseProvenances provenances) {

    public Wiring {
        Objects.requireNonNull(storage, "storage");
        Objects.requireNonNull(publisher, "publisher");
        Objects.requireNonNull(clock, "clock");
        Objects.requireNonNull(ids, "ids");
        Objects.requireNonNull(cursors, "cursors");
        Objects.requireNonNull(sleeper, "sleeper");
        Objects.requireNonNull(retention, "retention");
        Objects.requireNonNull(commandObserver, "commandObserver");
        Objects.requireNonNull(provenances, "provenances");
    }

    /** The clock promises milliseconds; truncating keeps a sloppier clock from breaking the key grammar. */
    public Instant now() {
        return clock.now().truncatedTo(ChronoUnit.MILLIS);
    }

    public String newId() {
        return ids.newId();
    }

    public EventId newEventId() {
        return new EventId(ids.newId());
    }

    /**
     * META of a case the principal works on or reads (AP01). A missing case, another tenant's, or one
     * classified above the principal's clearance is NotFound, the same answer for all three.
     */
    public Either<Rejection, CaseMetadata> caseMetadata(Principal principal, CaseId caseId) {
        return caseMetadata(principal, caseId, storage.cases().metadata(principal.tenantId(), caseId));
    }

    /** META as {@link #caseMetadata(Principal, CaseId)} answers it, from a read already made. */
    Either<Rejection, CaseMetadata> caseMetadata(Principal principal, CaseId caseId, Option<CaseMetadata> read) {
        return read.peek(metadata -> provenances.remember(principal.tenantId(), caseId, metadata.provenance()))
                .filter(metadata -> principal.isClearedFor(metadata.classification()))
                .toEither(() -> new Rejection.NotFound("case", caseId.value()));
    }

    /**
     * The provenance of a case the principal works on, which every record a command creates on it
     * carries: remembered if this instance read the case before, else read from META (AP01). Refused as
     * {@link #caseMetadata} refuses; the commit checks the classification again, so nothing hidden is written.
     */
    public Either<Rejection, Provenance> provenance(Principal principal, CaseId caseId) {
        return provenances.known(principal.tenantId(), caseId)
                .map(known -> principal.isClearedFor(known.classification()) ? Either.<Rejection, Provenance>right(known)
                        : Either.<Rejection, Provenance>left(new Rejection.NotFound("case", caseId.value())))
                .getOrElse(() -> caseMetadata(principal, caseId).map(CaseMetadata::provenance));
    }
}
