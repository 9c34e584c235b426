package io.enforcementcore.design;

import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * A workload to replay: named streams of requests per second, the assumptions behind their rates,
 * and display labels for the ids worth naming (the hot case).
 *
 * @param assumptions what the rates and sizes assume, in the report's words
 * @param labels      id to short label, for the report's partition column
 */
record HotspotWorkload(String id, String title, List<String> assumptions, List<Stream> streams,
                       Map<String, String> labels) {

    HotspotWorkload {
        assumptions = List.copyOf(assumptions);
        streams = List.copyOf(streams);
        labels = Map.copyOf(labels);
    }

    /**
     * {@code perSecond} requests of one kind, spread evenly over {@code spread} instances (cases,
     * officers, events): instance {@code i} runs {@code perSecond / spread} times a second and costs
     * {@code request.apply(i)}.
     *
     * @param source     the AP or command id the requests are attributed to
     * @param spreadOver what the instances are, for the report ("cases", "officers")
     */
    record Stream(String source, String what, double perSecond, int spread, String spreadOver,
                  IntFunction<List<Charge>> request) {
        Stream {
            if (perSecond < 0 || spread < 1) {
                throw new IllegalArgumentException(source + ": a stream needs a rate >= 0 and a spread >= 1");
            }
        }

        double perInstance() {
            return perSecond / spread;
        }
    }
}
