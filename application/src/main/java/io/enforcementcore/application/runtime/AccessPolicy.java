package io.enforcementcore.application.runtime;

import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * Who may do what, as small named policies. Each answers the principal when allowed and
 * {@link Rejection.Forbidden} otherwise. Tenant isolation is not decided here: every port call is made
 * with the principal's own tenant, so another tenant's data is simply not found.
 *
 * <ul>
 *   <li>reading a tenant's data (AP01..AP09, AP11..AP14): ANALYST, OFFICER or SUPERVISOR;</li>
 *   <li>working cases (C01, C02, C03, C04, C06, C07, C08, C09, C10): OFFICER or SUPERVISOR;</li>
 *   <li>closing a case (C02 to CLOSED), reassigning tasks (C05), changing risk (C11), renaming (C12)
 *       and repairing title snapshots: SUPERVISOR;</li>
 *   <li>platform jobs (C13, C14, AP10): PLATFORM_OPERATOR, which reads no tenant's case data;</li>
 *   <li>opening a case (C01) classified above the principal's clearance is refused: no one would open a
 *       case they could not see. Seeing a case at all is not decided here but by the case's
 *       classification against the clearance, and answers NotFound.</li>
 * </ul>
 */
public final class AccessPolicy {
    private AccessPolicy() {
    }

    public static Either<Rejection, Principal> readTenantData(Principal principal, String action) {
        return requireAny(principal, action, Role.ANALYST, Role.OFFICER, Role.SUPERVISOR);
    }

    public static Either<Rejection, Principal> workCases(Principal principal, String action) {
        return requireAny(principal, action, Role.OFFICER, Role.SUPERVISOR);
    }

    /** Moving a case along is case work, but only a supervisor closes one. */
    public static Either<Rejection, Principal> moveCaseTo(Principal principal, CaseStatus target) {
        return target == CaseStatus.CLOSED
                ? requireAny(principal, "close a case", Role.SUPERVISOR)
                : workCases(principal, "move a case to " + target);
    }

    public static Either<Rejection, Principal> superviseCases(Principal principal, String action) {
        return requireAny(principal, action, Role.SUPERVISOR);
    }

    public static Either<Rejection, Principal> classify(Principal principal, Classification classification) {
        return principal.isClearedFor(classification) ? Either.right(principal)
                : Either.left(new Rejection.Forbidden("open a case classified " + classification,
                        "the principal is cleared only up to " + principal.clearance()));
    }

    public static Either<Rejection, Principal> runPlatformJobs(Principal principal, String action) {
        return requireAny(principal, action, Role.PLATFORM_OPERATOR);
    }

    private static Either<Rejection, Principal> requireAny(Principal principal, String action, Role... allowed) {
        if (principal.hasAny(allowed)) {
            return Either.right(principal);
        }
        String roles = Arrays.stream(allowed).map(Role::name).collect(Collectors.joining(" or "));
        return Either.left(new Rejection.Forbidden(action, "requires the role " + roles));
    }
}
