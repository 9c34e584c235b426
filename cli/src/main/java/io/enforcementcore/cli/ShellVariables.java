package io.enforcementcore.cli;

import io.enforcementcore.domain.port.Receipt;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The shell's variables: the fields of the last receipt. A failed line clears them, so that no later
 * line works on an entity an earlier receipt named while believing it names the one that line meant.
 */
final class ShellVariables {
    private static final Pattern VARIABLE =
            Pattern.compile("\\$\\{(case|task|deadline|party|evidence|entity|version)}");

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

    /** The line with every variable replaced; an unknown one is refused, naming why it is unknown. */
    String expand(String line) {
        Matcher variable = VARIABLE.matcher(line);
        StringBuilder result = new StringBuilder();
        while (variable.find()) {
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
