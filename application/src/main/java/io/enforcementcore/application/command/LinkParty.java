package io.enforcementcore.application.command;

/** C03: link a party (created if the tenant has none with this id) to a case in a role. */
public record LinkParty(String caseId, String partyId, String partyKind, String partyName, String role,
                        String idempotencyKey) {
}
