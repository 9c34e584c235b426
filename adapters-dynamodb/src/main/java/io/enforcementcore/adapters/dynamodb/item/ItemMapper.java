package io.enforcementcore.adapters.dynamodb.item;

import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.Evidence;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.Party;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.port.IdempotencyRecord;
import io.enforcementcore.domain.port.Receipt;
import org.mapstruct.Mapper;
import org.mapstruct.Mapping;
import org.mapstruct.ReportingPolicy;
import org.mapstruct.factory.Mappers;

/**
 * Domain records to item records and back. Items hold plain strings and numbers; the entity header
 * ({@code createdAt}, {@code updatedAt}) comes from the domain's own timestamps.
 */
@Mapper(uses = DomainValues.class, unmappedTargetPolicy = ReportingPolicy.ERROR)
public interface ItemMapper {
    public ItemMapper MAP = Mappers.getMapper(ItemMapper.class);

    @Mapping(target = "createdAt", source = "openedAt")
    public CaseMetaItem toItem(CaseMetadata metadata);

    public CaseMetadata toDomain(CaseMetaItem item);

    @Mapping(target = "createdAt", source = "openedAt")
    public CaseStateItem toItem(CaseState state);

    /** Without its counts, which {@link CaseCodecs#state} reads: a count is not a plain attribute. */
    @Mapping(target = "counts", expression = "java(io.vavr.control.Option.none())")
    @Mapping(target = "counted", ignore = true)
    @Mapping(target = "withCounts", ignore = true)
    @Mapping(target = "touchedAt", ignore = true)
    public CaseState toDomain(CaseStateItem item);

    @Mapping(target = "partyKind", source = "kind")
    @Mapping(target = "partyName", source = "name")
    @Mapping(target = "updatedAt", source = "createdAt")
    public PartyItem toItem(Party party);

    @Mapping(target = "kind", source = "partyKind")
    @Mapping(target = "name", source = "partyName")
    public Party toDomain(PartyItem item);

    @Mapping(target = "createdAt", source = "linkedAt")
    @Mapping(target = "updatedAt", source = "linkedAt")
    public CasePartyItem toItem(CaseParty link);

    public CaseParty toDomain(CasePartyItem item);

    @Mapping(target = "assigneeId", source = "assignee")
    @AuditToItem
    public TaskItem toItem(Task task);

    @Mapping(target = "assignee", source = "assigneeId")
    @Mapping(target = "audit", expression = "java(DomainValues.audit(item.ownerOrgId(), item.classification(), "
            + "item.createdAt(), item.createdBy(), item.updatedAt(), item.updatedBy()))")
    public Task toDomain(TaskItem item);

    @Mapping(target = "deadlineType", source = "type")
    @AuditToItem
    public DeadlineItem toItem(Deadline deadline);

    @Mapping(target = "type", source = "deadlineType")
    @Mapping(target = "audit", expression = "java(DomainValues.audit(item.ownerOrgId(), item.classification(), "
            + "item.createdAt(), item.createdBy(), item.updatedAt(), item.updatedBy()))")
    public Deadline toDomain(DeadlineItem item);

    @Mapping(target = "createdAt", source = "attachedAt")
    @Mapping(target = "updatedAt", source = "attachedAt")
    public EvidenceItem toItem(Evidence evidence);

    public Evidence toDomain(EvidenceItem item);

    @Mapping(target = "eventType", source = "type")
    @Mapping(target = "createdAt", source = "occurredAt")
    @Mapping(target = "updatedAt", source = "occurredAt")
    @Mapping(target = "expiresAt", expression = "java(DomainValues.epochSeconds(event.expiresAt()))")
    @Mapping(target = "published", expression = "java(event.isPublished())")
    public OutboxItem toItem(OutboxEvent event);

    @Mapping(target = "type", source = "eventType")
    @Mapping(target = "expiresAt", expression = "java(DomainValues.expiry(item.expiresAt()))")
    @Mapping(target = "status", expression = "java(DomainValues.outboxStatus(item.published()))")
    public OutboxEvent toDomain(OutboxItem item);

    @Mapping(target = "idempotencyKey", source = "key")
    @Mapping(target = "command", source = "receipt.command")
    @Mapping(target = "caseId", source = "receipt.caseId")
    @Mapping(target = "entityKind", source = "receipt.entity", qualifiedByName = "entityKind")
    @Mapping(target = "entityId", source = "receipt.entity", qualifiedByName = "entityId")
    @Mapping(target = "version", source = "receipt.version")
    @Mapping(target = "dueAt", source = "receipt.entity", qualifiedByName = "entityDueAt")
    @Mapping(target = "createdAt", source = "recordedAt")
    @Mapping(target = "updatedAt", source = "recordedAt")
    @Mapping(target = "expiresAt", expression = "java(record.expiresAt().getEpochSecond())")
    public IdempotencyItem toItem(IdempotencyRecord record);

    @Mapping(target = "key", source = "idempotencyKey")
    @Mapping(target = "receipt", source = "item")
    @Mapping(target = "expiresAt", expression = "java(java.time.Instant.ofEpochSecond(item.expiresAt()))")
    public IdempotencyRecord toDomain(IdempotencyItem item);

    public default Receipt receipt(IdempotencyItem item) {
        return new Receipt(CommandId.valueOf(item.command()), DomainValues.caseId(item.caseId()),
                DomainValues.entityRef(item.entityKind(), item.caseId(), item.entityId(), item.dueAt()), item.version());
    }
}
