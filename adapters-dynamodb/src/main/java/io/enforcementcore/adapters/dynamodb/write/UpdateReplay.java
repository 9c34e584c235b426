package io.enforcementcore.adapters.dynamodb.write;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Update;

/**
 * Applies an Update request, as the planner builds it, to a stored item: the item DynamoDB would hold
 * afterwards, what a write is priced by when the item it finds is known (its capacity and the hot-partition
 * simulation's). It knows exactly the forms the planner writes ({@code #a = :v}, {@code #a = #a + :v},
 * {@code #a = if_not_exists(#a, :v)}, {@code REMOVE #a, #b}, {@code ADD #a :v, #b :w} on numbers, in that
 * order) and refuses any other, so a new form
 * fails loudly instead of pricing a wrong item.
 */
final class UpdateReplay {
    private static final Pattern ASSIGN = Pattern.compile("(#\\w+) = (:\\w+)");
    private static final Pattern ADD = Pattern.compile("(#\\w+) = (#\\w+) \\+ (:\\w+)");
    private static final Pattern IF_ABSENT = Pattern.compile("(#\\w+) = if_not_exists\\((#\\w+), (:\\w+)\\)");
    private static final String SET = "SET ";
    private static final String REMOVE = "REMOVE ";
    private static final String ADD_CLAUSE = "ADD ";
    private static final Pattern ADDITION = Pattern.compile("(#\\w+) (:\\w+)");

    private UpdateReplay() {
    }

    static Map<String, AttributeValue> apply(Map<String, AttributeValue> stored, Update update) {
        Map<String, AttributeValue> item = new LinkedHashMap<>(stored);
        String whole = update.updateExpression().trim();
        int add = whole.indexOf(ADD_CLAUSE);
        String expression = add < 0 ? whole : whole.substring(0, add).trim();
        int remove = expression.indexOf(REMOVE);
        String sets = (remove < 0 ? expression : expression.substring(0, remove)).trim();
        if (!sets.isEmpty()) {
            if (!sets.startsWith(SET)) {
                throw unsupported(expression);
            }
            // assignments start with a name; the comma inside if_not_exists(#a, :v) is followed by a value
            for (String assignment : sets.substring(SET.length()).split(",\\s*(?=#)")) {
                set(item, assignment.trim(), update, expression);
            }
        }
        if (remove >= 0) {
            for (String name : expression.substring(remove + REMOVE.length()).split(",")) {
                item.remove(name(update, name.trim(), expression));
            }
        }
        if (add >= 0) {
            for (String addition : whole.substring(add + ADD_CLAUSE.length()).split(",")) {
                add(item, addition.trim(), update, whole);
            }
        }
        return Map.copyOf(item);
    }

    private static void set(Map<String, AttributeValue> item, String assignment, Update update, String expression) {
        Matcher m;
        if ((m = ADD.matcher(assignment)).matches() && m.group(1).equals(m.group(2))) {
            String attribute = name(update, m.group(1), expression);
            if (item.get(attribute) == null) {
                throw new IllegalArgumentException("cannot replay the update '" + expression + "' on an item without "
                        + attribute + ", as DynamoDB could not apply it");
            }
            BigDecimal current = new BigDecimal(item.get(attribute).n());
            BigDecimal step = new BigDecimal(value(update, m.group(3), expression).n());
            item.put(attribute, AttributeValue.fromN(current.add(step).toPlainString()));
        } else if ((m = IF_ABSENT.matcher(assignment)).matches() && m.group(1).equals(m.group(2))) {
            item.putIfAbsent(name(update, m.group(1), expression), value(update, m.group(3), expression));
        } else if ((m = ASSIGN.matcher(assignment)).matches()) {
            item.put(name(update, m.group(1), expression), value(update, m.group(2), expression));
        } else {
            throw unsupported(expression);
        }
    }

    /** An ADD to a missing attribute starts it at zero, as DynamoDB does. */
    private static void add(Map<String, AttributeValue> item, String addition, Update update, String expression) {
        Matcher m = ADDITION.matcher(addition);
        if (!m.matches()) {
            throw unsupported(expression);
        }
        String attribute = name(update, m.group(1), expression);
        AttributeValue current = item.get(attribute);
        BigDecimal before = current == null ? BigDecimal.ZERO : new BigDecimal(current.n());
        AttributeValue step = value(update, m.group(2), expression);
        if (step.n() == null || current != null && current.n() == null) {
            throw unsupported(expression);
        }
        item.put(attribute, AttributeValue.fromN(before.add(new BigDecimal(step.n())).toPlainString()));
    }

    private static String name(Update update, String placeholder, String expression) {
        String name = update.expressionAttributeNames().get(placeholder);
        if (name == null) {
            throw unsupported(expression);
        }
        return name;
    }

    private static AttributeValue value(Update update, String placeholder, String expression) {
        AttributeValue value = update.expressionAttributeValues().get(placeholder);
        if (value == null) {
            throw unsupported(expression);
        }
        return value;
    }

    private static IllegalArgumentException unsupported(String expression) {
        return new IllegalArgumentException("cannot replay the update '" + expression
                + "'; teach UpdateReplay its form");
    }
}
