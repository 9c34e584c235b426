package io.enforcementcore.archfixtures.adapters.dynamodb;

import io.enforcementcore.archfixtures.domain.model.CaseFile;
import io.enforcementcore.archfixtures.domain.port.ForKeepingCaseFiles;

public final class DynamoDbStorage implements ForKeepingCaseFiles {
    private final DynamoDbSettings settings;

    public DynamoDbStorage(DynamoDbSettings settings) {
        this.settings = settings;
    }

    @Override
    public void keep(CaseFile caseFile) {
        settings.region();
    }
}
