package io.enforcementcore.archfixtures.application;

import io.enforcementcore.archfixtures.domain.model.CaseFile;
import io.enforcementcore.archfixtures.domain.port.ForKeepingCaseFiles;
import java.time.Instant;

public record OpenCaseFile(ForKeepingCaseFiles store) {

    public CaseFile open(String id, String title, Instant at) {
        var caseFile = new CaseFile(id, title, at);
        store.keep(caseFile);
        return caseFile;
    }
}
