package io.enforcementcore.design;

import io.enforcementcore.adapters.dynamodb.model.LeaseRequest;
import io.enforcementcore.adapters.dynamodb.model.TableModel;
import io.enforcementcore.metering.StorageCall;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The lease requests as sections of {@code docs/access-patterns.md} (what each reads, measured) and
 * {@code docs/write-amplification.md} (what each writes, measured, and what the fence adds to C13).
 */
final class LeaseRequestsDoc {
    private LeaseRequestsDoc() {
    }

    /** @param measured the calls of each request of {@link TableModel#leaseRequests()}, by purpose */
    static String reads(String measuredOn, Map<String, List<StorageCall>> measured) {
        StringBuilder md = new StringBuilder("\n## Lease requests\n\n")
                .append("The fleet's workers share the outbox's shards by leases in the table (`docs/adr/0001-")
                .append("single-table-design.md`, shard ownership). They are no caller's question, so they have no ")
                .append("AP number; they are attributed `LEASES`. A group's leases and members are one partition, ")
                .append("read by one consistent Query whose Limit (a page of 200) is far above what a group holds (one ")
                .append("item per shard and one per member), with no filter: every item it examines it returns.\n\n")
                .append("Measured on ").append(measuredOn).append(".\n\n")
                .append("| request | operation | key | condition | requests | items examined / returned per request ")
                .append("| read units per request | write units per request |\n")
                .append("|---|---|---|---|---|---|---|---|\n");
        for (LeaseRequest request : TableModel.leaseRequests()) {
            List<StorageCall> calls = measured.getOrDefault(request.purpose(), List.of());
            md.append("| ").append(request.purpose()).append(" | ").append(request.operation()).append(" | ")
                    .append(request.key()).append(" | ").append(request.condition().isEmpty() ? "none"
                            : "`" + request.condition() + "`").append(" | ").append(calls.size()).append(" | ")
                    .append(perCall(calls, "examined")).append(" | ").append(perCall(calls, "read"))
                    .append(" | ").append(perCall(calls, "write")).append(" |\n");
        }
        return md.toString();
    }

    /**
     * @param measured    the calls of each lease request, by purpose
     * @param unfencedC13 the one TransactWriteItems of C13 without a lease, and {@code fencedC13} of the same
     *                    mark under one, measured on the same table
     */
    static String writes(String measuredOn, Map<String, List<StorageCall>> measured, StorageCall unfencedC13,
                         StorageCall fencedC13) {
        StringBuilder md = new StringBuilder("\n## Lease writes\n\n")
                .append("Measured on ").append(measuredOn).append(". A lease write is one UpdateItem of one small ")
                .append("item that no index lists: no index entry is ever written for it. A worker's round writes ")
                .append("its beat and one renewal per shard it holds, and a take or a release only when the fleet ")
                .append("changes.\n\n")
                .append("| request | requests | write units per request |\n|---|---|---|\n");
        for (LeaseRequest request : TableModel.leaseRequests()) {
            List<StorageCall> calls = measured.getOrDefault(request.purpose(), List.of());
            if (request.operation().equals("UpdateItem")) {
                md.append("| ").append(request.purpose()).append(" | ").append(calls.size()).append(" | ")
                        .append(perCall(calls, "write")).append(" |\n");
            }
        }
        md.append("\nC13 under its shard's lease checks the lease in the same transaction (a ConditionCheck on `")
                .append(TableModel.leaseRequests().get(TableModel.leaseRequests().size() - 1).key().replace("`", ""))
                .append("`): ").append(units(unfencedC13.capacityUnits())).append(" write units without the lease, ")
                .append(units(fencedC13.capacityUnits())).append(" with it (").append(unfencedC13.itemsExamined())
                .append(" and ").append(fencedC13.itemsExamined()).append(" operations in the transaction).\n");
        return md.toString();
    }

    private static String perCall(List<StorageCall> calls, String what) {
        if (calls.isEmpty()) {
            return "not measured";
        }
        double total = 0;
        for (StorageCall call : calls) {
            boolean reads = call.operation().equals("Query") || call.operation().equals("GetItem");
            total += switch (what) {
                case "examined" -> call.itemsExamined();
                case "read" -> reads ? call.capacityUnits() : 0;
                default -> reads ? 0 : call.capacityUnits();
            };
        }
        double each = total / calls.size();
        if (what.equals("examined")) {
            double returned = calls.stream().mapToInt(StorageCall::itemsReturned).sum() / (double) calls.size();
            return units(each) + " / " + units(returned);
        }
        return units(each);
    }

    private static String units(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : String.format(Locale.ROOT, "%.2f", value);
    }
}
