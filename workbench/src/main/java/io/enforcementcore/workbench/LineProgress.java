package io.enforcementcore.workbench;

import java.io.PrintStream;

/** Progress as plain lines: one per tenth of a known total, one per {@value #UNKNOWN_TOTAL_STEP} otherwise. */
final class LineProgress implements Progress {
    static final long UNKNOWN_TOTAL_STEP = 10_000;

    private final String task;
    private final long total;
    private final long step;
    private final PrintStream lines;
    private long nextReport;
    private long lastReported;
    private long done;

    LineProgress(String task, long total, PrintStream lines) {
        this.task = task;
        this.total = total;
        this.lines = lines;
        this.step = total > 0 ? Math.max(1, (total + 9) / 10) : UNKNOWN_TOTAL_STEP;
        this.nextReport = total > 0 ? Math.min(step, total) : step;
    }

    @Override
    public void stepTo(long done) {
        this.done = done;
        while (done >= nextReport && nextReport > lastReported) {
            report(nextReport);
            if (total <= 0 || nextReport < total) {
                nextReport = total > 0 ? Math.min(nextReport + step, total) : nextReport + step;
            }
        }
    }

    @Override
    public void close() {
        if (done > lastReported) {
            report(done);
        }
    }

    private void report(long count) {
        lastReported = count;
        lines.println(total > 0
                ? task + ": " + count * 100 / total + "% (" + count + "/" + total + ")"
                : task + ": " + count);
    }
}
