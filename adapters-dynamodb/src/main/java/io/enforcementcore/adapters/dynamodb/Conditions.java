package io.enforcementcore.adapters.dynamodb;

/** Attribute names and condition fragments that several changes use. */
final class Conditions {
    static final String VERSION = "version";
    static final String STATUS = "status";
    static final String OPEN = "OPEN";

    private Conditions() {
    }

    /** {@code #tenantId = :tenant}: also means the item exists. */
    static String ownedBy(WriteSpec w, String tenantId) {
        return w.name(ItemWriter.TENANT_ID) + " = " + w.value("tenant", tenantId);
    }

    /** {@link #ownedBy} and {@link #atVersion}: the condition of {@link Guards#ownedAtVersion}. */
    static String ownedAtVersion(WriteSpec w, String tenantId, long expected) {
        return ownedBy(w, tenantId) + " AND " + atVersion(w, expected);
    }

    static String atVersion(WriteSpec w, long expected) {
        return w.name(VERSION) + " = " + w.value("expectedVersion", expected);
    }

    static String inStatus(WriteSpec w, String status) {
        return w.name(STATUS) + " = " + w.value("expectedStatus", status);
    }

    static String absent(WriteSpec w) {
        return "attribute_not_exists(" + w.name(KeyGrammar.PK) + ")";
    }
}
