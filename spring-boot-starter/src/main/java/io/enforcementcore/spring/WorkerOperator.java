package io.enforcementcore.spring;

import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.domain.model.Classification;

/** The principal the starter's workers run as: a platform operator, the only role that may run them. */
final class WorkerOperator {
    static final Principal PRINCIPAL = Principal.of("platform", "spring-boot-starter", Classification.PUBLIC,
            Role.PLATFORM_OPERATOR);

    private WorkerOperator() {
    }
}
