package io.enforcementcore.acceptance.traceability;

import java.util.List;

/** The commands and access patterns of the design, each of which some scenario must exercise. */
public final class DesignIds {
    public static final List<String> ACCESS_PATTERNS = List.of(
            "AP01", "AP02", "AP03", "AP04", "AP05", "AP06", "AP07",
            "AP08", "AP09", "AP10", "AP11", "AP12", "AP13", "AP14");

    public static final List<String> COMMANDS = List.of(
            "C01", "C02", "C03", "C04", "C05", "C06", "C07",
            "C08", "C09", "C10", "C11", "C12", "C13", "C14", "C15");

    private DesignIds() {
    }

    public static List<String> all() {
        return java.util.stream.Stream.concat(ACCESS_PATTERNS.stream(), COMMANDS.stream()).toList();
    }
}
