package io.enforcementcore.design;

import io.enforcementcore.adapters.dynamodb.model.TableModel;
import io.enforcementcore.domain.commit.CommitId;

/**
 * The ADR's section on answering a commit exactly once: why the ClientRequestToken is not enough, what
 * the commit marks add, and what they cost, the sizes read from the adapter's code.
 */
final class ExactlyOnceRecord {
    private ExactlyOnceRecord() {
    }

    static String render() {
        return new StringBuilder("## Exactly once without trusting the request token\n\n")
                .append("A transaction whose answer is lost (DynamoDB applied it, the client saw a timeout or a ")
                .append("server error) is sent again. DynamoDB's ClientRequestToken answers that retry as a success, ")
                .append("but only for an identical request, only for ten minutes, and only on DynamoDB itself: a ")
                .append("retry after that window, a redelivered message or a caller that sends the change set again ")
                .append("meets its own writes and is cancelled by its own conditions, and a caller was told ")
                .append("`StaleVersion`, `InvalidInput` or `TaskNotOpen` for a write that had landed.\n\n")
                .append("Decision: every commit recognises itself.\n\n")
                .append("- A change set is named by its content: the `CommitId` is its form's version (`")
                .append(CommitId.VERSION).append("`) and ").append(CommitId.BITS).append(" bits of the SHA-256 of ")
                .append("the change set, ").append(CommitId.LENGTH).append(" characters in all. Each command's change ")
                .append("set carries ids minted for it (its fact's event id), so two commands never share one, and ")
                .append("the same change set sent again always has the same one. The digest walks the change set ")
                .append("part by part; a kind that shares its place with others (a change, a precondition, an event ")
                .append("payload, a status) is fed by a name fixed for it in `CommitNames`, and no class's own name ")
                .append("is fed, so renaming or moving a class changes no id. The two forms before carried no ")
                .append("version and fed class names (as 8-byte fingerprints, and before that in full); their ids ")
                .append("are still recognised: a cancelled commit whose own id is on none of its items also works ")
                .append("out the ids those releases gave it, from the class names frozen as they were and its typed ")
                .append("values as the plain ones those releases held, and looks for them. A later form takes the ")
                .append("next version.\n")
                .append("- Every item a transaction puts or updates carries it (`").append(TableModel.COMMIT_ID_ATTRIBUTE)
                .append("`), and the transaction's new facts and outbox events are put only if absent. A replay of a ")
                .append("commit that landed is therefore always cancelled by at least its fact's condition, and the ")
                .append("`ALL_OLD` items the cancellation already returns carry the commit's own id: the adapter ")
                .append("answers the original result, reports the item writes once, and writes nothing. Facts are ")
                .append("never rewritten, so this holds whatever other writers changed since, and for as long as ")
                .append("the fact is kept; an item a later commit rewrote carries the later id.\n")
                .append("- Beyond the token, this covers a retry after ten minutes, a change set sent again by the ")
                .append("caller or by a redelivered message, an engine that ignores the token (the test engine), and ")
                .append("the SDK's own retries as much as the adapter's. A different change set with the same intent ")
                .append("(a command planned again) is not a replay and is refused as before; a command that must be ")
                .append("safe to repeat as a whole carries an idempotency key. The in-memory store answers the same ")
                .append("way; its marks never leave the process, so it marks a set that records a fact by that fact ")
                .append("and the set's hash code instead of a digest (a set with no fact by its id), and since a ")
                .append("fact is never rewritten there either (a second put of it fails the commit), it looks at its ")
                .append("facts' items alone to tell a replay.\n")
                .append("- Cost: ").append(TableModel.COMMIT_ID_BYTES).append(" bytes on every item put or updated (the ")
                .append("attribute's name and value). Write units change only for an item that the mark pushes over ")
                .append("a 1 KB boundary; when this was decided, no command's write units in ")
                .append("`docs/write-amplification.md` changed, nor did they when the version made the id 3 ")
                .append("characters longer. The ")
                .append("conditions on new facts cost nothing (a transactional write is priced by size, not by its ")
                .append("conditions), and the proof is read from the cancellation itself, with no extra read on ")
                .append("DynamoDB (one consistent GetItem per failed condition on an engine that does not return ")
                .append("`ALL_OLD` items). The migration keeps the mark, like the timestamps.\n")
                .append("- Tested on the engine, which never honours the token: a fault suite answers a tenth of the ")
                .append("requests with throttling, server errors, transaction conflicts and lost answers across ")
                .append("a mix of C01..C13, under the adapter's retries and under the SDK's, and checks every answer ")
                .append("against the table.\n\n")
                .toString();
    }
}
