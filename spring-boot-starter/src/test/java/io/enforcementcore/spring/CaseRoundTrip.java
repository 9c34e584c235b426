package io.enforcementcore.spring;

import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.command.OpenCase;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Title;

/** What the tests do through a wired facade. */
final class CaseRoundTrip {
    static final Principal OFFICER = Principal.of("agency-1", "officer-1", Classification.RESTRICTED, Role.OFFICER);

    private CaseRoundTrip() {
    }

    /** Opens a case under {@code externalRef}; whether it then reads back under that reference. */
    static boolean openAndReadBack(EnforcementCore core, String externalRef) {
        return core.openCase(OFFICER, new OpenCase(new ExternalRef(externalRef), new Title("A case"),
                        new RiskScore(40), Classification.RESTRICTED, new OrgId("unit-1")))
                .flatMap(receipt -> core.caseMetadata(OFFICER, receipt.caseId()))
                .map(stored -> stored.externalRef().value().equals(externalRef))
                .getOrElse(false);
    }
}
