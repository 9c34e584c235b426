package io.enforcementcore.adapters.dynamodb.model;

import io.vavr.control.Option;
import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;

/**
 * One access pattern as its readers run it: the plan they build their requests from, as values.
 *
 * @param pageBound        the largest Limit (or number of keys) one request of the pattern sends
 * @param pageBoundNote    how the bound arises, in the matrix's words
 * @param efficiencyNote   why this pattern may return fewer items than it examines; none if it never may
 * @param readUnitsPerPage the most read units a page may cost on the matrix's measured data set
 * @param p95              the 95th-percentile latency a page should meet on DynamoDB in the caller's region
 */
public record AccessPattern(String id, String question, List<ReadStep> steps, int pageBound, String pageBoundNote,
                            Option<String> efficiencyNote, double readUnitsPerPage, Duration p95) {

    public AccessPattern {
        steps = List.copyOf(steps);
    }

    /** The one Query step; a pattern with several must name the one it means. */
    public ReadStep queryStep() {
        List<ReadStep> queries = steps.stream().filter(ReadStep::isQuery).toList();
        if (queries.size() != 1) {
            throw new IllegalStateException(id + " has " + queries.size() + " Query steps; name the one to run");
        }
        return queries.get(0);
    }

    /** The step {@code reads}. */
    public ReadStep step(String reads) {
        return steps.stream().filter(s -> s.reads().equals(reads)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(id + " has no step " + reads));
    }

    /** The operations of the pattern, e.g. {@code BatchGetItem + Query}. */
    public String operations() {
        return steps.stream().map(ReadStep::operation).distinct().collect(Collectors.joining(" + "));
    }

    /** The indexes the pattern reads, e.g. {@code table + LSI1}. */
    public String indexes() {
        return steps.stream().map(ReadStep::index).distinct().collect(Collectors.joining(" + "));
    }
}
