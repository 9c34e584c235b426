package io.enforcementcore.application.query;

/** What one run of the outbox relay (C13) did. */
public record RelayReport(int examined, int published, int failed, int alreadyPublished) {
}
