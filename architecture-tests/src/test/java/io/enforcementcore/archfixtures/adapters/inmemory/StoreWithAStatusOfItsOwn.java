package io.enforcementcore.archfixtures.adapters.inmemory;

/** Violation: a nested type that takes the simple name of a domain class. */
final class StoreWithAStatusOfItsOwn {

    enum CaseStatus { OPEN, CLOSED }

    CaseStatus statusOf(String caseId) {
        return caseId.isEmpty() ? CaseStatus.CLOSED : CaseStatus.OPEN;
    }
}
