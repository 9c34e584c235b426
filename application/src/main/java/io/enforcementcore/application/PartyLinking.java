package io.enforcementcore.application;

import io.enforcementcore.application.command.LinkParty;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.decision.CaseDecisions;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.PartyKind;
import io.enforcementcore.domain.model.PartyRole;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.time.Instant;

/** C03: a party linked to a case, with edges both ways so that AP07 and AP08 are single queries. */
final class PartyLinking {
    private final Wiring wiring;
    private final CommandRunner runner;

    PartyLinking(Wiring wiring, CommandRunner runner) {
        this.wiring = wiring;
        this.runner = runner;
    }

    private record Linking(CaseId caseId, PartyId partyId, PartyKind kind, Title name, PartyRole role) {
    }

    Either<Rejection, Receipt> link(Principal principal, LinkParty command) {
        Linking linking = new Linking(command.caseId(), command.partyId(), command.partyKind(), command.partyName(),
                command.role());
        return AccessPolicy.workCases(principal, "link a party to a case")
                .flatMap(allowed -> runner.run(principal, "C03", command, () -> plan(principal, linking)));
    }

    private Either<Rejection, Plan> plan(Principal principal, Linking linking) {
        Instant now = wiring.now();
        CaseParty link = new CaseParty(principal.tenantId(), linking.caseId(), linking.partyId(), linking.kind(),
                linking.name(), linking.role(), now);
        return Either.right(Plan.of(principal.tenantId(),
                Receipt.ofParty("C03", linking.caseId(), linking.partyId(), 1),
                CaseDecisions.linkParty(Acts.of(wiring, principal, now), link)));
    }
}
