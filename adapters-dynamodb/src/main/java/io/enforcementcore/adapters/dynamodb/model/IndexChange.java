package io.enforcementcore.adapters.dynamodb.model;

import io.enforcementcore.metering.ItemWrite.Effect;
import io.vavr.control.Option;

/**
 * What one item's change does to its entry in one secondary index, by the rule the store's own write
 * reports use: the partition the entry leaves and the one it lands in, and its size before and after (the
 * whole item's, an upper bound of the entry's).
 *
 * @param left   none when the entry is ADDED
 * @param landed none when the entry is REMOVED
 */
public record IndexChange(SecondaryIndex index, Effect effect, Option<String> left, Option<String> landed,
                          long bytesBefore, long bytesAfter) {
}
