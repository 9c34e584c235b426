package io.enforcementcore.adapters.dynamodb.item;

import io.enforcementcore.domain.model.CaseCounts;
import io.vavr.control.Option;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The case's counts as STATE attributes. Commands move them with ADD, which creates a missing attribute,
 * so a number on STATE proves nothing by itself: only {@value #KEPT}, put by C01 with every count at zero
 * and never written by anything else, says the numbers were kept since the case was opened. Without it the
 * counts are unknown, whatever numbers ADD has left.
 */
public final class CaseCountAttributes {
    public static final String KEPT = "countsKept";
    public static final String OPEN_TASKS = "openTaskCount";
    public static final String OPEN_DEADLINES = "openDeadlineCount";
    public static final String PARTIES = "partyCount";
    public static final String EVIDENCE = "evidenceCount";

    private CaseCountAttributes() {
    }

    /** Every attribute of kept counts, the marker first; nothing for unknown counts. */
    static Map<String, AttributeValue> of(Option<CaseCounts> counts) {
        Map<String, AttributeValue> attributes = new LinkedHashMap<>();
        counts.forEach(kept -> {
            attributes.put(KEPT, AttributeValue.fromBool(true));
            attributes.putAll(numbers(kept.openTasks(), kept.openDeadlines(), kept.parties(), kept.evidence()));
        });
        return attributes;
    }

    /** The count attributes a delta moves, by how much; counts it leaves alone are not named. */
    public static Map<String, Long> moves(CaseCounts.Delta delta) {
        Map<String, Long> moves = new LinkedHashMap<>();
        numbers(delta.openTasks(), delta.openDeadlines(), delta.parties(), delta.evidence())
                .forEach((name, value) -> {
                    long step = Long.parseLong(value.n());
                    if (step != 0) {
                        moves.put(name, step);
                    }
                });
        return moves;
    }

    static Option<CaseCounts> read(ItemReader item, Map<String, AttributeValue> attributes) {
        AttributeValue kept = attributes.get(KEPT);
        if (kept == null || !Boolean.TRUE.equals(kept.bool())) {
            return Option.none();
        }
        return Option.some(new CaseCounts(item.intN(OPEN_TASKS), item.intN(OPEN_DEADLINES), item.intN(PARTIES),
                item.intN(EVIDENCE)));
    }

    private static Map<String, AttributeValue> numbers(int openTasks, int openDeadlines, int parties, int evidence) {
        Map<String, AttributeValue> numbers = new LinkedHashMap<>();
        numbers.put(OPEN_TASKS, AttributeValue.fromN(Integer.toString(openTasks)));
        numbers.put(OPEN_DEADLINES, AttributeValue.fromN(Integer.toString(openDeadlines)));
        numbers.put(PARTIES, AttributeValue.fromN(Integer.toString(parties)));
        numbers.put(EVIDENCE, AttributeValue.fromN(Integer.toString(evidence)));
        return numbers;
    }
}
