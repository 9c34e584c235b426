package io.enforcementcore.acceptance.steps;

import io.cucumber.java.en.Given;
import io.enforcementcore.acceptance.support.ScenarioContext;
import io.enforcementcore.acceptance.support.Words;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.domain.model.Classification;
import java.time.Instant;

/**
 * Who takes part, for which agency, in which role and with which clearance, and what time it is. Someone
 * introduced without a clearance is cleared for every case, so that scenarios about other rules need
 * not say it.
 */
public final class PeopleAndTimeSteps {
    /** Platform operators act for no agency; they still need a tenant to be a principal. */
    static final String PLATFORM = "platform";

    private final ScenarioContext context;

    public PeopleAndTimeSteps(ScenarioContext context) {
        this.context = context;
    }

    @Given("the agency {string} has a(n) {role} {string}")
    public void theAgencyHasA(String agency, Role role, String name) {
        context.names().introduce(name, Principal.of(agency, name, Classification.CONFIDENTIAL, role));
    }

    @Given("the agency {string} has a(n) {role} {string} cleared for {word} cases")
    public void theAgencyHasAClearedPerson(String agency, Role role, String name, String clearance) {
        context.names().introduce(name, Principal.of(agency, name, Classification.valueOf(Words.constant(clearance)),
                role));
    }

    @Given("the platform has an operator {string}")
    public void thePlatformHasAnOperator(String name) {
        context.names().introduce(name, Principal.of(PLATFORM, name, Classification.PUBLIC, Role.PLATFORM_OPERATOR));
    }

    @Given("it is {instant}")
    public void itIs(Instant instant) {
        context.clock().setTo(instant);
    }
}
