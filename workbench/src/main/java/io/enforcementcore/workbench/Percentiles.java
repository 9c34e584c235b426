package io.enforcementcore.workbench;

import java.util.Arrays;

/** Nearest-rank percentiles of measured durations. */
final class Percentiles {
    private Percentiles() {
    }

    /**
     * The {@code percentile}th (1..100) of the first {@code count} nanosecond durations, in milliseconds;
     * zero when there are none.
     */
    static double millis(long[] nanos, int count, int percentile) {
        if (percentile < 1 || percentile > 100) {
            throw new IllegalArgumentException("percentile must be 1..100, was " + percentile);
        }
        if (count == 0) {
            return 0;
        }
        long[] sorted = Arrays.copyOf(nanos, count);
        Arrays.sort(sorted);
        int rank = (int) Math.ceil(percentile / 100.0 * count);
        return sorted[rank - 1] / 1_000_000.0;
    }
}
