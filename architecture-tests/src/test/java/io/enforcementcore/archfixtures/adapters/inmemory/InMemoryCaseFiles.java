package io.enforcementcore.archfixtures.adapters.inmemory;

import io.enforcementcore.archfixtures.domain.model.CaseFile;
import io.enforcementcore.archfixtures.domain.port.ForKeepingCaseFiles;
import java.util.ArrayList;
import java.util.List;

final class InMemoryCaseFiles implements ForKeepingCaseFiles {
    private final List<CaseFile> kept = new ArrayList<>();

    @Override
    public void keep(CaseFile caseFile) {
        kept.add(caseFile);
    }
}
