package io.enforcementcore.adapters.dynamodb.model;

/**
 * One key an entity carries, as the key grammar documents it: its primary key ({@code index} is
 * {@code table}) or one of its index keys.
 *
 * @param entity       the entity's {@code entityType}
 * @param pk           the partition key's template, e.g. {@code CASE#<caseId>}
 * @param sk           the sort key's template
 * @param presentWhile when an index key is written (sparse indexes); {@code always} for the primary key
 * @param serves       the access patterns and commands the key serves
 * @param pkExample    the partition key filled with the grammar's example values
 * @param skExample    the sort key filled with the grammar's example values
 */
public record KeyForm(String entity, String index, String pk, String sk, String presentWhile, String serves,
                      String pkExample, String skExample) {
}
