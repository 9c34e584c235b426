package io.enforcementcore.workbench;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Why a command did not end with {@link ExitCode#DONE}, in the form scripts read: a stable {@code kind}
 * (lower-case words joined by hyphens, e.g. {@code not-found}), a sentence for people, and the exit code.
 */
public record ErrorReport(String kind, String message, ExitCode exitCode) {
    /** A report whose calls on valid input were refused: the measurement is not the one asked for. */
    public static final String REFUSED_ON_VALID_INPUT = "refused-on-valid-input";
    /** A benchmark whose measured p95 missed the latency target of at least one access pattern. */
    public static final String LATENCY_TARGET_MISSED = "latency-target-missed";

    public ErrorReport {
        if (!kind.matches("[a-z]+(-[a-z]+)*")) {
            throw new IllegalArgumentException("an error kind is lower-case words joined by hyphens, was " + kind);
        }
        if (exitCode == ExitCode.DONE) {
            throw new IllegalArgumentException("an error does not end with " + exitCode.code());
        }
    }

    /** The {@code error} object: {@code kind}, {@code message}, {@code exitCode}. */
    public Map<String, Object> fields() {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("kind", kind);
        fields.put("message", message);
        fields.put("exitCode", exitCode.code());
        return fields;
    }

    /** A whole document that says only this: {@code {"error": {...}}}. */
    public String document() {
        return Json.write(Map.of("error", fields()));
    }
}
