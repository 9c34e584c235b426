package io.enforcementcore.archfixtures.domain.port;

import io.enforcementcore.archfixtures.domain.model.CaseFile;

public interface ForKeepingCaseFiles {

    void keep(CaseFile caseFile);
}
