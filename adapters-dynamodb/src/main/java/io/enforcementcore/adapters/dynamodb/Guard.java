package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Option;
import java.util.Map;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The domain meaning of one write condition: given the item as it was when the condition failed
 * (none if it did not exist), which rejection the change that wrote the condition answers. A guard
 * says nothing ({@code none}) when its condition holds on that item, so that when two changes
 * condition the same item the failing one can be told apart.
 *
 * @param changeIndex the position of the change in its set; -1 for the idempotency record, which is
 *                    checked before every change
 */
record Guard(int changeIndex, Function<Option<Map<String, AttributeValue>>, Option<Rejection>> failure,
             Rejection unexplained) {

    Option<Rejection> failureOn(Option<Map<String, AttributeValue>> oldItem) {
        return failure.apply(oldItem);
    }
}
