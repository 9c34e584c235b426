package io.enforcementcore.cli.snippets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.enforcementcore.adapters.dynamodb.engine.DynamoDbTestEngine;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;

/**
 * Every Java snippet of the README and of docs/ compiles against the library's modules, as a reader would paste
 * it, and runs: on the in-memory store, or, where it builds an AWS client or the DynamoDB store, against the
 * build's engine, which the SDK finds through the {@code aws.*} system properties a service's host would set.
 */
class DocSnippetsTest {
    private static final Path ROOT = Path.of("..");
    /** The table the docs name; each snippet that needs the engine starts without it. */
    private static final String TABLE = "EnforcementCore";

    @TempDir
    static Path classes;

    private static Map<SnippetSource, List<String>> compiled;

    @Test
    void the_readme_and_the_guide_hold_snippets_for_this_test_to_check() {
        List<DocSnippet> snippets = DocSnippet.all(ROOT);

        assertTrue(snippets.stream().filter(s -> s.file().equals("README.md")).count() >= 2, snippets::toString);
        assertTrue(snippets.stream().anyMatch(s -> s.file().startsWith("docs/guide/")), snippets::toString);
        assertTrue(snippets.stream().noneMatch(s -> s.declaresTypes() && !s.hasMain() && !s.compileOnly()
                        && s.excerptOf().isEmpty()),
                "a class without main must say compile-only: " + snippets);
    }

    @TestFactory
    Stream<DynamicTest> every_java_snippet_compiles_and_runs() {
        List<DocSnippet> all = DocSnippet.all(ROOT);
        List<DocSnippet> snippets = all.stream().filter(snippet -> snippet.excerptOf().isEmpty()).toList();
        Stream<DynamicTest> excerpts = all.stream().filter(snippet -> snippet.excerptOf().isPresent())
                .map(snippet -> DynamicTest.dynamicTest(snippet.name() + " is cut from "
                        + snippet.excerptOf().get(), () -> checkExcerpt(snippet)));
        List<SnippetSource> sources = IntStream.range(0, snippets.size())
                .mapToObj(i -> SnippetSource.of(snippets.get(i), i + 1)).toList();
        compiled = compile(sources);
        List<SnippetSource> clean = sources.stream().filter(source -> compiled.get(source).isEmpty()).toList();
        if (clean.size() < sources.size()) {
            compile(clean); // javac writes no class at all when any source fails: the others must still run
        }
        return Stream.concat(sources.stream().map(source -> DynamicTest.dynamicTest(source.snippet().name()
                + (source.snippet().compileOnly() ? " compiles" : " compiles and runs"), () -> check(source))),
                excerpts);
    }

    /** An excerpt is compiled and run where its source lives; here it must still be that source's text. */
    private static void checkExcerpt(DocSnippet snippet) throws IOException {
        Path source = ROOT.resolve(snippet.excerptOf().get());
        assertTrue(Files.isRegularFile(source), snippet.name() + " names a source that does not exist: " + source);
        assertTrue(Files.readString(source).contains(snippet.code()),
                snippet.name() + " is no longer the text of " + snippet.excerptOf().get());
    }

    private static void check(SnippetSource source) throws Exception {
        assertEquals(List.of(), compiled.get(source), source.snippet().name() + " does not compile");
        if (source.snippet().compileOnly()) {
            return;
        }
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
                DocSnippetsTest.class.getClassLoader())) {
            Method main = mainOf(source, loader).orElseThrow(() -> new AssertionError(source.snippet().name()
                    + " is a class without main: give it one, or mark it compile-only and say why"));
            run(source.snippet(), main);
        }
    }

    private static Map<SnippetSource, List<String>> compile(List<SnippetSource> sources) {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, Locale.ROOT, null)) {
            javac.getTask(null, files, diagnostics, List.of("--release", "17", "-proc:none", "-classpath", classPath,
                    "-d", classes.toString()), null, sources).call();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Map<SnippetSource, List<String>> errors = new HashMap<>();
        sources.forEach(source -> errors.put(source, new ArrayList<>()));
        for (Diagnostic<? extends JavaFileObject> diagnostic : diagnostics.getDiagnostics()) {
            if (diagnostic.getKind() == Diagnostic.Kind.ERROR && diagnostic.getSource() instanceof SnippetSource s) {
                errors.get(s).add(s.snippet().file() + ":" + s.documentLine(diagnostic.getLineNumber()) + ": "
                        + diagnostic.getMessage(Locale.ROOT));
            }
        }
        return errors;
    }

    private static Optional<Method> mainOf(SnippetSource source, ClassLoader loader) throws IOException {
        Path directory = classes.resolve(source.packageName().replace('.', File.separatorChar));
        List<String> names;
        try (Stream<Path> files = Files.list(directory)) {
            names = files.map(path -> path.getFileName().toString()).filter(name -> name.endsWith(".class"))
                    .map(name -> source.packageName() + "." + name.substring(0, name.length() - ".class".length()))
                    .sorted().toList();
        }
        for (String name : names) {
            try {
                Method main = Class.forName(name, false, loader).getDeclaredMethod("main", String[].class);
                if (Modifier.isStatic(main.getModifiers()) && Modifier.isPublic(main.getModifiers())) {
                    return Optional.of(main);
                }
            } catch (ClassNotFoundException | NoSuchMethodException notThisOne) {
                // a nested or helper class: the next one may hold main
            }
        }
        return Optional.empty();
    }

    /** Runs {@code main}; a snippet that needs the engine finds it as a service finds DynamoDB, by configuration. */
    private static void run(DocSnippet snippet, Method main) throws Exception {
        Map<String, String> engine = snippet.needsTheEngine() ? onTheEngine() : Map.of();
        Map<String, String> before = new HashMap<>();
        engine.forEach((key, value) -> before.put(key, System.setProperty(key, value)));
        try {
            main.invoke(null, (Object) new String[0]);
        } catch (InvocationTargetException thrown) {
            fail(snippet.name() + " threw " + thrown.getCause(), thrown.getCause());
        } finally {
            before.forEach((key, value) -> {
                if (value == null) {
                    System.clearProperty(key);
                } else {
                    System.setProperty(key, value);
                }
            });
        }
    }

    /** The engine's endpoint and test credentials, with the docs' table not there yet. */
    private static Map<String, String> onTheEngine() {
        String endpoint = DynamoDbTestEngine.endpoint().toString();
        try (DynamoDbClient client = DynamoDbClient.builder().endpointOverride(DynamoDbTestEngine.endpoint())
                .region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("docs", "docs")))
                .build()) {
            client.deleteTable(delete -> delete.tableName(TABLE));
        } catch (ResourceNotFoundException absent) {
            // a fresh engine has no table yet
        }
        return Map.of("aws.endpointUrl", endpoint, "aws.region", "us-east-1", "aws.accessKeyId", "docs",
                "aws.secretAccessKey", "docs");
    }
}
