package io.enforcementcore.cli;

import io.enforcementcore.application.security.Role;

/** A read as a tenant's principal; an analyst unless {@code --role} says otherwise. */
abstract class QueryCommand extends UseCaseCommand {
    @Override
    final Role defaultRole() {
        return Role.ANALYST;
    }
}
