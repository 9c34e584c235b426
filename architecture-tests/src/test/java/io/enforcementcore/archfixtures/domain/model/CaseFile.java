package io.enforcementcore.archfixtures.domain.model;

import io.enforcementcore.archfixtures.domain.rejection.Refusal;
import io.vavr.control.Either;
import java.time.Instant;

public record CaseFile(String id, String title, Instant openedAt) {

    public Either<Refusal, CaseFile> rename(String newTitle, Instant now) {
        return newTitle.isBlank()
                ? Either.left(new Refusal("a case file needs a title"))
                : Either.right(new CaseFile(id, newTitle, openedAt.isAfter(now) ? now : openedAt));
    }
}
