package io.enforcementcore.application.command;

import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.PartyKind;
import io.enforcementcore.domain.model.PartyRole;
import io.enforcementcore.domain.model.Title;
import io.vavr.control.Option;
import java.util.Objects;

/** C03: link a party (created if the tenant has none with this id) to a case in a role. */
public record LinkParty(CaseId caseId, PartyId partyId, PartyKind partyKind, Title partyName, PartyRole role,
                        Option<IdempotencyKey> idempotencyKey)
        implements IdempotentCommand {
    public LinkParty {
        Objects.requireNonNull(caseId, "caseId");
        Objects.requireNonNull(partyId, "partyId");
        Objects.requireNonNull(partyKind, "partyKind");
        Objects.requireNonNull(partyName, "partyName");
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(idempotencyKey, "idempotencyKey");
    }

    /** Without an idempotency key. */
    public LinkParty(CaseId caseId, PartyId partyId, PartyKind partyKind, Title partyName, PartyRole role) {
        this(caseId, partyId, partyKind, partyName, role, Option.none());
    }

    /** The same request under {@code key}: a retry with that key answers the first receipt. */
    public LinkParty withIdempotencyKey(IdempotencyKey key) {
        return new LinkParty(caseId, partyId, partyKind, partyName, role, Option.some(key));
    }
}
