package io.enforcementcore.archfixtures.application;

/** The use cases' page cursors, under a name the in-memory store's page cutting also has. */
final class Paging {
    private Paging() {
    }
}
