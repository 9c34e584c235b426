package io.enforcementcore.design.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** The operations guide's table of the ops template's resources names each of them, with its type, and no other. */
class OpsGuideResourcesTest {

    @Test
    void the_guide_lists_every_resource_of_the_committed_template_with_its_type() throws IOException {
        assertEquals(resourcesOfTheTemplate(), resourcesInTheGuide());
    }

    @SuppressWarnings("unchecked")
    private static Map<String, String> resourcesOfTheTemplate() {
        Map<String, String> types = new TreeMap<>();
        ((Map<String, Object>) OpsTemplateTableTest.committedTemplate().get("Resources")).forEach((id, resource) ->
                types.put(id, (String) ((Map<String, Object>) resource).get("Type")));
        return types;
    }

    private static Map<String, String> resourcesInTheGuide() throws IOException {
        String guide = Files.readString(CfnLint.checkoutRoot().resolve("docs/guide/operations.md"),
                StandardCharsets.UTF_8);
        String section = guide.substring(guide.indexOf("## The ops template"));
        section = section.substring(section.indexOf("| logical id |"), section.indexOf("\n\n", section.indexOf("| logical id |")));
        Map<String, String> types = new TreeMap<>();
        section.lines().skip(2).forEach(row -> {
            String[] cells = row.split("\\|");
            String type = cells[2].trim().replace("`", "");
            Arrays.stream(cells[1].split(",")).map(id -> id.trim().replace("`", "")).forEach(id -> types.put(id, type));
        });
        return types;
    }
}
