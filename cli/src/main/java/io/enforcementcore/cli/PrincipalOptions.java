package io.enforcementcore.cli;

import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.domain.model.Classification;
import java.util.List;
import picocli.CommandLine.Option;

/** Who is asking: the command line trusts what the operator says, the use cases check what it may do. */
final class PrincipalOptions {

    @Option(names = "--tenant", required = true, description = "Tenant (agency) the principal acts for.")
    String tenant;

    @Option(names = "--user", defaultValue = "cli-user",
            description = "User id of the principal (default: ${DEFAULT-VALUE}).")
    String user;

    @Option(names = "--role", split = ",", paramLabel = "ROLE",
            description = "Role(s) of the principal: ${COMPLETION-CANDIDATES} (default depends on the command).")
    List<Role> roles;

    /*
     * The default is the classification open-case gives a case by default, so that what a command line
     * opens it can also see; CONFIDENTIAL cases are seen only by someone who says so.
     */
    @Option(names = "--clearance", defaultValue = "RESTRICTED", paramLabel = "CLASSIFICATION",
            description = "Most sensitive classification the principal may see: ${COMPLETION-CANDIDATES} "
                    + "(default: ${DEFAULT-VALUE}); a case above it is not found and is left out of every list.")
    Classification clearance;

    Principal principal(Role defaultRole) {
        Role[] granted = roles == null || roles.isEmpty() ? new Role[] {defaultRole} : roles.toArray(Role[]::new);
        return Principal.of(tenant, user, clearance, granted);
    }
}
