package io.enforcementcore.adapters.dynamodb.item;

import static io.enforcementcore.adapters.dynamodb.item.ItemMapper.MAP;

import io.enforcementcore.adapters.dynamodb.table.EntityType;
import io.enforcementcore.adapters.dynamodb.table.IndexKey;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.CaseSummary;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.Timestamps;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** META, STATE and the external-reference sentinel, to and from attribute maps. */
public final class CaseCodecs {
    /**
     * What {@link #summary(Map)} decodes of a STATE item: the row of the tenant views (AP12, AP13), which
     * need neither the entity header nor the timestamps of the state.
     */
    public static final List<String> SUMMARY_VIEW = List.of(ItemWriter.TENANT_ID, "caseId", ItemWriter.STATUS,
            "riskScore", ItemWriter.CLASSIFICATION, ItemWriter.VERSION, "openedAt", ItemWriter.SCHEMA_VERSION);

    private CaseCodecs() {
    }

    public static Map<String, AttributeValue> meta(CaseMetadata metadata) {
        CaseMetaItem i = MAP.toItem(metadata);
        return ItemWriter.item(KeyGrammar.caseMeta(metadata.caseId()), EntityType.CASE, i.tenantId(), i.createdAt(),
                        i.updatedAt())
                .s("caseId", i.caseId())
                .s("externalRef", i.externalRef())
                .s("title", i.title())
                .s(ItemWriter.CLASSIFICATION, i.classification())
                .s(ItemWriter.OWNER_ORG_ID, i.ownerOrgId())
                .s("openedBy", i.openedBy())
                .s("openedAt", i.openedAt())
                .build();
    }

    public static CaseMetadata meta(Map<String, AttributeValue> item) {
        ItemReader r = new ItemReader(item);
        return MAP.toDomain(new CaseMetaItem(r.tenantId(), r.s("caseId"), r.s("externalRef"), r.s("title"),
                r.s(ItemWriter.CLASSIFICATION), r.s(ItemWriter.OWNER_ORG_ID), r.s("openedBy"), r.s("openedAt"),
                r.createdAt(), r.updatedAt()));
    }

    /**
     * STATE is always in the status view (AP12), and in the high-risk view (AP13) while open and high; it
     * carries the case's counts ({@link CaseCountAttributes}).
     */
    public static Map<String, AttributeValue> state(CaseState state) {
        CaseStateItem i = MAP.toItem(state);
        ItemWriter w = ItemWriter.item(KeyGrammar.caseState(state.caseId()), EntityType.CASE_STATE, i.tenantId(),
                        i.createdAt(), i.updatedAt())
                .s("caseId", i.caseId())
                .s("status", i.status())
                .n("riskScore", i.riskScore())
                .s(ItemWriter.CLASSIFICATION, i.classification())
                .n("version", i.version())
                .s("openedAt", i.openedAt())
                .all(CaseCountAttributes.of(state.counts()))
                .index(statusIndex(state));
        if (state.isHighRiskOpen()) {
            w.index(highRiskIndex(state));
        }
        return w.build();
    }

    public static CaseState state(Map<String, AttributeValue> item) {
        ItemReader r = new ItemReader(item);
        return MAP.toDomain(new CaseStateItem(r.tenantId(), r.s("caseId"), r.s("status"), r.intN("riskScore"),
                r.s(ItemWriter.CLASSIFICATION), r.n("version"), r.s("openedAt"), r.createdAt(), r.updatedAt()))
                .withCounts(CaseCountAttributes.read(r, item));
    }

    public static CaseSummary summary(Map<String, AttributeValue> item) {
        ItemReader r = ItemReader.of(item, SUMMARY_VIEW);
        return new CaseSummary(new TenantId(r.tenantId()), new CaseId(r.s("caseId")),
                CaseStatus.valueOf(r.s(ItemWriter.STATUS)), new RiskScore(r.intN("riskScore")),
                Classification.valueOf(r.s(ItemWriter.CLASSIFICATION)), DomainValues.instant(r.s("openedAt")),
                r.n(ItemWriter.VERSION));
    }

    public static IndexKey statusIndex(CaseState state) {
        return KeyGrammar.caseStatus(state.tenantId(), state.status(), state.classification(), state.openedAt(),
                state.caseId());
    }

    public static IndexKey highRiskIndex(CaseState state) {
        return KeyGrammar.highRisk(state.tenantId(), state.classification(), state.riskScore(), state.caseId());
    }

    public static Map<String, AttributeValue> externalRefSentinel(CaseMetadata metadata) {
        String openedAt = Timestamps.format(metadata.openedAt());
        return ItemWriter.item(KeyGrammar.externalRef(metadata.tenantId(), metadata.externalRef()),
                        EntityType.UNIQUE_EXTERNAL_REF, metadata.tenantId().value(), openedAt, openedAt)
                .s("externalRef", metadata.externalRef().value())
                .s("caseId", metadata.caseId().value())
                .build();
    }

    public static CaseId caseIdOfSentinel(Map<String, AttributeValue> item) {
        return new CaseId(new ItemReader(item).s("caseId"));
    }
}
