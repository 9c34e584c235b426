package io.enforcementcore.application.command;

import io.enforcementcore.domain.model.IdempotencyKey;
import io.vavr.control.Option;

/**
 * A command of a case (C01..C12). It may carry an idempotency key: a retry under the same key answers
 * the first call's receipt and writes nothing; the same key with a different request is refused.
 */
public sealed interface IdempotentCommand permits OpenCase, TransitionCase, LinkParty, CreateTask, ReassignTask,
        CompleteTask, AddDeadline, ResolveDeadline, AttachEvidence, RescheduleTask, ChangeRiskScore, RenameCase,
        ChangeExternalRef {

    Option<IdempotencyKey> idempotencyKey();
}
