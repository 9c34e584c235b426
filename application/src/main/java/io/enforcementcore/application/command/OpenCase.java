package io.enforcementcore.application.command;

import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.Provenance;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Title;
import io.vavr.control.Option;
import java.util.Objects;

/** C01: open a case; its external reference must be unique within the tenant. */
public record OpenCase(ExternalRef externalRef, Title title, RiskScore riskScore, Classification classification,
                       OrgId ownerOrgId, Option<IdempotencyKey> idempotencyKey)
        implements IdempotentCommand {
    public OpenCase {
        Objects.requireNonNull(externalRef, "externalRef");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(riskScore, "riskScore");
        Objects.requireNonNull(classification, "classification");
        Objects.requireNonNull(ownerOrgId, "ownerOrgId");
        Objects.requireNonNull(idempotencyKey, "idempotencyKey");
    }

    /** The owner and classification the new case is filed under, which never change. */
    public Provenance provenance() {
        return new Provenance(ownerOrgId, classification);
    }

    /** Without an idempotency key. */
    public OpenCase(ExternalRef externalRef, Title title, RiskScore riskScore, Classification classification,
                    OrgId ownerOrgId) {
        this(externalRef, title, riskScore, classification, ownerOrgId, Option.none());
    }

    /** The same request under {@code key}: a retry with that key answers the first receipt. */
    public OpenCase withIdempotencyKey(IdempotencyKey key) {
        return new OpenCase(externalRef, title, riskScore, classification, ownerOrgId, Option.some(key));
    }
}
