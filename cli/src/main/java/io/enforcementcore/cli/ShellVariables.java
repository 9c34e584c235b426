package io.enforcementcore.cli;

import io.enforcementcore.domain.port.Receipt;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The shell's variables: the fields of the last receipt. A failed line clears them, so that no later
 * line works on an entity an earlier receipt named while believing it names the one that line meant.
 */
final class ShellVariables {
    /** Any {@code ${name}}, so that a misspelt variable is refused rather than sent on as text. */
    private static final Pattern VARIABLE = Pattern.compile("\\$\\{([^}]*)}");
    private static final Set<String> NAMES = Set.of("case", "task", "deadline", "party", "evidence", "entity",
            "version");

    private final Map<String, String> values = new HashMap<>();
    private String failedLine;

    void remember(Receipt receipt) {
        values.clear();
        failedLine = null;
        String kind = Formats.kindOf(receipt.entity());
        values.put("case", receipt.caseId().value());
        values.put(kind, receipt.entity().text());
        values.put("entity", receipt.entity().text());
        values.put("version", Long.toString(receipt.version()));
    }

    void forget(String line) {
        values.clear();
        failedLine = line;
    }

    /** The line with every variable replaced; an unknown or unset one is refused, naming it and why. */
    String expand(String line) {
        Matcher variable = VARIABLE.matcher(line);
        StringBuilder result = new StringBuilder();
        while (variable.find()) {
            if (!NAMES.contains(variable.group(1))) {
                throw new IllegalArgumentException("${" + variable.group(1) + "} is no shell variable: the shell "
                        + "knows ${case}, ${task}, ${deadline}, ${party}, ${evidence}, ${entity} and ${version}");
            }
            String value = values.get(variable.group(1));
            if (value == null) {
                throw new IllegalArgumentException("${" + variable.group(1) + "} is not known: " + (failedLine != null
                        ? "the line '" + failedLine + "' failed, and a failed line leaves no receipt"
                        : "there is no receipt yet, or the last one did not carry it"));
            }
            variable.appendReplacement(result, Matcher.quoteReplacement(value));
        }
        variable.appendTail(result);
        return result.toString();
    }
}
