package io.enforcementcore.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;

/** docs/json.md is what the module writes today: with {@code -Dregenerate.docs=true} it is rewritten first. */
class JsonDocTest {
    private static final String DOC = "docs/json.md";

    @Test
    void the_committed_json_page_shows_what_the_module_writes() throws IOException {
        String generated = JsonDoc.render();
        Path doc = repositoryRoot().resolve(DOC);
        if (Boolean.getBoolean("regenerate.docs")) {
            Files.writeString(doc, generated, StandardCharsets.UTF_8);
        }

        String committed = Files.exists(doc) ? Files.readString(doc, StandardCharsets.UTF_8) : "";

        assertEquals(generated, committed, DOC + " differs from what the module writes; rewrite it with ./mvnw -pl "
                + "json-jackson -am test -Dtest=JsonDocTest -Dsurefire.failIfNoSpecifiedTests=false"
                + " -Dregenerate.docs=true and commit it");
    }

    private static Path repositoryRoot() {
        Path dir = Paths.get(System.getProperty("user.dir")).toAbsolutePath();
        for (Path d = dir; d != null; d = d.getParent()) {
            if (Files.isRegularFile(d.resolve("mvnw"))) {
                return d;
            }
        }
        throw new IllegalStateException("no mvnw at or above " + dir);
    }
}
