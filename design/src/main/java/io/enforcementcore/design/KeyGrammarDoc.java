package io.enforcementcore.design;

import io.enforcementcore.adapters.dynamodb.model.KeyForm;
import io.enforcementcore.adapters.dynamodb.model.SecondaryIndex;
import io.enforcementcore.adapters.dynamodb.model.TableModel;
import io.enforcementcore.domain.model.Timestamps;

/** {@code docs/key-grammar.md}: the key grammar and the indexes of the adapter's table model, as Markdown. */
final class KeyGrammarDoc {

    private KeyGrammarDoc() {
    }

    /** The Markdown of {@code docs/key-grammar.md}. */
    static String render() {
        StringBuilder md = new StringBuilder();
        md.append("# Key grammar\n\n")
                .append("<!-- Generated from KeyGrammarCatalog in adapters-dynamodb; do not edit by hand.\n")
                .append("     Rewrite with: ./mvnw -pl design test -Dtest=KeyGrammarDocTest")
                .append(" -Dregenerate.docs=true -->\n\n")
                .append("One table, `PK`/`SK` strings. Timestamps are UTC with milliseconds, always ")
                .append(Timestamps.WIDTH).append(" characters; risk scores are zero-padded to 3 digits and outbox ")
                .append("shards to 2. Ids never contain `#`. Index key attributes are written only while the ")
                .append("condition holds (sparse indexes) and REMOVEd when it stops holding. The case lists (AP12, ")
                .append("AP13) lead their sort key with the case's classification, so that a reader reads only the ")
                .append("ranges of the classifications within their clearance, one Query each, and merges them: a ")
                .append("case above the clearance is never read and no filter is needed. The classification is in ")
                .append("the sort key, not the partition key, because it never changes while C02 moves a case to ")
                .append("another status partition without reading it. STATE carries the classification too, for ")
                .append("the condition that refuses every command on a case above the actor's clearance as not ")
                .append("found. An open task's queue key (AP03) and an open deadline's (AP04) lead with their ")
                .append("case's classification the same way, an optional due window narrowing each range: C04 and ")
                .append("C07 read META already, for the title snapshot, so the task or deadline carries the ")
                .append("classification, and the transaction checks it against STATE's, so a wrong one is never ")
                .append("written. Beside its keys, every item carries `tenantId`, `ownerOrgId`, `classification`, ")
                .append("`createdAt`, `createdBy`, `updatedAt` and `updatedBy` (the ADR's invariants say how they ")
                .append("are stamped); none of them is a key.\n\n")
                .append("| entity (`entityType`) | PK | SK | serves | example |\n")
                .append("|---|---|---|---|---|\n");
        for (KeyForm e : TableModel.keyGrammar()) {
            if (e.index().equals(TableModel.BASE_TABLE)) {
                md.append("| ").append(e.entity())
                        .append(" | `").append(e.pk()).append('`')
                        .append(" | `").append(e.sk()).append('`')
                        .append(" | ").append(e.serves())
                        .append(" | `").append(e.pkExample()).append("` / `")
                        .append(e.skExample()).append("` |\n");
            }
        }
        md.append("\n## Index keys\n\n")
                .append("| entity | index | partition key | sort key | present while | serves | example |\n")
                .append("|---|---|---|---|---|---|---|\n");
        for (KeyForm i : TableModel.keyGrammar()) {
            if (!i.index().equals(TableModel.BASE_TABLE)) {
                md.append("| ").append(i.entity())
                        .append(" | ").append(i.index())
                        .append(" | `").append(i.pk()).append('`')
                        .append(" | `").append(i.sk()).append('`')
                        .append(" | ").append(i.presentWhile())
                        .append(" | ").append(i.serves())
                        .append(" | `").append(i.pkExample()).append("` / `")
                        .append(i.skExample()).append("` |\n");
            }
        }
        md.append("\n## Indexes\n\n");
        for (SecondaryIndex index : TableModel.indexes()) {
            md.append("- **").append(index.name()).append("** (`").append(index.partitionKey()).append("` / `")
                    .append(index.sortKey()).append("`, ").append(index.projection())
                    .append("): ")
                    .append(index.purpose()).append('\n');
        }
        md.append("\nKey attribute limits (UTF-8 bytes), checked before any request: partition keys ")
                .append(TableModel.PARTITION_KEY_MAX_BYTES).append(", sort keys ")
                .append(TableModel.SORT_KEY_MAX_BYTES).append(".\n");
        return md.toString();
    }
}
