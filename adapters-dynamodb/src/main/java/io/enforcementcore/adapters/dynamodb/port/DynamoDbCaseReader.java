package io.enforcementcore.adapters.dynamodb.port;

import static io.enforcementcore.adapters.dynamodb.read.AccessPatternRegistry.*;

import io.enforcementcore.adapters.dynamodb.client.StorageClient;
import io.enforcementcore.adapters.dynamodb.item.CaseCodecs;
import io.enforcementcore.adapters.dynamodb.item.EventCodecs;
import io.enforcementcore.adapters.dynamodb.item.ItemReader;
import io.enforcementcore.adapters.dynamodb.item.PartyCodecs;
import io.enforcementcore.adapters.dynamodb.item.RecordCodecs;
import io.enforcementcore.adapters.dynamodb.item.StoredCommit;
import io.enforcementcore.adapters.dynamodb.item.WorkCodecs;
import io.enforcementcore.adapters.dynamodb.read.KeyQuery;
import io.enforcementcore.adapters.dynamodb.read.PagePositions;
import io.enforcementcore.adapters.dynamodb.table.ItemKey;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.model.AtRevision;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseView;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.DeadlineHandle;
import io.enforcementcore.domain.model.Evidence;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.Party;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.port.ForReadingCases;
import io.enforcementcore.domain.paging.MergedPages;
import io.enforcementcore.domain.port.Page;
import io.enforcementcore.domain.port.PageRequest;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@link ForReadingCases} on the base table (and LSI1 for AP09's open work): GetItem for single items,
 * Query by sort-key prefix for lists, all strongly consistent. Tenant isolation needs no filter: a
 * case collection belongs to one tenant, so its first item tells whether the reader may see any.
 */
public final class DynamoDbCaseReader implements ForReadingCases {
    private final StorageClient client;

    public DynamoDbCaseReader(StorageClient client) {
        this.client = client;
    }

    @Override
    public Option<CaseMetadata> metadata(TenantId tenantId, CaseId caseId) {
        return owned(client.get(AP01.id(), KeyGrammar.caseMeta(caseId)), tenantId).map(CaseCodecs::meta);
    }

    /** Read by the drift sweep to repair the party name on edges: attributed to C12, the repair's command. */
    @Override
    public Option<Party> partyProfile(TenantId tenantId, PartyId partyId) {
        return owned(client.get(CommandId.C12.id(), KeyGrammar.partyProfile(tenantId, partyId)), tenantId)
                .map(PartyCodecs::profile);
    }

    @Override
    public Option<CaseState> state(TenantId tenantId, CaseId caseId) {
        return owned(client.get(AP01.id(), KeyGrammar.caseState(caseId)), tenantId).map(CaseCodecs::state);
    }

    @Override
    public Option<CaseId> caseIdByExternalRef(TenantId tenantId, ExternalRef externalRef) {
        return owned(client.get(AP11.id(), KeyGrammar.externalRef(tenantId, externalRef)), tenantId)
                .map(CaseCodecs::caseIdOfSentinel);
    }

    @Override
    public Page<TimelineEvent> timeline(TenantId tenantId, CaseId caseId, PageRequest page) {
        return AP02.query(KeyGrammar.casePk(caseId)).page(client, page, tenantId, EventCodecs::timeline);
    }

    @Override
    public Page<Deadline> deadlinesOfCase(TenantId tenantId, CaseId caseId, PageRequest page) {
        return AP05.query(KeyGrammar.casePk(caseId)).page(client, page, tenantId, WorkCodecs::deadline);
    }

    @Override
    public Page<Task> tasksOfCase(TenantId tenantId, CaseId caseId, Option<Instant> dueBefore, PageRequest page) {
        KeyQuery query = AP06.query(KeyGrammar.casePk(caseId));
        dueBefore.forEach(due -> query.between(KeyGrammar.TASK_SK.prefix(), KeyGrammar.tasksDueUpTo(due)));
        return query.page(client, page, tenantId, WorkCodecs::task);
    }

    /** AP05's query; the base table's items carry their commit id, which is their revision. */
    @Override
    public Page<AtRevision<Deadline>> deadlinesOfCaseAsRead(TenantId tenantId, CaseId caseId, PageRequest page) {
        return AP05.query(KeyGrammar.casePk(caseId)).page(client, page, tenantId,
                StoredCommit.asRead(WorkCodecs::deadline));
    }

    @Override
    public Page<AtRevision<Task>> tasksOfCaseAsRead(TenantId tenantId, CaseId caseId, PageRequest page) {
        return AP06.query(KeyGrammar.casePk(caseId)).page(client, page, tenantId, StoredCommit.asRead(WorkCodecs::task));
    }

    @Override
    public Page<CaseParty> partiesOfCase(TenantId tenantId, CaseId caseId, PageRequest page) {
        return AP07.query(KeyGrammar.casePk(caseId)).page(client, page, tenantId, PartyCodecs::edge);
    }

    /** One range per classification within the clearance, each read on from its own position, merged. */
    @Override
    public Page<CaseParty> casesOfParty(TenantId tenantId, PartyId partyId, Classification clearance,
                                        PageRequest page) {
        List<Classification> visible = clearance.andBelow();
        String partition = KeyGrammar.partyPk(tenantId, partyId);
        return MergedPages.page(visible.size(), page, CaseParty.BY_CASE, (range, request) -> AP08.query(partition)
                .beginsWith(KeyGrammar.partyCasesClassified(visible.get(range)))
                .page(client, request, tenantId, item -> new MergedPages.Positioned<>(PartyCodecs.edge(item),
                        () -> PagePositions.encode(AP08.indexKeyOf(item)))));
    }

    @Override
    public Page<Evidence> evidenceOfCase(TenantId tenantId, CaseId caseId, PageRequest page) {
        return AP14.query(KeyGrammar.casePk(caseId)).page(client, page, tenantId, RecordCodecs::evidence);
    }

    /** META and STATE in one BatchGetItem, then bounded queries: LSI1 for open work, the table for parties. */
    @Override
    public Option<CaseView> operationalView(TenantId tenantId, CaseId caseId, int perSection) {
        ItemKey metaKey = KeyGrammar.caseMeta(caseId);
        ItemKey stateKey = KeyGrammar.caseState(caseId);
        Map<ItemKey, Map<String, AttributeValue>> found = client.batchGet(AP09.id(), List.of(metaKey, stateKey));
        Option<Map<String, AttributeValue>> meta = owned(Option.of(found.get(metaKey)), tenantId);
        Option<Map<String, AttributeValue>> state = owned(Option.of(found.get(stateKey)), tenantId);
        if (meta.isEmpty() || state.isEmpty()) {
            return Option.none();
        }
        String pk = KeyGrammar.casePk(caseId);
        List<Task> openTasks = section(AP09.query("open tasks", pk), perSection, tenantId, WorkCodecs::task);
        List<Deadline> openDeadlines = section(AP09.query("open deadlines", pk), perSection, tenantId,
                WorkCodecs::deadline);
        List<CaseParty> parties = section(AP09.query("parties", pk), perSection, tenantId, PartyCodecs::edge);
        return Option.some(new CaseView(CaseCodecs.meta(meta.get()), CaseCodecs.state(state.get()), openTasks,
                openDeadlines, parties));
    }

    @Override
    public Option<Task> task(TenantId tenantId, TaskHandle handle) {
        return owned(client.get(AP06.id(), KeyGrammar.task(handle.caseId(), handle.dueAt(), handle.taskId())), tenantId)
                .map(WorkCodecs::task);
    }

    @Override
    public Option<Deadline> deadline(TenantId tenantId, DeadlineHandle handle) {
        return owned(client.get(AP05.id(), KeyGrammar.deadline(handle.caseId(), handle.dueAt(), handle.deadlineId())),
                tenantId).map(WorkCodecs::deadline);
    }

    private <T> List<T> section(KeyQuery query, int perSection, TenantId tenantId,
                                java.util.function.Function<Map<String, AttributeValue>, T> decode) {
        if (perSection < 1) {
            return List.of();
        }
        return query.page(client, PageRequest.first(Math.min(perSection, PageRequest.MAX_LIMIT)), tenantId, decode)
                .items();
    }

    public static Option<Map<String, AttributeValue>> owned(Option<Map<String, AttributeValue>> item, TenantId tenantId) {
        return item.filter(i -> new ItemReader(i).belongsTo(tenantId));
    }
}
