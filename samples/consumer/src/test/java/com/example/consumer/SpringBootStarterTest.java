package com.example.consumer;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.command.OpenCase;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Title;
import org.junit.jupiter.api.Test;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/** A Spring Boot service on the installed starter gets the facade by auto-configuration alone. */
class SpringBootStarterTest {

    @EnableAutoConfiguration
    static class Service {
    }

    @Test
    void the_starter_wires_a_facade_that_opens_a_case() {
        try (ConfigurableApplicationContext context = new SpringApplicationBuilder(Service.class)
                .web(WebApplicationType.NONE).properties("enforcementcore.store=in-memory").run()) {
            Principal officer = Principal.of("agency-1", "officer-1", Classification.PUBLIC, Role.OFFICER);
            assertTrue(context.getBean(EnforcementCore.class).openCase(officer, new OpenCase(
                    new ExternalRef("BOOT-0001"), new Title("Opened in a Boot service"), new RiskScore(10),
                    Classification.PUBLIC, new OrgId("unit-1"))).isRight());
        }
    }
}
