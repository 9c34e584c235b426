package io.enforcementcore.cli;

import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.domain.model.Classification;
import picocli.CommandLine.Option;

/** The principal of a platform job: an operator, not a tenant's case worker. */
final class OperatorOptions {

    @Option(names = "--tenant", defaultValue = "platform",
            description = "Tenant of the operator (default: ${DEFAULT-VALUE}).")
    String tenant;

    @Option(names = "--user", defaultValue = "operator",
            description = "User id of the operator (default: ${DEFAULT-VALUE}).")
    String user;

    Principal principal() {
        return Principal.of(tenant, user, Classification.PUBLIC, Role.PLATFORM_OPERATOR);
    }
}
