package io.enforcementcore.design;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * A document under {@code docs/} that code generates: the committed file must equal what the code
 * generates now. With {@code -Dregenerate.docs=true} the file is rewritten first (then commit it).
 */
final class GeneratedDoc {
    private GeneratedDoc() {
    }

    static void assertCommitted(String relativePath, String generated, String testClass) {
        Path doc = repositoryRoot().resolve(relativePath);
        try {
            if (Boolean.getBoolean("regenerate.docs")) {
                Files.createDirectories(doc.getParent());
                Files.writeString(doc, generated, StandardCharsets.UTF_8);
            }
            String committed = Files.exists(doc) ? Files.readString(doc, StandardCharsets.UTF_8) : "";
            assertEquals(generated, committed, relativePath + " differs from what the code generates; rewrite it "
                    + "with ./mvnw -pl design test -Dtest=" + testClass
                    + " -Dregenerate.docs=true and commit it");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
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
