package io.enforcementcore.application;

import io.enforcementcore.application.observation.ForObservingCommands;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.EventId;
import io.enforcementcore.domain.model.RetentionPolicy;
import io.enforcementcore.domain.port.ForMintingIds;
import io.enforcementcore.domain.port.ForPublishingEvents;
import io.enforcementcore.domain.port.ForTellingTime;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Objects;

/** The driven ports and helpers every use case shares; built once by {@link EnforcementCoreBuilder}. */
record Wiring(StoragePorts storage, ForPublishingEvents publisher, ForTellingTime clock, ForMintingIds ids,
              CursorCodec cursors, Sleeper sleeper, RetentionPolicy retention,
              ForObservingCommands commandObserver) {

    Wiring {
        Objects.requireNonNull(storage, "storage");
        Objects.requireNonNull(publisher, "publisher");
        Objects.requireNonNull(clock, "clock");
        Objects.requireNonNull(ids, "ids");
        Objects.requireNonNull(cursors, "cursors");
        Objects.requireNonNull(sleeper, "sleeper");
        Objects.requireNonNull(retention, "retention");
        Objects.requireNonNull(commandObserver, "commandObserver");
    }

    /** The clock promises milliseconds; truncating keeps a sloppier clock from breaking the key grammar. */
    Instant now() {
        return clock.now().truncatedTo(ChronoUnit.MILLIS);
    }

    String newId() {
        return ids.newId();
    }

    EventId newEventId() {
        return new EventId(ids.newId());
    }

    /**
     * META of a case the principal works on or reads (AP01). A missing case, another tenant's, or one
     * classified above the principal's clearance is NotFound, the same answer for all three.
     */
    Either<Rejection, CaseMetadata> caseMetadata(Principal principal, CaseId caseId) {
        return storage.cases().metadata(principal.tenantId(), caseId)
                .filter(metadata -> principal.isClearedFor(metadata.classification()))
                .toEither(() -> new Rejection.NotFound("case", caseId.value()));
    }
}
