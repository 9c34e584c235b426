package io.enforcementcore.archfixtures.domain.model;

import io.enforcementcore.archfixtures.domain.port.ForKeepingCaseFiles;

/** A model reaching for a port: the port already knows the model, so this closes a cycle. */
public record CaseFileThatKnowsItsPort(CaseFile caseFile) {

    public void saveItself(ForKeepingCaseFiles store) {
        store.keep(caseFile);
    }
}
