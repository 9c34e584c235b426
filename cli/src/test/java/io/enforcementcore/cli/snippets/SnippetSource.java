package io.enforcementcore.cli.snippets;

import java.net.URI;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;

/**
 * A snippet as a Java source file of a package of its own ({@code snippets.s<n>}), so that all of them compile in
 * one pass without their names meeting: statements become the body of {@code Snippet.main}, after the snippet's
 * imports; a class is taken as written. Knows which line of the document each line of the source came from.
 */
final class SnippetSource extends SimpleJavaFileObject {
    private static final Pattern PUBLIC_TYPE =
            Pattern.compile("(?m)^public (?:final |abstract )*(?:class|record|interface|enum) (\\w+)");

    private final DocSnippet snippet;
    private final String packageName;
    private final String source;
    private final int imports;

    private SnippetSource(DocSnippet snippet, String packageName, String typeName, String source, int imports) {
        super(URI.create("string:///" + packageName.replace('.', '/') + "/" + typeName + Kind.SOURCE.extension),
                Kind.SOURCE);
        this.snippet = snippet;
        this.packageName = packageName;
        this.source = source;
        this.imports = imports;
    }

    static SnippetSource of(DocSnippet snippet, int number) {
        String packageName = "snippets.s" + number;
        String header = "package " + packageName + ";\n";
        if (snippet.declaresTypes()) {
            Matcher publicType = PUBLIC_TYPE.matcher(snippet.code());
            String typeName = publicType.find() ? publicType.group(1) : "Snippet";
            return new SnippetSource(snippet, packageName, typeName, header + snippet.code(), -1);
        }
        List<String> lines = snippet.code().lines().toList();
        int imports = 0;
        while (imports < lines.size() && (lines.get(imports).startsWith("import ") || lines.get(imports).isBlank())) {
            imports++;
        }
        String source = header + String.join("\n", lines.subList(0, imports)) + (imports > 0 ? "\n" : "")
                + "public final class Snippet {\n"
                + "    public static void main(String[] args) throws Exception {\n"
                + String.join("\n", lines.subList(imports, lines.size())) + "\n"
                + "    }\n"
                + "}\n";
        return new SnippetSource(snippet, packageName, "Snippet", source, imports);
    }

    DocSnippet snippet() {
        return snippet;
    }

    String packageName() {
        return packageName;
    }

    /** The document's line for line {@code sourceLine} (1-based) of this source. */
    int documentLine(long sourceLine) {
        long inSnippet = imports < 0 || sourceLine <= imports + 1 ? sourceLine - 2 : sourceLine - 4;
        return snippet.line() + (int) Math.max(0, inSnippet);
    }

    @Override
    public CharSequence getCharContent(boolean ignoreEncodingErrors) {
        return source;
    }

    /** Whether a compiled class file is of this source's package. */
    boolean owns(JavaFileObject file) {
        return file.getName().contains("/" + packageName.replace('.', '/') + "/");
    }
}
