package io.enforcementcore.domain.port;

import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.DeadlineHandle;
import io.enforcementcore.domain.model.EntityRef;
import io.enforcementcore.domain.model.EvidenceId;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.TaskHandle;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * What a command tells its caller: the case it worked on, the entity it created or changed, named as the
 * next command names it (a task or deadline by its handle, which a reschedule renews), and that entity's
 * new version. Stored with the idempotency record so that a retry gets the very same receipt back.
 */
public record Receipt(CommandId command, CaseId caseId, EntityRef entity, long version) {
    public Receipt {
        Objects.requireNonNull(command, "command");
        Objects.requireNonNull(caseId, "caseId");
        Objects.requireNonNull(entity, "entity");
        if (version < 1) {
            throw new IllegalArgumentException("a receipt's version starts at 1, was " + version);
        }
        if (!caseOf(entity).forAll(caseId::equals)) {
            throw new IllegalArgumentException("the entity " + entity + " is not of case " + caseId);
        }
    }

    public static Receipt ofCase(CommandId command, CaseId caseId, long version) {
        return new Receipt(command, caseId, new EntityRef.OfCase(caseId), version);
    }

    public static Receipt ofTask(CommandId command, TaskHandle task, long version) {
        return new Receipt(command, task.caseId(), new EntityRef.OfTask(task), version);
    }

    public static Receipt ofDeadline(CommandId command, DeadlineHandle deadline, long version) {
        return new Receipt(command, deadline.caseId(), new EntityRef.OfDeadline(deadline), version);
    }

    public static Receipt ofParty(CommandId command, CaseId caseId, PartyId partyId, long version) {
        return new Receipt(command, caseId, new EntityRef.OfParty(partyId), version);
    }

    public static Receipt ofEvidence(CommandId command, CaseId caseId, EvidenceId evidenceId, long version) {
        return new Receipt(command, caseId, new EntityRef.OfEvidence(evidenceId), version);
    }

    /** The task's handle, when the command worked on a task. */
    public Option<TaskHandle> task() {
        return entity instanceof EntityRef.OfTask task ? Option.some(task.handle()) : Option.none();
    }

    /** The deadline's handle, when the command worked on a deadline. */
    public Option<DeadlineHandle> deadline() {
        return entity instanceof EntityRef.OfDeadline deadline ? Option.some(deadline.handle()) : Option.none();
    }

    private static Option<CaseId> caseOf(EntityRef entity) {
        if (entity instanceof EntityRef.OfCase aCase) {
            return Option.some(aCase.id());
        }
        if (entity instanceof EntityRef.OfTask task) {
            return Option.some(task.handle().caseId());
        }
        if (entity instanceof EntityRef.OfDeadline deadline) {
            return Option.some(deadline.handle().caseId());
        }
        return Option.none();
    }
}
