package io.enforcementcore.archfixtures.adapters.inmemory;

/** The in-memory store's page cutting, under a name the use cases' cursors also have. */
final class Paging {
    private Paging() {
    }
}
