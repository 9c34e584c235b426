/**
 * A miniature of EnforcementCore's layout, mostly well-behaved, with one class per sin (named for it),
 * so that each architecture rule can be shown to catch what it forbids.
 */
package io.enforcementcore.archfixtures;
