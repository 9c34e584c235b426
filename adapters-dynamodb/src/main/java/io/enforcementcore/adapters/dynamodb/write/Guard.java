package io.enforcementcore.adapters.dynamodb.write;

import io.enforcementcore.adapters.dynamodb.item.SubjectItems;
import io.enforcementcore.domain.decision.Precondition;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Option;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A precondition as the condition of one operation: when that condition fails, the precondition tells
 * what it means from the item as it was (none if it did not exist). It says nothing ({@code none}) when
 * it holds on that item, so that when several preconditions condition one item the failing one is found.
 *
 * @param position the precondition's place in its change set: the first failing one is the answer
 */
public record Guard(int position, Precondition precondition) {

    public Option<Rejection> failureOn(Option<Map<String, AttributeValue>> oldItem) {
        return precondition.failureOn(SubjectItems.observed(precondition.subject(), oldItem));
    }
}
