package io.enforcementcore.adapters.dynamodb.model;

import io.vavr.control.Option;

/**
 * What one operation of a planned transaction does to one item of the table: the item it finds and the
 * one it leaves, either of which may be none (a Put of a new item, a Delete). A ConditionCheck leaves the
 * item it finds.
 *
 * @param operation {@code Put}, {@code Update}, {@code Delete} or {@code ConditionCheck}
 */
public record ItemChange(String operation, String pk, String sk, Option<StoredItem> before, Option<StoredItem> after) {
}
