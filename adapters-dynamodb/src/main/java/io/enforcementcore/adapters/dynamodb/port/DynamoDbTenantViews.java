package io.enforcementcore.adapters.dynamodb.port;

import io.enforcementcore.adapters.dynamodb.client.StorageClient;
import io.enforcementcore.adapters.dynamodb.item.CaseCodecs;
import io.enforcementcore.adapters.dynamodb.item.WorkCodecs;
import io.enforcementcore.adapters.dynamodb.read.AccessPatternPlan;
import io.enforcementcore.adapters.dynamodb.read.AccessPatternRegistry;
import io.enforcementcore.adapters.dynamodb.read.KeyQuery;
import io.enforcementcore.adapters.dynamodb.read.PagePositions;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.CaseSummary;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.DueWindow;
import io.enforcementcore.domain.port.ForReadingTenantViews;
import io.enforcementcore.domain.paging.MergedPages;
import io.enforcementcore.domain.port.Page;
import io.enforcementcore.domain.port.PageRequest;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;

/**
 * {@link ForReadingTenantViews} on the sparse GSIs: each view's partition key names the tenant, so a
 * Query reads only that tenant's open (or matching) items. Eventually consistent by nature.
 */
public final class DynamoDbTenantViews implements ForReadingTenantViews {
    private final StorageClient client;

    public DynamoDbTenantViews(StorageClient client) {
        this.client = client;
    }

    @Override
    public Page<Task> openTasksOfAssignee(TenantId tenantId, UserId assignee, DueWindow window,
                                          Classification clearance, PageRequest page) {
        AccessPatternPlan plan = AccessPatternRegistry.AP03;
        List<Classification> visible = clearance.andBelow();
        return MergedPages.page(visible.size(), page, Task.DUE_FIRST, (range, request) -> {
            KeyQuery query = plan.query(KeyGrammar.assigneeQueuePk(tenantId, assignee));
            inWindow(query, visible.get(range), window);
            return query.page(client, request, tenantId, item -> new MergedPages.Positioned<>(WorkCodecs.task(item),
                    () -> PagePositions.encode(plan.indexKeyOf(item))));
        });
    }

    /** The range of one classification, narrowed to the window: its ends follow the classification. */
    private static void inWindow(KeyQuery query, Classification classification, DueWindow window) {
        String prefix = KeyGrammar.classificationPrefix(classification);
        if (window.from().isEmpty() && window.to().isEmpty()) {
            query.beginsWith(prefix);
            return;
        }
        String low = prefix + window.from().map(KeyGrammar::fromTime).getOrElse("");
        String high = window.to().map(to -> prefix + KeyGrammar.upToTime(to))
                .getOrElse(classification.name() + KeyGrammar.AFTER_DELIMITER);
        query.between(low, high);
    }

    @Override
    public Page<Deadline> openDeadlinesDueBy(TenantId tenantId, Instant dueBy, Classification clearance,
                                             PageRequest page) {
        AccessPatternPlan plan = AccessPatternRegistry.AP04;
        List<Classification> visible = clearance.andBelow();
        return MergedPages.page(visible.size(), page, Deadline.DUE_FIRST, (range, request) -> {
            String prefix = KeyGrammar.classificationPrefix(visible.get(range));
            return plan.query(KeyGrammar.openDeadlinesPk(tenantId))
                    .between(prefix, prefix + KeyGrammar.upToTime(dueBy))
                    .page(client, request, tenantId, item -> new MergedPages.Positioned<>(WorkCodecs.deadline(item),
                            () -> PagePositions.encode(plan.indexKeyOf(item))));
        });
    }

    @Override
    public Page<CaseSummary> casesInStatus(TenantId tenantId, CaseStatus status, Classification clearance,
                                          PageRequest page) {
        return merged(AccessPatternRegistry.AP12, KeyGrammar.caseStatusPk(tenantId, status), tenantId, clearance,
                page, CaseSummary.NEWEST_OPENED_FIRST);
    }

    @Override
    public Page<CaseSummary> highRiskOpenCases(TenantId tenantId, Classification clearance, PageRequest page) {
        return merged(AccessPatternRegistry.AP13, KeyGrammar.highRiskPk(tenantId), tenantId, clearance, page,
                CaseSummary.HIGHEST_RISK_FIRST);
    }

    /** One range per classification within the clearance, each read on from its own position. */
    private Page<CaseSummary> merged(AccessPatternPlan plan, String partitionKey, TenantId tenantId,
                                     Classification clearance, PageRequest page, Comparator<CaseSummary> order) {
        List<Classification> visible = clearance.andBelow();
        return MergedPages.page(visible.size(), page, order, (range, request) -> plan.query(partitionKey)
                .beginsWith(KeyGrammar.classificationPrefix(visible.get(range)))
                .page(client, request, tenantId, item -> new MergedPages.Positioned<>(
                        CaseCodecs.summary(item), () -> PagePositions.encode(plan.indexKeyOf(item)))));
    }
}
