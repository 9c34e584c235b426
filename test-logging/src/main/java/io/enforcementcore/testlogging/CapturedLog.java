package io.enforcementcore.testlogging;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.slf4j.event.Level;

/**
 * What the tests that take this module logged, kept in memory (each line with its throwable's message) by its
 * SLF4J binding, {@link CapturingProvider}, so that a test can read what an operator's log would have shown.
 * Every level by default; the system property {@value #LEVEL_PROPERTY} raises the threshold (a module whose code
 * does extra work for a DEBUG log keeps its tests' behaviour with {@code INFO}). A class apart from the binding,
 * which builds on the SLF4J 2 API, so that tests compiled against the 1.7 API can read it.
 */
public final class CapturedLog {
    public static final String LEVEL_PROPERTY = "capturedlog.level";

    public record Line(String logger, Level level, String text) {
    }

    private static final List<Line> LINES = new CopyOnWriteArrayList<>();

    private CapturedLog() {
    }

    /** Every line logged since the last {@link #clear()}. */
    public static List<Line> lines() {
        return List.copyOf(LINES);
    }

    /** The lines at {@code level} whose logger's name ends with {@code loggerSimpleName}. */
    public static List<String> at(Level level, String loggerSimpleName) {
        return LINES.stream().filter(line -> line.level() == level && line.logger().endsWith("." + loggerSimpleName))
                .map(Line::text).toList();
    }

    public static void clear() {
        LINES.clear();
    }

    static void add(Line line) {
        LINES.add(line);
    }
}
