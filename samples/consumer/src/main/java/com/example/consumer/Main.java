package com.example.consumer;

import io.enforcementcore.adapters.inmemory.InMemoryStorage;
import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.EnforcementCoreBuilder;
import io.enforcementcore.application.command.OpenCase;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.port.Receipt;

/** A service's first use of EnforcementCore: the facade on the in-memory store, and one case opened on it. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        System.out.println("opened " + openOneCase().caseId());
    }

    static Receipt openOneCase() {
        EnforcementCore core = EnforcementCoreBuilder.on(InMemoryStorage.create()).build();
        Principal officer = Principal.of("ojk", "officer-7", Classification.RESTRICTED, Role.OFFICER);
        return core.openCase(officer, new OpenCase(new ExternalRef("OJK/2026/000123"),
                        new Title("Suspected market manipulation"), new RiskScore(82), Classification.RESTRICTED,
                        new OrgId("ojk-markets")))
                .getOrElseThrow(rejection -> new IllegalStateException(rejection.message()));
    }
}
