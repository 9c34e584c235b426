package io.enforcementcore.design.ops;

import io.vavr.control.Option;

/**
 * The DynamoDB operations the adapter sends (its {@code StorageClient} reports each under this name), and
 * the latency threshold each one is held to. The backfill's Scan and UpdateItem run as a job, throttled
 * on purpose and page by page, so they are charted and not alarmed.
 */
enum AdapterOperation {
    GET_ITEM("GetItem", Option.of(OpsParameters.READ_LATENCY)),
    BATCH_GET_ITEM("BatchGetItem", Option.of(OpsParameters.READ_LATENCY)),
    QUERY("Query", Option.of(OpsParameters.READ_LATENCY)),
    TRANSACT_WRITE_ITEMS("TransactWriteItems", Option.of(OpsParameters.TRANSACTION_LATENCY)),
    SCAN("Scan", Option.none()),
    UPDATE_ITEM("UpdateItem", Option.none());

    private final String apiName;
    private final Option<String> latencyThresholdParameter;

    AdapterOperation(String apiName, Option<String> latencyThresholdParameter) {
        this.apiName = apiName;
        this.latencyThresholdParameter = latencyThresholdParameter;
    }

    String apiName() {
        return apiName;
    }

    Option<String> latencyThresholdParameter() {
        return latencyThresholdParameter;
    }

    boolean alarmed() {
        return latencyThresholdParameter.isDefined();
    }
}
