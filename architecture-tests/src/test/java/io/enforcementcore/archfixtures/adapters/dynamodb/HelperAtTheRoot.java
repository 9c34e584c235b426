package io.enforcementcore.archfixtures.adapters.dynamodb;

/** A planning helper left beside the entry points instead of in the sub-package of its role. */
final class HelperAtTheRoot {
    private HelperAtTheRoot() {
    }
}
