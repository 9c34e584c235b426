package io.enforcementcore.adapters.dynamodb.read;

import static io.enforcementcore.adapters.dynamodb.read.AccessPatternPlan.Direction.ASCENDING;
import static io.enforcementcore.adapters.dynamodb.read.AccessPatternPlan.Direction.DESCENDING;
import static io.enforcementcore.adapters.dynamodb.table.KeyGrammar.*;

import io.enforcementcore.adapters.dynamodb.read.AccessPatternPlan.Budget;
import io.enforcementcore.adapters.dynamodb.read.AccessPatternPlan.Consistency;
import io.enforcementcore.adapters.dynamodb.read.AccessPatternPlan.Direction;
import io.enforcementcore.adapters.dynamodb.read.AccessPatternPlan.Operation;
import io.enforcementcore.adapters.dynamodb.read.AccessPatternPlan.SortCondition;
import io.enforcementcore.adapters.dynamodb.read.AccessPatternPlan.Step;
import io.enforcementcore.adapters.dynamodb.item.CaseCodecs;
import io.enforcementcore.adapters.dynamodb.item.EventCodecs;
import io.enforcementcore.adapters.dynamodb.item.WorkCodecs;
import io.enforcementcore.adapters.dynamodb.table.TableDefinition;
import io.enforcementcore.domain.catalog.AccessPatternId;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.metering.StorageCall;
import io.vavr.control.Option;
import java.util.List;

/**
 * Access patterns AP01..AP14 of the design, each with the requests that answer it, and the one
 * supporting read that is no access pattern (the idempotency recall). The readers run these plans,
 * the matrix in {@code docs/access-patterns.md} is rendered from them, and the tests hold every
 * request on the wire to them. Each pattern's budget holds its read units per page to what the matrix
 * measures of it today (pages of its data set), so a change that makes a page dearer fails the build;
 * its p95 target is for DynamoDB in the caller's region: a single-item read 10 ms, a Query 20 ms, AP09's
 * four requests 40 ms, AP10's one Query per shard 80 ms.
 */
public final class AccessPatternRegistry {
    private static final String TABLE = StorageCall.BASE_TABLE;
    private static final String GSI1 = TableDefinition.Index.GSI1.name();
    private static final String GSI2 = TableDefinition.Index.GSI2.name();
    private static final String LSI1 = TableDefinition.Index.LSI1.name();
    private static final int PAGE = PageRequest.MAX_LIMIT;
    private static final String PAGE_NOTE = "page size, at most " + PAGE;
    private static final String CLEARANCE_MERGE = "reads the range of every classification within the reader's "
            + "clearance for its share of the page (one Query each, up to three), merges them in the view's order "
            + "and reads on from one range the merge ran out of (one Query more at most), so a few more cases are "
            + "read than a page returns; a case above the clearance is never read";
    private static final String ONE_ITEM = "one item";
    /** {@code <t>$}: the bound just after every key that starts with time t. */
    private static final String UP_TO = AFTER_DELIMITER;

