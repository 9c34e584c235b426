package io.enforcementcore.spring.sample;

import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.command.OpenCase;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import org.springframework.stereotype.Service;

/** A service's own code, which only ever sees the facade the starter wired. */
// docs/spring-boot.md: begin
@Service
public class CaseDesk {
    static final Principal OFFICER = Principal.of("agency-1", "officer-1", Classification.RESTRICTED, Role.OFFICER);

    private final EnforcementCore core;

    public CaseDesk(EnforcementCore core) {
        this.core = core;
    }

    /** Opens a case under {@code externalRef} and answers it as it was stored. */
    public Either<Rejection, CaseMetadata> openAndReadBack(String externalRef, String title) {
        return core.openCase(OFFICER, new OpenCase(new ExternalRef(externalRef), new Title(title), new RiskScore(40),
                        Classification.RESTRICTED, new OrgId("unit-1")))
                .flatMap(receipt -> core.caseMetadata(OFFICER, receipt.caseId()));
    }
}
// docs/spring-boot.md: end
