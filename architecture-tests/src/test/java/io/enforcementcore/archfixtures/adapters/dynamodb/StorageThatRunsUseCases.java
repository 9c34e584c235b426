package io.enforcementcore.archfixtures.adapters.dynamodb;

import io.enforcementcore.archfixtures.application.OpenCaseFile;

/** A driven adapter calling back into the application. */
record StorageThatRunsUseCases(OpenCaseFile useCase) {
}