    public static final AccessPatternPlan AP01 = new AccessPatternPlan(AccessPatternId.AP01.id(), "case metadata by caseId (strongly consistent)",
            List.of(Step.get("META", CASE_PK, META_SK),
                    Step.get("STATE (version and status, read by commands; the case's counts)", CASE_PK, STATE_SK)),
            1, ONE_ITEM, Option.none(),
            Budget.of(1, 10));
    public static final AccessPatternPlan AP02 = new AccessPatternPlan(AccessPatternId.AP02.id(), "case timeline, newest first, paged",
            List.of(Step.query("timeline events", TABLE, CASE_PK, new SortCondition.BeginsWith(EVENT_SK),
                    DESCENDING)), PAGE, PAGE_NOTE, Option.none(),
            Budget.of(2, 20));
    public static final AccessPatternPlan AP03 = new AccessPatternPlan(AccessPatternId.AP03.id(),
            "open tasks of an assignee by due time, optional due window",
            List.of(Step.query("open tasks of the assignee, one classification", GSI1, ASSIGNEE_QUEUE_PK,
                    new SortCondition.OneClassificationWindow(), ASCENDING, WorkCodecs.TASK_VIEW)), PAGE,
            PAGE_NOTE + ", per classification", Option.some(CLEARANCE_MERGE.replace("cases", "tasks")
                    .replace("a case above", "a task of a case above")), Budget.of(1.5, 40));
    public static final AccessPatternPlan AP04 = new AccessPatternPlan(AccessPatternId.AP04.id(),
            "open deadlines of a tenant due up to a time (overdue view)",
            List.of(Step.query("open deadlines due by the time, one classification", GSI1, DEADLINE_QUEUE_PK,
                    new SortCondition.OneClassificationUpTo("<dueBy>"), ASCENDING, WorkCodecs.DEADLINE_VIEW)),
            PAGE, PAGE_NOTE + ", per classification", Option.some(CLEARANCE_MERGE.replace("cases", "deadlines")
                    .replace("a case above", "a deadline of a case above")), Budget.of(1.5, 40));
    public static final AccessPatternPlan AP05 = new AccessPatternPlan(AccessPatternId.AP05.id(), "deadlines of a case by due date",
            List.of(Step.query("deadlines of the case", TABLE, CASE_PK, new SortCondition.BeginsWith(DEADLINE_SK),
                            ASCENDING),
                    Step.get("one deadline by its handle", CASE_PK, DEADLINE_SK)),
            PAGE, PAGE_NOTE, Option.none(),
            Budget.of(1, 20));
    public static final AccessPatternPlan AP06 = new AccessPatternPlan(AccessPatternId.AP06.id(),
            "tasks of a case by due date, optional due-before",
            List.of(Step.query("tasks of the case", TABLE, CASE_PK,
                            new SortCondition.PrefixUpTo(TASK_SK, "<dueBefore>"), ASCENDING),
                    Step.get("one task by its handle", CASE_PK, TASK_SK)),
            PAGE, PAGE_NOTE, Option.none(),
            Budget.of(1, 20));
    public static final AccessPatternPlan AP07 = new AccessPatternPlan(AccessPatternId.AP07.id(), "parties of a case",
            List.of(Step.query("parties of the case", TABLE, CASE_PK, new SortCondition.BeginsWith(CASE_PARTY_SK),
                    ASCENDING)), PAGE, PAGE_NOTE, Option.none(),
            Budget.of(1, 20));
    public static final AccessPatternPlan AP08 = new AccessPatternPlan(AccessPatternId.AP08.id(), "cases of a party",
            List.of(Step.query("cases of the party, one classification", TABLE, PARTY_PK,
                    new SortCondition.OneClassification(PARTY_CASE_SK), ASCENDING)), PAGE,
            PAGE_NOTE + ", per classification", Option.some(CLEARANCE_MERGE.replace("more cases are read", "more of the party's cases are read")
                    + "; each Query is strongly consistent, so a reader cleared for every case pays at least one "
                    + "read unit per range"), Budget.of(3, 40));
    public static final AccessPatternPlan AP09 = new AccessPatternPlan(AccessPatternId.AP09.id(),
            "case operational view (metadata, state, open tasks, open deadlines, parties)",
            List.of(new Step("META and STATE", Operation.BATCH_GET_ITEM, TABLE, CASE_PK,
                            new SortCondition.OneOf(List.of(META_SK, STATE_SK)), Direction.NONE, Consistency.STRONG,
                            List.of()),
                    Step.query("open tasks", LSI1, CASE_PK, new SortCondition.BeginsWith(OPEN_TASK_LSI), ASCENDING,
                            WorkCodecs.TASK_VIEW),
                    Step.query("open deadlines", LSI1, CASE_PK, new SortCondition.BeginsWith(OPEN_DEADLINE_LSI),
                            ASCENDING, WorkCodecs.DEADLINE_VIEW),
                    Step.query("parties", TABLE, CASE_PK, new SortCondition.BeginsWith(CASE_PARTY_SK), ASCENDING)),
            PAGE, "2 keys, then each section's size, at most " + PAGE,
            Option.some("several bounded requests: the batch counts both keys it asks for as examined, so a case "
                    + "that is missing or another tenant's examines 2 and returns none; the sections are capped "
                    + "by the caller, not read to the end; an open task or deadline of schema 1 has no LSI1 key and "
                    + "is listed once the backfill (C14) stores it"),
            Budget.of(5, 40));
    public static final AccessPatternPlan AP10 = new AccessPatternPlan(AccessPatternId.AP10.id(), "pending outbox events, oldest first",
            List.of(Step.query("pending events of one shard", GSI1, OUTBOX_PENDING_PK,
                    new SortCondition.WholePartition(), ASCENDING, EventCodecs.OUTBOX_VIEW)), PAGE,
            PAGE_NOTE + ", per shard",
            Option.some("reads the head of every shard (one Query each) and merges them oldest first, so up to "
                    + "shards x page events are read for one page of answer"),
            Budget.of(4, 80));
    public static final AccessPatternPlan AP11 = new AccessPatternPlan(AccessPatternId.AP11.id(),
            "case by external reference (then AP01 for the case)",
            List.of(Step.get("external-reference sentinel", EXTREF_PK, UNIQUE_SK)), 1, ONE_ITEM, Option.none(),
            Budget.of(1, 10));
    public static final AccessPatternPlan AP12 = new AccessPatternPlan(AccessPatternId.AP12.id(),
            "a tenant's cases in a status, newest opened first",
            List.of(Step.query("cases of the tenant in the status, one classification", GSI1, CASE_STATUS_PK,
                    new SortCondition.OneClassification(CASE_STATUS_SK), DESCENDING, CaseCodecs.SUMMARY_VIEW)), PAGE,
            PAGE_NOTE + ", per classification", Option.some(CLEARANCE_MERGE), Budget.of(1.5, 40));
    public static final AccessPatternPlan AP13 = new AccessPatternPlan(AccessPatternId.AP13.id(),
            "a tenant's high-risk open cases by risk score",
            List.of(Step.query("high-risk open cases of the tenant, one classification", GSI2, HIGH_RISK_PK,
                    new SortCondition.OneClassification(HIGH_RISK_SK), DESCENDING, CaseCodecs.SUMMARY_VIEW)), PAGE,
            PAGE_NOTE + ", per classification", Option.some(CLEARANCE_MERGE), Budget.of(1.5, 40));
    public static final AccessPatternPlan AP14 = new AccessPatternPlan(AccessPatternId.AP14.id(), "evidence of a case",
            List.of(Step.query("evidence of the case", TABLE, CASE_PK, new SortCondition.BeginsWith(EVIDENCE_SK),
                    ASCENDING)), PAGE, PAGE_NOTE, Option.none(),
            Budget.of(1, 20));

