package io.enforcementcore.adapters.dynamodb.table;

import io.enforcementcore.domain.catalog.CommandId;
import io.vavr.control.Option;
import java.util.List;
import java.util.stream.Stream;

/**
 * Commands C01..C14 of the design: what each one's transaction writes and which invariant its
 * conditions hold. Every write the adapter makes is attributed to one of these ids
 * ({@code ChangeSet.command()}, or C14 for the migration).
 */
public final class CommandRegistry {

    /**
     * @param writes     what one transaction of the command writes
     * @param invariant  the rule its conditions enforce, in the ADR's words; empty if it guards nothing
     * @param readsFirst the read the command makes before its transaction, if any, and why; a command
     *                   without one is a single request
     */
    public record CommandPlan(String id, String name, String writes, String invariant, Option<ReadFirst> readsFirst) {
        public CommandPlan(String id, String name, String writes, String invariant) {
            this(id, name, writes, invariant, Option.none());
        }

        CommandPlan readingFirst(String reads, String why) {
            return new CommandPlan(id, name, writes, invariant, Option.some(new ReadFirst(reads, why)));
        }
    }

    /**
     * A read before the transaction, which costs a round trip: kept only for what no condition in the
     * transaction can give, a value the writes must carry. What the read also finds out (that the case
     * exists, is the tenant's, is open, is at the version seen) the transaction checks again, so a change
     * between the read and the write is still refused with the same rejection.
     *
     * @param reads what is read, by its access pattern
     * @param why   what the transaction needs of it that a condition cannot supply
     */
    public record ReadFirst(String reads, String why) {
    }

    private static final String CASE_TITLE_SNAPSHOT = "the %s carries the case title as its snapshot (shown in the "
            + "views that list it without another read), and a transaction writes only values it is given: it cannot "
            + "copy an attribute of META into a new item. Existence, tenant and an open case are not what the read "
            + "is for: the condition on the STATE update that counts it, in the transaction, decides them";

    public static final List<CommandPlan> COMMANDS = List.of(
            new CommandPlan(CommandId.C01.id(), "open case",
                    "uniqueness sentinel (attribute_not_exists), case META, case STATE v1 (its counts at zero), "
                            + "timeline event, outbox event", "externalRef is unique per tenant: a sentinel item put with "
                            + "attribute_not_exists(PK) in the same transaction as the case"),
            new CommandPlan(CommandId.C02.id(), "transition case status",
                    "STATE update conditioned on expected version AND expected status; timeline event; outbox "
                            + "event; the status-view key (and the high-risk view's, on closing)",
                    "a status transition is a conditional update on version and current status, so a stale or "
                            + "skipped transition changes nothing"),
            new CommandPlan(CommandId.C03.id(), "link party to case",
                    "edge items in both directions; party profile if absent; the case's party count ADDed on "
                            + "STATE, conditioned on the case existing; timeline event", "an edge is written once in "
                            + "each direction, only for an existing case of the tenant, so a party is counted once"),
            new CommandPlan(CommandId.C04.id(), "create task",
                    "task (open: in the assignee view and the open-work LSI); the case's open-task count ADDed on "
                            + "STATE, conditioned on the case being open; timeline event",
                    "work is added only to an open case")
                    .readingFirst("META (AP01), one GetItem", CASE_TITLE_SNAPSHOT.formatted("task")),
            new CommandPlan(CommandId.C05.id(), "reassign task",
                    "task update moving its assignee-view key, conditioned on OPEN and version; timeline event",
                    "a task changes only while OPEN and at the version the caller saw"),
            new CommandPlan(CommandId.C06.id(), "complete task",
                    "status DONE, assignee-view and open-work keys REMOVEd (sparse index exit); the case's "
                            + "open-task count ADDed -1 on STATE, conditioned on the case existing; timeline event",
                    "a task is completed (and uncounted) once: the update requires status OPEN"),
            new CommandPlan(CommandId.C07.id(), "add deadline",
                    "deadline (open: in the tenant deadline view and the open-work LSI); the case's open-deadline "
                            + "count ADDed on STATE, conditioned on the case being open; timeline event",
                    "deadlines are added only to an open case")
                    .readingFirst("META (AP01), one GetItem", CASE_TITLE_SNAPSHOT.formatted("deadline")),
            new CommandPlan(CommandId.C08.id(), "meet / miss deadline",
                    "status MET or MISSED, view and open-work keys REMOVEd; the case's open-deadline count ADDed -1 "
                            + "on STATE, conditioned on the case existing; timeline event",
                    "a deadline is resolved (and uncounted) once: the update requires status OPEN"),
            new CommandPlan(CommandId.C09.id(), "attach evidence",
                    "evidence metadata item, sized before the write (400 KB item limit); the case's evidence count "
                            + "ADDed on STATE, conditioned on the case existing; timeline event",
                    "an item over 400 KB is refused before any request"),
            new CommandPlan(CommandId.C10.id(), "reschedule task",
                    "the due time is in the sort key: delete of the old item (OPEN, at version) and put of the new "
                            + "one; timeline event", "a move is one transaction, so the task is never lost or doubled")
                    .readingFirst("the task by its handle (AP06), one GetItem", "the due time is in the sort key, so "
                            + "the task moves: the put of the new item must carry every attribute of the old one "
                            + "(title, assignee, case-title snapshot, creation time), and a transaction "
                            + "cannot copy an item it deletes. The handle already names the old key; open and at the "
                            + "version seen are the delete's condition"),
            new CommandPlan(CommandId.C11.id(), "change risk score",
                    "STATE update at version; the high-risk view's keys follow the score (index churn); timeline "
                            + "event", "")
                    .readingFirst("STATE (AP01), one GetItem", "the timeline fact records the score it replaces, and a "
                            + "transaction returns nothing of what it changed; whether the high-risk view's keys are "
                            + "set or removed depends on the case being open, which the caller does not say. The "
                            + "version seen is the update's condition"),
            new CommandPlan(CommandId.C12.id(), "rename case",
                    "META title; STATE version step; timeline event; outbox event. Task and deadline title "
                            + "snapshots are repaired when the relay relays the rename, and by the drift sweep (also "
                            + "C12), each only where it still shows the title it was read with and still carries "
                            + "the commit id it was read with, so that a repair sent again lands once",
                    "title snapshots are display copies; META is the source of truth"),
            new CommandPlan(CommandId.C13.id(), "relay outbox (job)",
                    "per published event: published = true, its time-to-live (expiresAt) set and the pending-view "
                            + "keys REMOVEd, conditioned on the event still being pending", "the outbox event is written in the same transaction as "
                            + "the change it announces; marking it published is idempotent")
                    .readingFirst("the pending events of every shard (AP10)", "a job: it publishes what it reads, "
                            + "then marks each event published in a request of its own"),
            new CommandPlan(CommandId.C14.id(), "backfill / migrate (job)",
                    "per outdated item: an UpdateItem to the current schema, conditioned on the item being as the "
                            + "segmented, limited Scan saw it", "the only Scan; it never overwrites a live write")
                    .readingFirst("a segment of the table (Scan); for an item of a case stored without its case's "
                            + "classification or owner, the case's META (one GetItem per case and step)", "a job: it "
                            + "rewrites the outdated items it finds, each conditioned on being as it was read; such an "
                            + "item takes META's classification and owner, which never change, rather than the "
                            + "CONFIDENTIAL and unknown owner it reads as"),
            new CommandPlan(CommandId.C15.id(), "change external reference",
                    "old sentinel Delete (present); new sentinel Put with attribute_not_exists; META externalRef; "
                            + "STATE version step at version; timeline event; outbox event",
                    "externalRef stays unique per tenant: the old sentinel is released and the new one claimed "
                            + "in the transaction that updates META, so a reference is never held by two cases")
                    .readingFirst("the case's META (AP01), one GetItem", "the caller names only the new reference; "
                            + "the old one is the key of the sentinel to release, and a transaction cannot find a key "
                            + "in another item"));

