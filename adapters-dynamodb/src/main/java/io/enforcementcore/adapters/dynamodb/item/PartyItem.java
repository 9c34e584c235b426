package io.enforcementcore.adapters.dynamodb.item;


/** A party profile's attributes, as stored. */
record PartyItem(String tenantId, String partyId, String partyKind, String partyName, String createdAt,
                 String updatedAt) {
}