    /**
     * Not an access pattern: every command with an idempotency key recalls its record first, together with the
     * case's META when the command must read that before it plans.
     */
    public static final AccessPatternPlan IDEMPOTENCY = new AccessPatternPlan("IDEMPOTENCY",
            "the idempotency record of a command's key (read before a keyed command)",
            List.of(Step.get("idempotency record", IDEMPOTENCY_PK, RECORD_SK),
                    new Step("idempotency record and the case's META (a keyed command that reads META first)",
                            Operation.BATCH_GET_ITEM, TABLE, IDEMPOTENCY_PK,
                            new SortCondition.WithItem(RECORD_SK, CASE_PK, META_SK), Direction.NONE,
                            Consistency.STRONG, List.of())),
            2, ONE_ITEM + ", or two keys", Option.none(), Budget.of(2, 10));

    /** AP01..AP14, in order. */
    public static final List<AccessPatternPlan> ACCESS_PATTERNS = List.of(AP01, AP02, AP03, AP04, AP05, AP06, AP07, AP08,
            AP09, AP10, AP11, AP12, AP13, AP14);

    /** Every read the adapter makes outside the migration: the access patterns and the recall. */
    public static final List<AccessPatternPlan> READS = List.of(AP01, AP02, AP03, AP04, AP05, AP06, AP07, AP08, AP09, AP10,
            AP11, AP12, AP13, AP14, IDEMPOTENCY);

    private AccessPatternRegistry() {
    }

    public static Option<AccessPatternPlan> read(String id) {
        return Option.ofOptional(READS.stream().filter(plan -> plan.id().equals(id)).findFirst());
    }
}
