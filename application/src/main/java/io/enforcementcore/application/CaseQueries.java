package io.enforcementcore.application;

import io.enforcementcore.application.query.PageQuery;
import io.enforcementcore.application.query.Paged;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.CaseView;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.Evidence;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.Timestamps;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.port.ForReadingCases;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;

/**
 * Reads of one case's item collection and of a party's edges (AP01, AP02, AP05..AP09, AP11, AP14), all
 * strongly consistent. A case of another tenant reads as a missing one: single items are NotFound, lists
 * are empty.
 */
final class CaseQueries {
    private final ForReadingCases cases;
    private final Paging paging;

    CaseQueries(Wiring wiring) {
        this.cases = wiring.storage().cases();
        this.paging = new Paging(wiring.cursors());
    }

    /** AP01. */
    Either<Rejection, CaseMetadata> metadata(Principal principal, String caseId) {
        return allowed(principal, "read a case")
                .flatMap(allowed -> caseId(caseId))
                .flatMap(id -> cases.metadata(principal.tenantId(), id).toEither(() -> notFound(id.value())));
    }

    /** AP02. */
    Either<Rejection, Paged<TimelineEvent>> timeline(Principal principal, String caseId, PageQuery page) {
        return allowed(principal, "read a case's timeline")
                .flatMap(allowed -> caseId(caseId))
                .flatMap(id -> paging.read(principal, page, CursorCodec.scope("AP02", id.value()),
                        request -> cases.timeline(principal.tenantId(), id, request)));
    }

    /** AP05. */
    Either<Rejection, Paged<Deadline>> deadlines(Principal principal, String caseId, PageQuery page) {
        return allowed(principal, "read a case's deadlines")
                .flatMap(allowed -> caseId(caseId))
                .flatMap(id -> paging.read(principal, page, CursorCodec.scope("AP05", id.value()),
                        request -> cases.deadlinesOfCase(principal.tenantId(), id, request)));
    }

    private record TaskFilter(CaseId caseId, Option<Instant> dueBefore) {
        String scope() {
            return CursorCodec.scope("AP06", caseId.value(), dueBefore.map(Timestamps::format).getOrElse(""));
        }
    }

    /** AP06. */
    Either<Rejection, Paged<Task>> tasks(Principal principal, String caseId, String dueBefore, PageQuery page) {
        return allowed(principal, "read a case's tasks")
                .flatMap(allowed -> Fields.parse(() -> new TaskFilter(
                        Fields.field("caseId", caseId, CaseId::new),
                        Fields.optionalInstant("dueBefore", dueBefore))))
                .flatMap(filter -> paging.read(principal, page, filter.scope(), request ->
                        cases.tasksOfCase(principal.tenantId(), filter.caseId(), filter.dueBefore(), request)));
    }

    /** AP07. */
    Either<Rejection, Paged<CaseParty>> parties(Principal principal, String caseId, PageQuery page) {
        return allowed(principal, "read a case's parties")
                .flatMap(allowed -> caseId(caseId))
                .flatMap(id -> paging.read(principal, page, CursorCodec.scope("AP07", id.value()),
                        request -> cases.partiesOfCase(principal.tenantId(), id, request)));
    }

    /** AP08. */
    Either<Rejection, Paged<CaseParty>> casesOfParty(Principal principal, String partyId, PageQuery page) {
        return allowed(principal, "read a party's cases")
                .flatMap(allowed -> Fields.parse(() -> Fields.field("partyId", partyId, PartyId::new)))
                .flatMap(id -> paging.read(principal, page, CursorCodec.scope("AP08", id.value()),
                        request -> cases.casesOfParty(principal.tenantId(), id, request)));
    }

    /** AP09: one bounded read of the case collection. */
    Either<Rejection, CaseView> view(Principal principal, String caseId, int perSection) {
        return allowed(principal, "read a case")
                .flatMap(allowed -> caseId(caseId))
                .flatMap(id -> cases.operationalView(principal.tenantId(), id, perSection)
                        .toEither(() -> notFound(id.value())));
    }

    /** AP11: the uniqueness sentinel names the case, then AP01. */
    Either<Rejection, CaseMetadata> byExternalRef(Principal principal, String externalRef) {
        return allowed(principal, "find a case by its external reference")
                .flatMap(allowed -> Fields.parse(() -> Fields.field("externalRef", externalRef, ExternalRef::new)))
                .flatMap(ref -> cases.caseIdByExternalRef(principal.tenantId(), ref)
                        .flatMap(id -> cases.metadata(principal.tenantId(), id))
                        .toEither(() -> (Rejection) new Rejection.NotFound("case with external reference",
                                ref.value())));
    }

    /** AP14. */
    Either<Rejection, Paged<Evidence>> evidence(Principal principal, String caseId, PageQuery page) {
        return allowed(principal, "read a case's evidence")
                .flatMap(allowed -> caseId(caseId))
                .flatMap(id -> paging.read(principal, page, CursorCodec.scope("AP14", id.value()),
                        request -> cases.evidenceOfCase(principal.tenantId(), id, request)));
    }

    private static Either<Rejection, Principal> allowed(Principal principal, String action) {
        return AccessPolicy.readTenantData(principal, action);
    }

    private static Either<Rejection, CaseId> caseId(String raw) {
        return Fields.parse(() -> Fields.field("caseId", raw, CaseId::new));
    }

    private static Rejection notFound(String caseId) {
        return new Rejection.NotFound("case", caseId);
    }
}
