package io.enforcementcore.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ObservabilityOptionsTest {
    private static final String OUR_LEVEL = "org.slf4j.simpleLogger.log.io.enforcementcore";

    @Test
    void our_lines_are_logged_from_info_and_verbose_asks_for_debug() {
        String before = System.getProperty(OUR_LEVEL);
        try {
            Main.commandLine();
            assertEquals("info", System.getProperty(OUR_LEVEL), "the default, unless the operator set one");

            CliRun run = CliRun.of("--verbose", "adr");

            assertEquals(0, run.exitCode(), run.err());
            assertEquals("debug", System.getProperty(OUR_LEVEL));
        } finally {
            System.setProperty(OUR_LEVEL, before == null ? "info" : before);
        }
    }

    @Test
    void demo_with_metrics_prints_the_run_s_meters_after_its_report() {
        String[] small = {"demo", "--cases", "60", "--tenants", "3", "--samples", "5", "--command-samples", "3",
                "--hot-tasks", "15", "--warmup", "1"};
        CliRun plain = CliRun.of(small);
        String[] withMetrics = java.util.Arrays.copyOf(small, small.length + 1);
        withMetrics[small.length] = "--metrics";
        CliRun metered = CliRun.of(withMetrics);

        assertEquals(0, metered.exitCode(), metered.err());
        assertFalse(plain.out().contains("enforcementcore.command.duration"), "only when asked");
        for (String meter : new String[] {"enforcementcore.command.duration", "enforcementcore.query.duration",
                "enforcementcore.storage.read.units", "enforcementcore.storage.write.units",
                "enforcementcore.outbox.pending", "enforcementcore.outbox.oldest.age"}) {
            assertTrue(metered.out().contains("| " + meter + " "), meter + " in\n" + metered.out());
        }
        assertTrue(metered.out().matches("(?s).*\\| enforcementcore\\.command\\.rejections +\\| C02 +\\| stale-version"
                + " +\\| +1 \\|.*"), metered.out());
    }
}
