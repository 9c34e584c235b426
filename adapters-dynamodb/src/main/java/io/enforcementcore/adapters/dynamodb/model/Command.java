package io.enforcementcore.adapters.dynamodb.model;

import io.vavr.control.Option;

/**
 * One command as the store writes it.
 *
 * @param writes               what its one transaction writes
 * @param invariant            what its conditions keep true; empty for none beyond the writes
 * @param readsFirst           the read it makes before its transaction, if any
 * @param whyRead              why no condition can replace that read
 * @param copiesCaseProvenance whether it writes new records on a case without reading its META, so an instance
 *                             that has not met the case reads META once
 */
public record Command(String id, String name, String writes, String invariant, Option<String> readsFirst,
                      Option<String> whyRead, boolean copiesCaseProvenance) {
}
