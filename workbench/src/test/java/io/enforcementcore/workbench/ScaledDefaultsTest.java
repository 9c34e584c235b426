package io.enforcementcore.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class ScaledDefaultsTest {

    private static DemoCommand demo(String... args) {
        DemoCommand demo = new DemoCommand();
        new CommandLine(demo).parseArgs(args);
        return demo;
    }

    @Test
    void the_demo_at_its_default_cases_keeps_the_full_figures() {
        DemoCommand demo = demo();

        assertEquals(200, demo.seeding.hotTasks());
        assertEquals(200, demo.samples());
        assertEquals(50, demo.commandSamples());
        assertEquals(20, demo.warmupRounds());
    }

    @Test
    void a_demo_of_fifty_cases_samples_and_seeds_a_small_fraction() {
        DemoCommand demo = demo("--cases", "50");

        assertTrue(demo.seeding.hotTasks() <= 10, "hot tasks " + demo.seeding.hotTasks());
        assertTrue(demo.samples() <= 10, "samples " + demo.samples());
        assertTrue(demo.commandSamples() <= 3, "command samples " + demo.commandSamples());
        assertTrue(demo.warmupRounds() <= 1, "warm-up rounds " + demo.warmupRounds());
    }

    @Test
    void explicit_options_win_over_the_scaled_defaults() {
        DemoCommand demo = demo("--cases", "50", "--hot-tasks", "120", "--samples", "90", "--command-samples", "40",
                "--warmup", "0");

        assertEquals(120, demo.seeding.hotTasks());
        assertEquals(90, demo.samples());
        assertEquals(40, demo.commandSamples());
        assertEquals(0, demo.warmupRounds());
    }

    @Test
    void more_cases_than_the_default_do_not_grow_the_figures() {
        DemoCommand demo = demo("--cases", "5000");

        assertEquals(200, demo.seeding.hotTasks());
        assertEquals(200, demo.samples());
    }

    @Test
    void a_scaled_default_is_proportional_between_its_floor_and_its_full_figure() {
        ScaledDefault samples = new ScaledDefault(200, 1200, 5);

        assertEquals(100, samples.resolve(null, 600));
        assertEquals(5, samples.resolve(null, 1));
        assertEquals(7, samples.resolve(7, 1));
    }

    @Test
    void a_floor_above_the_full_figure_is_refused() {
        assertThrows(IllegalArgumentException.class, () -> new ScaledDefault(3, 50, 4));
    }

    @Test
    void the_design_reports_keep_their_hot_case_at_their_default_cases() {
        SeedOptions seeding = new SeedOptions(50, 3, 30);

        assertEquals(30, seeding.hotTasks());
    }
}
