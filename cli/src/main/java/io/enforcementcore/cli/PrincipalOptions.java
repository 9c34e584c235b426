package io.enforcementcore.cli;

import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
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

    Principal principal(Role defaultRole) {
        Role[] granted = roles == null || roles.isEmpty() ? new Role[] {defaultRole} : roles.toArray(Role[]::new);
        return Principal.of(tenant, user, granted);
    }
}
