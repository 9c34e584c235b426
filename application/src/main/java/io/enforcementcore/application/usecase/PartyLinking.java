package io.enforcementcore.application.usecase;

import io.enforcementcore.application.command.LinkParty;
import io.enforcementcore.application.runtime.AccessPolicy;
import io.enforcementcore.application.runtime.CommandRunner;
import io.enforcementcore.application.runtime.Plan;
import io.enforcementcore.application.runtime.Wiring;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.decision.Act;
import io.enforcementcore.domain.decision.CaseDecisions;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;

/** C03: a party linked to a case, with edges both ways so that AP07 and AP08 are single queries. */
public final class PartyLinking {
    private final Wiring wiring;
    private final CommandRunner runner;

    public PartyLinking(Wiring wiring, CommandRunner runner) {
        this.wiring = wiring;
        this.runner = runner;
    }

    public Either<Rejection, Receipt> link(Principal principal, LinkParty command) {
        return runner.runOnCase(principal, CommandId.C03, command, command.caseId(),
                AccessPolicy.workCases(principal, "link a party to a case"),
                () -> plan(principal, command));
    }

    /** The domain refuses at once a link that files the case under another classification than it knows. */
    private Either<Rejection, Plan> plan(Principal principal, LinkParty command) {
        return wiring.provenance(principal, command.caseId()).flatMap(provenance -> {
            Act act = Acts.of(wiring, principal, wiring.now());
            CaseParty link = new CaseParty(principal.tenantId(), command.caseId(), command.partyId(),
                    command.partyKind(), command.partyName(), command.role(), command.caseClassification(), act.at());
            return CaseDecisions.linkParty(act, link, provenance).map(linked -> Plan.of(act, provenance,
                    Receipt.ofParty(CommandId.C03, command.caseId(), command.partyId(), linked.version()), linked));
        });
    }
}
