package io.enforcementcore.acceptance.traceability;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Checks that the scenarios trace to the design: every known id is the tag of at least one scenario,
 * and every tag that looks like an id ({@code @AP..}, {@code @C..}, any case) is a known id.
 */
public final class TagCoverage {
    private static final Pattern TAG = Pattern.compile("@(\\S+)");
    private static final Pattern LOOKS_LIKE_AN_ID = Pattern.compile("(?i)(ap|c)\\d+");

    private TagCoverage() {
    }

    /**
     * @param features feature text by the name it is reported under
     * @param knownIds the ids that must be covered, exactly as they are to be written
     * @return one sentence per problem; empty when the scenarios cover the design exactly
     */
    public static List<String> problems(Map<String, String> features, List<String> knownIds) {
        Set<String> covered = new HashSet<>();
        List<String> problems = new ArrayList<>();
        features.forEach((name, text) -> {
            String[] lines = text.split("\\R");
            for (int i = 0; i < lines.length; i++) {
                String line = lines[i].strip();
                if (!line.startsWith("@")) {
                    continue;
                }
                Matcher tags = TAG.matcher(line.replaceFirst("\\s+#.*$", ""));
                while (tags.find()) {
                    String tag = tags.group(1);
                    if (knownIds.contains(tag)) {
                        covered.add(tag);
                    } else if (LOOKS_LIKE_AN_ID.matcher(tag).matches()) {
                        problems.add(name + ":" + (i + 1) + " tags @" + tag + ", which is no id of the design");
                    }
                }
            }
        });
        for (String id : knownIds) {
            if (!covered.contains(id)) {
                problems.add(id + " is the tag of no scenario");
            }
        }
        return problems;
    }
}
