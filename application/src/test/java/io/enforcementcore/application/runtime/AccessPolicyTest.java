package io.enforcementcore.application.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.util.EnumSet;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

class AccessPolicyTest {

    @Test
    void analysts_officers_and_supervisors_read_tenant_data_but_operators_do_not() {
        assertAllowedExactly(p -> AccessPolicy.readTenantData(p, "read a case"),
                EnumSet.of(Role.ANALYST, Role.OFFICER, Role.SUPERVISOR));
    }

    @Test
    void officers_and_supervisors_work_cases() {
        assertAllowedExactly(p -> AccessPolicy.workCases(p, "create a task"), EnumSet.of(Role.OFFICER, Role.SUPERVISOR));
    }

    @Test
    void officers_move_a_case_along_but_only_supervisors_close_it() {
        assertAllowedExactly(p -> AccessPolicy.moveCaseTo(p, CaseStatus.DECISION_PENDING),
                EnumSet.of(Role.OFFICER, Role.SUPERVISOR));
        assertAllowedExactly(p -> AccessPolicy.moveCaseTo(p, CaseStatus.CLOSED), EnumSet.of(Role.SUPERVISOR));
    }

    @Test
    void only_supervisors_supervise() {
        assertAllowedExactly(p -> AccessPolicy.superviseCases(p, "rename a case"), EnumSet.of(Role.SUPERVISOR));
    }

    @Test
    void only_platform_operators_run_platform_jobs() {
        assertAllowedExactly(p -> AccessPolicy.runPlatformJobs(p, "relay the outbox"),
                EnumSet.of(Role.PLATFORM_OPERATOR));
    }

    @Test
    void a_refusal_names_the_action_and_the_roles_needed() {
        Either<Rejection, Principal> refused = AccessPolicy.moveCaseTo(withRoles(Role.OFFICER), CaseStatus.CLOSED);

        assertEquals(new Rejection.Forbidden("close a case", "requires the role SUPERVISOR"), refused.getLeft());
    }

    @Test
    void a_principal_without_roles_may_do_nothing() {
        assertInstanceOf(Rejection.Forbidden.class, AccessPolicy.readTenantData(withRoles(), "read").getLeft());
    }

    private static void assertAllowedExactly(Function<Principal, Either<Rejection, Principal>> policy,
                                             Set<Role> allowed) {
        for (Role role : Role.values()) {
            Either<Rejection, Principal> decision = policy.apply(withRoles(role));
            assertEquals(allowed.contains(role), decision.isRight(), role + " -> " + decision);
            if (decision.isLeft()) {
                assertInstanceOf(Rejection.Forbidden.class, decision.getLeft());
            }
        }
    }

    private static Principal withRoles(Role... roles) {
        return Principal.of("agency-a", "user-1", Classification.CONFIDENTIAL, roles);
    }
}
