package io.enforcementcore.archfixtures.domain.model;

import io.enforcementcore.archfixtures.application.OpenCaseFile;

/** Points outwards from the centre, closing a cycle between the domain and the application. */
public record CaseFileThatKnowsTheApplication(OpenCaseFile useCase) {
}
