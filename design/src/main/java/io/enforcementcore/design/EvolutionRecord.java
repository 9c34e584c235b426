package io.enforcementcore.design;

import io.enforcementcore.adapters.dynamodb.model.SecondaryIndex;
import io.enforcementcore.adapters.dynamodb.model.TableModel;

/**
 * The ADR's section on schema evolution and replay: the upcast chain as the adapter defines it, what a
 * newer schema's item meets in this code, why index membership waits for the backfill, and how the
 * activity summary is rebuilt from the timeline.
 */
final class EvolutionRecord {
    private EvolutionRecord() {
    }

    static String render() {
        StringBuilder md = new StringBuilder("## Schema evolution and replay\n\n")
                .append("Every item carries `schemaVersion`; this code writes schema ")
                .append(TableModel.CURRENT_SCHEMA_VERSION).append(". Every decoder reads an item through one ")
                .append("upcast chain (`SchemaUpcasts`), one named step per version, so an item an older writer left ")
                .append("reads as the current model before any backfill; an item without `schemaVersion` is of ")
                .append("schema 1.\n\n");
        TableModel.schemaChanges().forEach((from, change) ->
                md.append("- ").append(from).append(" -> ").append(from + 1).append(": ").append(change).append('\n'));
        return md.append('\n')
                .append("Index membership is not read-side: an index holds an item only when it is stored with the ")
                .append("index's key attributes. A schema-1 open task or deadline lacks `").append(TableModel.indexes().stream().filter(SecondaryIndex::local)
                        .map(SecondaryIndex::sortKey).findFirst().orElseThrow())
                .append("`, so it reads whole through the base table (AP05, AP06, a task or deadline by its handle) ")
                .append("and through GSI1 (AP03, AP04), but AP09's open-work sections, which query LSI1, list it only ")
                .append("once the backfill (C14) has stored the upcast item. A schema change that adds an index key ")
                .append("is therefore complete only after its backfill; one that adds or derives an attribute is ")
                .append("complete as soon as its readers are deployed.\n\n")
                .append("The classification on STATE (schema 3) is the one step the item alone cannot complete: a ")
                .append("STATE stored before it reads as CONFIDENTIAL, failing closed (only a principal cleared for ")
                .append("every case sees the case, and commands of anyone else are refused by the STATE condition), ")
                .append("and its index entries, keyed without a classification, stay outside every range AP12 and ")
                .append("AP13 query. The migration must therefore copy the case's classification from META, which ")
                .append("never changes after C01, rather than store what the upcast reads: C14 reads META for each ")
                .append("such STATE (one GetItem), and leaves a STATE without a META as it is. Storing the upcast ")
                .append("value would hide a RESTRICTED case for good from those cleared for it.\n\n")
                .append("Deployment orders, each tested on the engine (`SchemaEvolutionTest`):\n\n")
                .append("- Reader first: the next schema's reader reads this schema's items through its new upcast ")
                .append("step.\n")
                .append("- Writer first, and rollback: this code reads items of a newer schema as they are, taking ")
                .append("the attributes it knows and ignoring the rest; a new item type has a sort-key prefix of its ")
                .append("own in the case collection, which no access pattern's prefix matches, so no reader meets ")
                .append("it (a test fails when one type's sort key has the shape of another's in the same ")
                .append("partition). An update (SET and REMOVE of named attributes) leaves what the newer writer added, and ")
                .append("its `schemaVersion`, in place; the backfill never rewrites an item of a newer schema, since ")
                .append("re-encoding it would drop what it does not know. The one whole-item rewrite is C10 (delete ")
                .append("and put, the due time being in the key): run by older code it stores the task in that ")
                .append("code's schema, so a new task attribute must be optional, or C10 held back, until the ")
                .append("rollback is over.\n")
                .append("- The in-memory store keeps domain records, not items: it has no schema to evolve, and the ")
                .append("same scenarios run on it unchanged.\n\n")
                .append("Replay: the case activity summary (`CaseActivityProjection`) is fed live by the outbox ")
                .append("relay and can be rebuilt at any time from the case timelines (AP02), which are kept for ")
                .append("good while published outbox events expire. Its result depends only on the set of facts: a ")
                .append("fact is taken once by event id, facts are folded in the timeline's order whatever order ")
                .append("they arrive in, the status is as far along the lifecycle as any fact says (facts of one ")
                .append("millisecond sort by event id), and facts that are recorded but never announced are passed ")
                .append("over, so a replay of the whole timeline sees what the relay delivered. Rebuilt from a ")
                .append("timeline shuffled, doubled, or written by schema 1 or the next schema, it equals the live ")
                .append("summary on both stores.\n\n")
                .toString();
    }
}
