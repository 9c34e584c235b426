package io.enforcementcore.cli.snippets;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * One {@code ```java} block of the README or of a document under {@code docs/}, as docs/testing.md says a
 * snippet is written: import lines, then statements (run as the body of a {@code main}), or a class (run
 * when it has a {@code main}); the info string {@code compile-only} keeps it from being run, and
 * {@code excerpt-of=<path>} says the block is cut verbatim from a source file of this repository that its own
 * module compiles and runs (so it may leave out the file's imports).
 *
 * @param file the document, relative to the checkout's root
 * @param line the line of the document where the code starts (the one after the fence)
 */
record DocSnippet(String file, int line, String infoString, String code) {
    private static final Pattern TYPE_DECLARATION =
            Pattern.compile("(?m)^(?:@\\w+(?:\\([^)]*\\))?\\s+)*(?:public |final |abstract )*(?:class|record|interface|enum) \\w+");
    private static final Pattern MAIN = Pattern.compile("public static void main\\(String\\[] \\w+\\)");
    private static final String EXCERPT_OF = "excerpt-of=";
    private static final Pattern ENGINE = Pattern.compile("DynamoDb|SqsClient|SnsClient");

    /** Every java block of README.md and of docs/**{@literal /}*.md, in file order. */
    static List<DocSnippet> all(Path root) {
        List<Path> documents = new ArrayList<>(List.of(root.resolve("README.md")));
        try (Stream<Path> docs = Files.walk(root.resolve("docs"))) {
            docs.filter(path -> path.toString().endsWith(".md")).sorted().forEach(documents::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<DocSnippet> snippets = new ArrayList<>();
        for (Path document : documents) {
            snippets.addAll(in(root.relativize(document).toString().replace('\\', '/'), read(document)));
        }
        return snippets;
    }

    static List<DocSnippet> in(String file, String markdown) {
        List<DocSnippet> snippets = new ArrayList<>();
        List<String> lines = markdown.lines().toList();
        for (int at = 0; at < lines.size(); at++) {
            String fence = lines.get(at).strip();
            if (!fence.startsWith("```java")) {
                continue;
            }
            int start = at + 1;
            int end = start;
            while (end < lines.size() && !lines.get(end).strip().equals("```")) {
                end++;
            }
            snippets.add(new DocSnippet(file, start + 1, fence.substring("```java".length()).strip(),
                    String.join("\n", lines.subList(start, end)) + "\n"));
            at = end;
        }
        return snippets;
    }

    boolean compileOnly() {
        return List.of(infoString.split("\\s+")).contains("compile-only");
    }

    /** The source file, relative to the checkout's root, that this block is cut from verbatim, if it says so. */
    Optional<String> excerptOf() {
        return Stream.of(infoString.split("\\s+")).filter(word -> word.startsWith(EXCERPT_OF))
                .map(word -> word.substring(EXCERPT_OF.length())).findFirst();
    }

    /** A class (or several), as opposed to statements. */
    boolean declaresTypes() {
        return TYPE_DECLARATION.matcher(code).find();
    }

    boolean hasMain() {
        return MAIN.matcher(code).find();
    }

    /** It builds an AWS client or the DynamoDB store, so it runs against the build's engine. */
    boolean needsTheEngine() {
        return ENGINE.matcher(code).find();
    }

    String name() {
        return file + ":" + line;
    }

    private static String read(Path document) {
        try {
            return Files.readString(document, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
