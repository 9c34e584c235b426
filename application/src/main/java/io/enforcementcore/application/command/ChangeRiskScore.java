package io.enforcementcore.application.command;

import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.RiskScore;
import io.vavr.control.Option;
import java.util.Objects;

/** C11: the case's new risk score, if the case is still at the version seen. */
public record ChangeRiskScore(CaseId caseId, long expectedVersion, RiskScore riskScore,
                              Option<IdempotencyKey> idempotencyKey)
        implements IdempotentCommand {
    public ChangeRiskScore {
        Objects.requireNonNull(caseId, "caseId");
        CommandChecks.expectedVersion(expectedVersion);
        Objects.requireNonNull(riskScore, "riskScore");
        Objects.requireNonNull(idempotencyKey, "idempotencyKey");
    }

    /** Without an idempotency key. */
    public ChangeRiskScore(CaseId caseId, long expectedVersion, RiskScore riskScore) {
        this(caseId, expectedVersion, riskScore, Option.none());
    }

    /** The same request under {@code key}: a retry with that key answers the first receipt. */
    public ChangeRiskScore withIdempotencyKey(IdempotencyKey key) {
        return new ChangeRiskScore(caseId, expectedVersion, riskScore, Option.some(key));
    }
}
