package io.enforcementcore.archfixtures.adapters.dynamodb.table;

/** A record nested in a package-private interface is implicitly public, yet nobody outside can name it. */
sealed interface QueryShape {
    record ByPrefix(String prefix) implements QueryShape {
    }
}
