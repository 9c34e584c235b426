package io.enforcementcore.workbench;

import java.io.PrintStream;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * Shows how far a long job has come: a live bar on a terminal, a line per tenth otherwise (so that a
 * log file or CI output stays readable).
 */
public interface Progress extends AutoCloseable {

    /** Reports the running count of what is done. */
    void stepTo(long done);

    @Override
    void close();

    /** {@code total} may be unknown (zero or less). */
    static Progress start(String task, long total, PrintStream lines) {
        return System.console() != null ? bar(task, total) : new LineProgress(task, total, lines);
    }

    private static Progress bar(String task, long total) {
        ProgressBar bar = new ProgressBarBuilder()
                .setTaskName(task)
                .setInitialMax(total > 0 ? total : -1)
                .setStyle(ProgressBarStyle.ASCII)
                .setUpdateIntervalMillis(200)
                .build();
        return new Progress() {
            @Override
            public void stepTo(long done) {
                bar.stepTo(done);
            }

            @Override
            public void close() {
                bar.close();
            }
        };
    }
}
