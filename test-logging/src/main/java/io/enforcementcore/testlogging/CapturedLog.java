package io.enforcementcore.testlogging;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.slf4j.ILoggerFactory;
import org.slf4j.IMarkerFactory;
import org.slf4j.Marker;
import org.slf4j.event.Level;
import org.slf4j.helpers.BasicMDCAdapter;
import org.slf4j.helpers.BasicMarkerFactory;
import org.slf4j.helpers.LegacyAbstractLogger;
import org.slf4j.helpers.MessageFormatter;
import org.slf4j.spi.MDCAdapter;
import org.slf4j.spi.SLF4JServiceProvider;

/**
 * The SLF4J binding of the tests that take this module: each line kept in memory (with its throwable's
 * message) so that a test can read what an operator's log would have shown. Every level by default; the
 * system property {@value #LEVEL_PROPERTY} raises the threshold (a module whose code does extra work for
 * a DEBUG log keeps its tests' behaviour with {@code INFO}).
 */
public final class CapturedLog implements SLF4JServiceProvider {
    public static final String LEVEL_PROPERTY = "capturedlog.level";

    public record Line(String logger, Level level, String text) {
    }

    private static final List<Line> LINES = new CopyOnWriteArrayList<>();

    private final IMarkerFactory markers = new BasicMarkerFactory();
    private final MDCAdapter mdc = new BasicMDCAdapter();
    private final Level threshold = Level.valueOf(System.getProperty(LEVEL_PROPERTY, "TRACE"));
    private final ILoggerFactory loggers = name -> new CapturingLogger(name, threshold);

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

    @Override
    public ILoggerFactory getLoggerFactory() {
        return loggers;
    }

    @Override
    public IMarkerFactory getMarkerFactory() {
        return markers;
    }

    @Override
    public MDCAdapter getMDCAdapter() {
        return mdc;
    }

    @Override
    public String getRequestedApiVersion() {
        return "2.0.99";
    }

    @Override
    public void initialize() {
    }

    private static final class CapturingLogger extends LegacyAbstractLogger {
        private static final long serialVersionUID = 1L;
        private final transient Level threshold;

        CapturingLogger(String name, Level threshold) {
            this.name = name;
            this.threshold = threshold;
        }

        @Override
        protected String getFullyQualifiedCallerName() {
            return null;
        }

        @Override
        protected void handleNormalizedLoggingCall(Level level, Marker marker, String pattern, Object[] arguments,
                                                   Throwable throwable) {
            String text = MessageFormatter.basicArrayFormat(pattern, arguments);
            LINES.add(new Line(name, level, throwable == null ? text : text + " " + throwable));
        }

        /** SLF4J numbers its levels from ERROR (40) down to TRACE (0). */
        private boolean enabled(Level level) {
            return level.toInt() >= threshold.toInt();
        }

        @Override
        public boolean isTraceEnabled() {
            return enabled(Level.TRACE);
        }

        @Override
        public boolean isDebugEnabled() {
            return enabled(Level.DEBUG);
        }

        @Override
        public boolean isInfoEnabled() {
            return enabled(Level.INFO);
        }

        @Override
        public boolean isWarnEnabled() {
            return enabled(Level.WARN);
        }

        @Override
        public boolean isErrorEnabled() {
            return enabled(Level.ERROR);
        }
    }
}
