package io.enforcementcore.application.usecase;

import io.enforcementcore.application.cursor.CursorCodec;
import io.enforcementcore.application.cursor.Paging;
import io.enforcementcore.application.query.PageQuery;
import io.enforcementcore.application.query.Paged;
import io.enforcementcore.application.runtime.AccessPolicy;
import io.enforcementcore.application.runtime.Wiring;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.catalog.AccessPatternId;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseCounts;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseView;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.Evidence;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.model.Timestamps;
import io.enforcementcore.domain.port.ForReadingCases;
import io.enforcementcore.domain.port.Page;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.function.Supplier;

/**
 * Reads of one case's item collection and of a party's edges (AP01, AP02, AP05..AP09, AP11, AP14), all
 * strongly consistent. A case of another tenant reads as a missing one: single items are NotFound, lists
 * are empty. So does a case classified above the principal's clearance, judged on the META or STATE the
 * read returns (AP01 and its counts, AP09, AP11), or on the STATE a list of its records reads first
 * (AP02, AP05, AP06, AP07, AP14) when the principal is not cleared for every classification.
 */
public final class CaseQueries {
    private final Wiring wiring;
    private final ForReadingCases cases;
    private final Paging paging;

    public CaseQueries(Wiring wiring) {
        this.wiring = wiring;
        this.cases = wiring.storage().cases();
        this.paging = new Paging(wiring.cursors());
    }

    /** AP01: another tenant's case, or one above the principal's clearance, is NotFound, as a missing one is. */
    public Either<Rejection, CaseMetadata> metadata(Principal principal, CaseId caseId) {
        return allowed(principal, "read a case").flatMap(allowed -> wiring.caseMetadata(principal, caseId));
    }

    /**
     * AP01's read of the case's state, for its counts; none when they were never kept. A case above the
     * principal's clearance is NotFound, judged on the classification STATE carries.
     */
    public Either<Rejection, Option<CaseCounts>> counts(Principal principal, CaseId caseId) {
        return allowed(principal, "read a case")
                .flatMap(allowed -> cases.state(principal.tenantId(), caseId)
                        .filter(state -> principal.isClearedFor(state.classification()))
                        .toEither(() -> notFound(caseId)))
                .map(CaseState::counts);
    }

    /** AP02: newest first; a cursor is bound to the case. */
    public Either<Rejection, Paged<TimelineEvent>> timeline(Principal principal, CaseId caseId, PageQuery page) {
        return allowed(principal, "read a case's timeline")
                .flatMap(allowed -> paging.read(principal, page, CursorCodec.scope(AccessPatternId.AP02, caseId.value()),
                        request -> ifVisible(principal, caseId,
                                () -> cases.timeline(principal.tenantId(), caseId, request))));
    }

    /** AP05: soonest due first; a cursor is bound to the case. */
    public Either<Rejection, Paged<Deadline>> deadlines(Principal principal, CaseId caseId, PageQuery page) {
        return allowed(principal, "read a case's deadlines")
                .flatMap(allowed -> paging.read(principal, page, CursorCodec.scope(AccessPatternId.AP05, caseId.value()),
                        request -> ifVisible(principal, caseId,
                                () -> cases.deadlinesOfCase(principal.tenantId(), caseId, request))));
    }

    /** AP06: a cursor is bound to the case and to the {@code dueBefore} it was issued for. */
    public Either<Rejection, Paged<Task>> tasks(Principal principal, CaseId caseId, Option<Instant> dueBefore,
                                        PageQuery page) {
        String scope = CursorCodec.scope(AccessPatternId.AP06, caseId.value(), dueBefore.map(Timestamps::format).getOrElse(""));
        return allowed(principal, "read a case's tasks")
                .flatMap(allowed -> paging.read(principal, page, scope,
                        request -> ifVisible(principal, caseId,
                                () -> cases.tasksOfCase(principal.tenantId(), caseId, dueBefore, request))));
    }

    /** AP07: a cursor is bound to the case. */
    public Either<Rejection, Paged<CaseParty>> parties(Principal principal, CaseId caseId, PageQuery page) {
        return allowed(principal, "read a case's parties")
                .flatMap(allowed -> paging.read(principal, page, CursorCodec.scope(AccessPatternId.AP07, caseId.value()),
                        request -> ifVisible(principal, caseId,
                                () -> cases.partiesOfCase(principal.tenantId(), caseId, request))));
    }

    /** AP08: a cursor is bound to the party (and, as every cursor, to the clearance it was issued under). */
    public Either<Rejection, Paged<CaseParty>> casesOfParty(Principal principal, PartyId partyId, PageQuery page) {
        return allowed(principal, "read a party's cases")
                .flatMap(allowed -> paging.read(principal, page, CursorCodec.scope(AccessPatternId.AP08, partyId.value()),
                        request -> cases.casesOfParty(principal.tenantId(), partyId, principal.clearance(),
                                request)));
    }

    /** AP09: one bounded read of the case collection. */
    public Either<Rejection, CaseView> view(Principal principal, CaseId caseId, int perSection) {
        return allowed(principal, "read a case")
                .flatMap(allowed -> cases.operationalView(principal.tenantId(), caseId, perSection)
                        .filter(view -> principal.isClearedFor(view.metadata().classification()))
                        .toEither(() -> notFound(caseId)));
    }

    /** AP11: the uniqueness sentinel names the case, then AP01. */
    public Either<Rejection, CaseMetadata> byExternalRef(Principal principal, ExternalRef externalRef) {
        return allowed(principal, "find a case by its external reference")
                .flatMap(allowed -> cases.caseIdByExternalRef(principal.tenantId(), externalRef)
                        .flatMap(id -> cases.metadata(principal.tenantId(), id))
                        .filter(metadata -> principal.isClearedFor(metadata.classification()))
                        .toEither(() -> (Rejection) new Rejection.NotFound("case with external reference",
                                externalRef.value())));
    }

    /** AP14: a cursor is bound to the case. */
    public Either<Rejection, Paged<Evidence>> evidence(Principal principal, CaseId caseId, PageQuery page) {
        return allowed(principal, "read a case's evidence")
                .flatMap(allowed -> paging.read(principal, page, CursorCodec.scope(AccessPatternId.AP14, caseId.value()),
                        request -> ifVisible(principal, caseId,
                                () -> cases.evidenceOfCase(principal.tenantId(), caseId, request))));
    }

    /**
     * A list of one case's records, for a principal not cleared for every classification, first reads the
     * case's STATE (AP01) for its classification: a case above the clearance lists as a missing case does,
     * empty, so the two cannot be told apart. The records themselves need not say their classification.
     * A principal cleared for everything reads nothing more.
     */
    private <T> Page<T> ifVisible(Principal principal, CaseId caseId, Supplier<Page<T>> read) {
        if (principal.clearance().seesEverything()) {
            return read.get();
        }
        boolean visible = cases.state(principal.tenantId(), caseId)
                .exists(state -> principal.isClearedFor(state.classification()));
        return visible ? read.get() : Page.empty();
    }

    private static Either<Rejection, Principal> allowed(Principal principal, String action) {
        return AccessPolicy.readTenantData(principal, action);
    }

    private static Rejection notFound(CaseId caseId) {
        return new Rejection.NotFound("case", caseId.value());
    }
}
