package io.enforcementcore.adapters.dynamodb;

import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The {@code #name} and {@code :value} placeholders an expression uses. */
final class ExpressionTokens {
    private static final Pattern NAME = Pattern.compile("#[A-Za-z0-9_]+");
    private static final Pattern VALUE = Pattern.compile(":[A-Za-z0-9_]+");

    private ExpressionTokens() {
    }

    static Set<String> names(String... expressions) {
        return tokens(NAME, expressions);
    }

    static Set<String> values(String... expressions) {
        return tokens(VALUE, expressions);
    }

    private static Set<String> tokens(Pattern pattern, String... expressions) {
        Set<String> found = new TreeSet<>();
        for (String expression : expressions) {
            if (expression != null) {
                Matcher m = pattern.matcher(expression);
                while (m.find()) {
                    found.add(m.group());
                }
            }
        }
        return found;
    }
}
