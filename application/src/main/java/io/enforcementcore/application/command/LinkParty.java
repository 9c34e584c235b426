package io.enforcementcore.application.command;

import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.PartyKind;
import io.enforcementcore.domain.model.PartyRole;
import io.enforcementcore.domain.model.Title;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * C03: link a party (created if the tenant has none with this id) to a case in a role.
 *
 * @param caseClassification the case's classification, as the caller read it (AP01): the party's list of cases
 *                           (AP08) files the link under it, and a transaction cannot copy it from the case, so
 *                           the caller names it and the commit checks it against the case; a wrong one is
 *                           answered NotFound, and nothing is written
 */
public record LinkParty(CaseId caseId, Classification caseClassification, PartyId partyId, PartyKind partyKind,
                        Title partyName, PartyRole role, Option<IdempotencyKey> idempotencyKey)
        implements IdempotentCommand {
    public LinkParty {
        Objects.requireNonNull(caseId, "caseId");
        Objects.requireNonNull(caseClassification, "caseClassification");
        Objects.requireNonNull(partyId, "partyId");
        Objects.requireNonNull(partyKind, "partyKind");
        Objects.requireNonNull(partyName, "partyName");
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(idempotencyKey, "idempotencyKey");
    }

    /** Without an idempotency key. */
    public LinkParty(CaseId caseId, Classification caseClassification, PartyId partyId, PartyKind partyKind,
                     Title partyName, PartyRole role) {
        this(caseId, caseClassification, partyId, partyKind, partyName, role, Option.none());
    }

    /** The same request under {@code key}: a retry with that key answers the first receipt. */
    public LinkParty withIdempotencyKey(IdempotencyKey key) {
        return new LinkParty(caseId, caseClassification, partyId, partyKind, partyName, role, Option.some(key));
    }
}
