package io.enforcementcore.adapters.dynamodb.item;


/** A case-party edge's attributes, the same in both directions (case->party and party->case). */
record CasePartyItem(String tenantId, String caseId, String partyId, String partyKind, String partyName, String role,
                     String classification, String linkedAt, String createdAt, String updatedAt) {
}
