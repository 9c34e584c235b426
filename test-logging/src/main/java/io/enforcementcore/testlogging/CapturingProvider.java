package io.enforcementcore.testlogging;

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

/** The SLF4J 2 binding of the tests that take this module: every line it is handed goes to {@link CapturedLog}. */
public final class CapturingProvider implements SLF4JServiceProvider {
    private final IMarkerFactory markers = new BasicMarkerFactory();
    private final MDCAdapter mdc = new BasicMDCAdapter();
    private final Level threshold = Level.valueOf(System.getProperty(CapturedLog.LEVEL_PROPERTY, "TRACE"));
    private final ILoggerFactory loggers = name -> new CapturingLogger(name, threshold);

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
            CapturedLog.add(new CapturedLog.Line(name, level, throwable == null ? text : text + " " + throwable));
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
