package io.enforcementcore.acceptance.traceability;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.enforcementcore.adapters.dynamodb.DynamoDbStorage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class TagCoverageTest {

    @Test
    void every_command_and_access_pattern_is_the_tag_of_a_scenario_and_no_tag_names_an_unknown_id() {
        Map<String, String> features = featuresOnTheClasspath();

        assertEquals(List.of(), TagCoverage.problems(features, DesignIds.all()));
    }

    @Test
    void reports_an_id_that_no_scenario_carries() {
        Map<String, String> features = Map.of("a.feature", """
                Feature: a
                  @AP01 @C01
                  Scenario: one
                    Given something
                """);

        assertEquals(List.of("AP02 is the tag of no scenario", "C02 is the tag of no scenario"),
                TagCoverage.problems(features, List.of("AP01", "AP02", "C01", "C02")));
    }

    @Test
    void reports_tags_that_look_like_ids_but_are_none() {
        Map<String, String> features = Map.of("b.feature", """
                Feature: b
                  @AP01 @AP15 @c01 @C1 @smoke
                  Scenario: one
                    Given something
                """);

        assertEquals(List.of("b.feature:2 tags @AP15, which is no id of the design",
                        "b.feature:2 tags @c01, which is no id of the design",
                        "b.feature:2 tags @C1, which is no id of the design",
                        "C01 is the tag of no scenario"),
                TagCoverage.problems(features, List.of("AP01", "C01")));
    }

    @Test
    void a_comment_or_a_step_that_mentions_an_id_is_no_tag() {
        Map<String, String> features = Map.of("c.feature", """
                Feature: c (serves AP01)
                  # @AP01 would be here
                  @C01  # @AP01
                  Scenario: one
                    Given the reference "@AP01"
                """);

        assertEquals(List.of("AP01 is the tag of no scenario"),
                TagCoverage.problems(features, List.of("AP01", "C01")));
    }

    @Test
    void the_design_has_fifteen_commands_and_fourteen_access_patterns_the_ones_the_store_attributes_requests_to() {
        assertEquals(29, DesignIds.all().stream().distinct().count());
        Set<String> attributed = DynamoDbStorage.knownAttributions().stream()
                // the recall before a keyed command and the fleet's leases serve no caller's command or question
                .filter(id -> !id.equals("IDEMPOTENCY") && !id.equals("LEASES"))
                .collect(Collectors.toCollection(TreeSet::new));
        assertEquals(attributed, new TreeSet<>(DesignIds.all()));
    }

    private static Map<String, String> featuresOnTheClasspath() {
        URL root = TagCoverageTest.class.getClassLoader().getResource("features");
        if (root == null) {
            throw new IllegalStateException("no features/ directory on the test classpath");
        }
        try (Stream<Path> files = Files.walk(Path.of(root.toURI()))) {
            Map<String, String> features = new TreeMap<>();
            files.filter(file -> file.toString().endsWith(".feature"))
                    .forEach(file -> features.put(file.getFileName().toString(), read(file)));
            if (features.isEmpty()) {
                throw new IllegalStateException("features/ holds no feature files");
            }
            return features;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
