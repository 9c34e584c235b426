package io.enforcementcore.design;

import io.enforcementcore.adapters.dynamodb.model.AccessPattern;
import io.enforcementcore.adapters.dynamodb.model.TableModel;
import io.enforcementcore.metering.StorageCall;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The measured side of the access-pattern matrix. A page of a pattern is what one invocation (one
 * answer to a caller) sent under that pattern's id: one request for most, a batch and three queries for
 * AP09, one query per shard for AP10. Read efficiency is items returned per item examined; a key
 * condition without a filter examines only what it returns, so anything below 1.0 needs a reason
 * documented in the registry.
 */
final class AccessPatternMeasures {

    record Measure(String accessPattern, int pages, long requests, long returned, long examined, long bytes,
                   double readUnits) {

        double efficiency() {
            return examined == 0 ? 1.0 : (double) returned / examined;
        }

        double perPage(double total) {
            return pages == 0 ? 0 : total / pages;
        }
    }

    private AccessPatternMeasures() {
    }

    /** Per access pattern id, in registry order; patterns never invoked have zero pages. */
    static Map<String, Measure> of(List<List<StorageCall>> invocations) {
        Map<String, Measure> measures = new LinkedHashMap<>();
        for (AccessPattern plan : TableModel.reads()) {
            int pages = 0;
            long requests = 0;
            long returned = 0;
            long examined = 0;
            long bytes = 0;
            double units = 0;
            for (List<StorageCall> invocation : invocations) {
                List<StorageCall> mine = invocation.stream()
                        .filter(call -> call.attribution().equals(plan.id())).toList();
                if (!mine.isEmpty()) {
                    pages++;
                }
                for (StorageCall call : mine) {
                    requests++;
                    returned += call.itemsReturned();
                    examined += call.itemsExamined();
                    bytes += call.bytes();
                    units += call.capacityUnits();
                }
            }
            measures.put(plan.id(), new Measure(plan.id(), pages, requests, returned, examined, bytes, units));
        }
        return measures;
    }

    /**
     * One sentence per pattern whose measured read units per page exceed its budget in the registry.
     * Read units follow from the items' sizes alone, so the comparison is exact, not a sample.
     */
    static List<String> overBudget(Map<String, Measure> measures) {
        return TableModel.reads().stream()
                .map(plan -> Map.entry(plan, measures.get(plan.id())))
                .filter(e -> e.getValue() != null && e.getValue().pages() > 0)
                .filter(e -> e.getValue().perPage(e.getValue().readUnits()) > e.getKey().readUnitsPerPage())
                .map(e -> String.format(Locale.ROOT, "%s costs %s read units per page, over its budget of %s",
                        e.getKey().id(), AccessPatternMatrix.number(e.getValue().perPage(e.getValue().readUnits())),
                        AccessPatternMatrix.number(e.getKey().readUnitsPerPage())))
                .toList();
    }

    /** One sentence per pattern that read less efficiently than 1.0 without a documented reason. */
    static List<String> undocumentedInefficiency(Map<String, Measure> measures) {
        return TableModel.reads().stream()
                .filter(plan -> plan.efficiencyNote().isEmpty())
                .map(plan -> measures.get(plan.id()))
                .filter(m -> m != null && m.efficiency() < 1.0)
                .map(m -> String.format(Locale.ROOT, "%s returned %d of %d items examined (%.2f) and "
                                + "documents no reason; a key condition without a filter returns what it reads",
                        m.accessPattern(), m.returned(), m.examined(), m.efficiency()))
                .toList();
    }
}
