package io.enforcementcore.architecture;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The rules on the faces of the two stores and the application, held over the main and the test classes of every module: a test
 * that leans on the adapter's internals would tie them as much as production code does. The test classes
 * are not on this module's class path, so they are read from each module's build output, which the reactor
 * has compiled before this module (the modules this one does not depend on come before it in the reactor).
 * The module's own test classes are left out: they are inside it, and the helpers its test-jar gives other
 * modules (the test engine, the test stores) are not its production face.
 */
class AdapterFaceTest {
    private static final Path PROJECT = Path.of("").toAbsolutePath().getParent();

    @Test
    void outside_the_dynamodb_adapter_main_and_test_code_use_only_its_entry_points_and_model() {
        ArchitectureRules.theDynamoDbAdaptersInternalsStayInside(ArchitectureTest.ROOT)
                .check(everyModuleBut("adapters-dynamodb"));
    }

    @Test
    void outside_the_application_main_and_test_code_use_only_its_face() {
        ArchitectureRules.theApplicationsInternalsStayInside(ArchitectureTest.ROOT).check(everyModuleBut("application"));
    }

    @Test
    void outside_the_in_memory_adapter_main_and_test_code_use_only_its_entry_points() {
        ArchitectureRules.theInMemoryAdaptersInternalsStayInside(ArchitectureTest.ROOT)
                .check(everyModuleBut("adapters-inmemory"));
    }

    @Test
    void no_two_types_of_main_or_test_code_share_a_simple_name() {
        ArchitectureRules.everySimpleNameMeansOneThing(ArchitectureTest.ROOT).check(everyModuleBut(""));
    }

    /**
     * Each module's classes and test classes, but the tests of the module the rule guards; a module with tests
     * whose classes are missing fails the test.
     */
    private static JavaClasses everyModuleBut(String guarded) {
        List<Path> outputs = new ArrayList<>();
        try (Stream<Path> modules = Files.list(PROJECT)) {
            modules.filter(module -> Files.isRegularFile(module.resolve("pom.xml"))).sorted().forEach(module -> {
                for (String kind : List.of("main", "test")) {
                    boolean inside = module.getFileName().toString().equals(guarded) && kind.equals("test");
                    if (!inside && Files.isDirectory(module.resolve("src").resolve(kind).resolve("java"))) {
                        Path classes = module.resolve("target").resolve(kind.equals("main") ? "classes" : "test-classes");
                        assertTrue(Files.isDirectory(classes), () -> classes + " is missing: build "
                                + module.getFileName() + " first (with -am, or the whole reactor)");
                        outputs.add(classes);
                    }
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new ClassFileImporter().importPaths(outputs);
    }
}
