package io.enforcementcore.archfixtures.cli;

import software.amazon.awssdk.regions.Region;

/** The SDK used directly outside its adapter. */
final class RegionFromTheCommandLine {

    static Region parse(String text) {
        return Region.of(text);
    }
}