    /** Not a command: the record every command with an idempotency key writes beside its changes. */
    public static final String IDEMPOTENCY_RECORD = "an idempotency record (IDEMPOTENCY#<tenantId>#<key> / RECORD) put with "
            + "attribute_not_exists (or over a record whose expiresAt has passed) in the command's own transaction, "
            + "so a retry within the window writes nothing new";

    /** Not a command: how every command that changes what a case counts keeps its counts. */
    public static final String CASE_COUNTS = "the case's counts (open tasks, open deadlines, parties, evidence) live "
            + "on STATE and move by ADD in the transaction of the command that moves them (C03, C04, C06, C07, C08, "
            + "C09), never read and written back, so they always equal the case's own items. C01 puts them at zero "
            + "with countsKept = true; a case opened before they were kept has no countsKept and reads its counts "
            + "as unknown, never as zero, whatever an ADD has left on it";

    /**
     * The commands that write new records on a case without reading its META: on an instance that does not
     * remember the case's provenance, each reads META first, one more request ({@link #AUDIT_STAMPS}).
     */
    public static final List<String> COPYING_CASE_PROVENANCE = Stream.of(CommandId.C02, CommandId.C03,
            CommandId.C05, CommandId.C06, CommandId.C08, CommandId.C09, CommandId.C11, CommandId.C12)
            .map(CommandId::id).toList();

    /** Not a command: what every item says of itself, and where a command finds what its new items carry. */
    public static final String AUDIT_STAMPS = "every item carries its case's ownerOrgId and classification, who "
            + "created it and when (createdBy, createdAt) and who changed it last and when (updatedBy, updatedAt). "
            + "The change set names its writer, its time and its case's provenance once; the adapter stamps every "
            + "Put with all six (where the item's own codec has not written them, as a task's audit) and every "
            + "Update with updatedBy and updatedAt, and with the provenance only if_not_exists. A party's profile "
            + "carries the provenance of the case it was first linked through. The provenance never changes once a "
            + "case is open, so each instance remembers the provenance of the cases it has read or opened (a "
            + "bounded cache, never stale): " + String.join(", ", COPYING_CASE_PROVENANCE) + ", which read no META "
            + "for their writes, read it (AP01, one GetItem) only when their instance does not "
            + "remember it, the first command on a case after a start or an eviction. An item written before "
            + "items were stamped walks as unstamped until the backfill (C14) stamps it with its case's owner and "
            + "classification, from META, and unknown writers; a party's profile of then names no case to take "
            + "them from and stays without them";

    private CommandRegistry() {
    }

    public static Option<CommandPlan> command(String id) {
        return Option.ofOptional(COMMANDS.stream().filter(c -> c.id().equals(id)).findFirst());
    }
}
