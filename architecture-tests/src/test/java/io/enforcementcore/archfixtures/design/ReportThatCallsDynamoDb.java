package io.enforcementcore.archfixtures.design;

import software.amazon.awssdk.regions.Region;

/** Violation: a design report that would reach DynamoDB itself, through a region of the SDK. */
public final class ReportThatCallsDynamoDb {

    public String where() {
        return Region.AP_SOUTHEAST_3.id();
    }
}
