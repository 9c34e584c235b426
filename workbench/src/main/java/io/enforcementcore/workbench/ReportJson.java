package io.enforcementcore.workbench;

import java.util.LinkedHashMap;
import java.util.Map;

/** The demo's table rows as JSON objects; the field names are documented in docs/guide/cli.md, not derived. */
final class ReportJson {
    private ReportJson() {
    }

    static Map<String, Object> command(CallStats stats) {
        LatencyTable.CommandRow r = stats.commandRow();
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("id", r.id());
        row.put("command", r.command());
        row.put("calls", r.calls());
        row.put("rejected", r.rejected());
        row.put("firstRejection", stats.firstRejection());
        row.put("requestsPerCall", r.requestsPerCall());
        row.put("examinedPerCall", r.examinedPerCall());
        row.put("itemsWrittenPerCall", r.itemsWrittenPerCall());
        row.put("indexWritesPerCall", r.indexWritesPerCall());
        row.put("readUnitsPerCall", r.readUnitsPerCall());
        row.put("writeUnitsPerCall", r.writeUnitsPerCall());
        row.put("indexWriteUnitsPerCall", r.indexWriteUnitsPerCall());
        row.put("p50Millis", r.p50Millis());
        row.put("p95Millis", r.p95Millis());
        return row;
    }

    static Map<String, Object> accessPattern(CallStats stats) {
        LatencyTable.AccessRow r = stats.accessRow();
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("id", r.id());
        row.put("question", r.question());
        row.put("calls", r.calls());
        row.put("rejected", stats.rejected());
        row.put("firstRejection", stats.firstRejection());
        row.put("returnedPerCall", r.returnedAvg());
        row.put("examinedPerCall", r.examinedAvg());
        row.put("requestsPerCall", r.requestsPerCall());
        row.put("servedBy", r.servedBy());
        row.put("attributedTo", r.attributedTo());
        row.put("readEfficiency", r.examinedAvg() == 0 ? null : r.returnedAvg() / r.examinedAvg());
        row.put("readUnitsPerCall", r.readUnitsPerCall());
        row.put("p50Millis", r.p50Millis());
        row.put("p95Millis", r.p95Millis());
        return row;
    }

    static Map<String, Object> rule(RuleChecks.RuleOutcome outcome) {
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("rule", outcome.rule());
        row.put("answer", outcome.answer());
        row.put("requests", outcome.requests());
        row.put("writeRequests", outcome.writes());
        row.put("held", outcome.held());
        return row;
    }
}
