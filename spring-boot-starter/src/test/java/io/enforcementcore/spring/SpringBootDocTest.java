package io.enforcementcore.spring;

import static org.assertj.core.api.Assertions.assertThat;

import io.enforcementcore.spring.PropertiesMetadata.Described;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * docs/spring-boot.md shows the properties as the build's configuration metadata describes them, and the sample
 * service's code as it is compiled and run by {@code CaseDeskApplicationTest}: its generated sections cannot drift.
 * With {@code -Dregenerate.docs=true} they are rewritten first (then commit the file).
 */
class SpringBootDocTest {
    private static final Path DOC = Path.of("..", "docs", "spring-boot.md");
    private static final Path SAMPLE = Path.of("src", "test", "java", "io", "enforcementcore", "spring", "sample",
            "CaseDesk.java");

    @Test
    void the_doc_shows_every_property_and_the_sample_service_as_they_are() throws IOException {
        String doc = Files.readString(DOC, StandardCharsets.UTF_8);
        String now = section(section(doc, "properties", propertiesTable()), "sample", sampleService());
        if (Boolean.getBoolean("regenerate.docs")) {
            Files.writeString(DOC, now, StandardCharsets.UTF_8);
            doc = now;
        }
        assertThat(doc).as("docs/spring-boot.md is stale: rerun this test with -Dregenerate.docs=true and commit it")
                .isEqualTo(now);
    }

    static String propertiesTable() {
        return "| property | default | what it sets |\n|---|---|---|\n" + PropertiesMetadata.described().stream()
                .sorted(Comparator.comparing(Described::name))
                .map(property -> "| `" + property.name() + "` | " + property.defaultValue().map(v -> "`" + v + "`")
                        .orElse("") + " | " + property.description().replace("|", "\\|") + " |")
                .collect(Collectors.joining("\n")) + "\n";
    }

    static String sampleService() throws IOException {
        String source = Files.readString(SAMPLE, StandardCharsets.UTF_8);
        String begin = "// docs/spring-boot.md: begin\n";
        String shown = source.substring(source.indexOf(begin) + begin.length(),
                source.indexOf("// docs/spring-boot.md: end\n"));
        return "```java excerpt-of=spring-boot-starter/" + SAMPLE.toString().replace('\\', '/') + "\n" + shown
                + "```\n";
    }

    /** {@code doc} with the text between {@code <!-- name: begin -->} and {@code <!-- name: end -->} replaced. */
    private static String section(String doc, String name, String body) {
        String begin = "<!-- " + name + ": begin -->\n";
        String end = "<!-- " + name + ": end -->";
        int from = doc.indexOf(begin);
        int to = doc.indexOf(end);
        assertThat(from).as("docs/spring-boot.md must hold " + begin.strip() + " ... " + end).isNotNegative();
        assertThat(to).as("docs/spring-boot.md must hold " + end).isGreaterThan(from);
        return doc.substring(0, from + begin.length()) + body + doc.substring(to);
    }
}
