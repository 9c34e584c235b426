package io.enforcementcore.adapters.dynamodb;

import static io.enforcementcore.adapters.dynamodb.DesignWorkload.TENANT;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.table.ItemKey;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.domain.decision.Change;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.Committed;
import io.enforcementcore.domain.port.OutcomeUnknown;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.domain.port.StorageFailure;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;

/**
 * What each change set was answered and what the table holds of it, read afterwards with a client that
 * no fault reaches. A set landed when the items only it writes are there (its fact, its new task,
 * deadline, evidence, link, outbox event or idempotency record; for the relay, its event published).
 * Lists every way an answer and the table can disagree.
 */
final class CommitLedger {
    /** FAILED says nothing was written; UNKNOWN ({@link OutcomeUnknown}) says it may have landed. */
    enum LedgerAnswer { ACCEPTED, REJECTED, FAILED, UNKNOWN }

    record LedgerEntry(ChangeSet set, LedgerAnswer answer, String detail, Map<ItemKey, Boolean> created) {
        boolean landed() {
            return created.values().stream().allMatch(Boolean::booleanValue);
        }

        boolean half() {
            return created.containsValue(true) && created.containsValue(false);
        }
    }

    private final DynamoDbClient clean;
    private final String table;
    private final List<LedgerEntry> entries = new ArrayList<>();

    CommitLedger(DynamoDbClient clean, String table) {
        this.clean = clean;
        this.table = table;
    }

    /** Commits through {@code commit} and writes down the answer beside what landed. */
    LedgerEntry record(ChangeSet set, java.util.function.Function<ChangeSet, Either<Rejection, Committed>> commit) {
        LedgerAnswer answer;
        String detail;
        try {
            Either<Rejection, Committed> outcome = commit.apply(set);
            answer = outcome.isRight() ? LedgerAnswer.ACCEPTED : LedgerAnswer.REJECTED;
            detail = outcome.isRight() ? "" : outcome.getLeft().toString();
        } catch (OutcomeUnknown unknown) {
            answer = LedgerAnswer.UNKNOWN;
            detail = unknown.getMessage();
        } catch (StorageFailure failure) {
            answer = LedgerAnswer.FAILED;
            detail = failure.getMessage();
        }
        Map<ItemKey, Change> witnesses = new LinkedHashMap<>();
        for (Change change : set.changes()) {
            witness(change).forEach(key -> witnesses.put(key, change));
        }
        List<ItemKey> records = set.idempotency().map(r -> KeyGrammar.idempotency(r.tenantId(), r.key())).toJavaList();
        List<ItemKey> keys = new ArrayList<>(witnesses.keySet());
        keys.addAll(records);
        Map<ItemKey, Map<String, AttributeValue>> stored = read(keys);
        Map<ItemKey, Boolean> created = new LinkedHashMap<>();
        witnesses.forEach((key, change) -> created.put(key, present(stored.get(key), change)));
        records.forEach(key -> created.put(key, stored.containsKey(key)));
        LedgerEntry entry = new LedgerEntry(set, answer, detail, created);
        entries.add(entry);
        return entry;
    }

    List<LedgerEntry> entries() {
        return List.copyOf(entries);
    }

    /** Told accepted, rejected or failed (which says nothing was written) although the table says otherwise. */
    List<LedgerEntry> contradicted() {
        return entries.stream().filter(e -> e.answer() == LedgerAnswer.ACCEPTED && !e.landed()
                || (e.answer() == LedgerAnswer.REJECTED || e.answer() == LedgerAnswer.FAILED) && e.created().containsValue(true))
                .toList();
    }

    /** Nothing half written, and no answer that the table contradicts. */
    void assertHoldsToTheTable() {
        assertTrue(halfWritten().isEmpty(), () -> "half written: " + halfWritten());
        assertTrue(contradicted().isEmpty(), () -> "answers that contradict the "
                + "table: " + contradicted().stream().map(e -> e.set().command() + " " + e.answer() + " " + e.detail())
                .collect(Collectors.joining("; ")));
    }

    List<LedgerEntry> halfWritten() {
        return entries.stream().filter(LedgerEntry::half).toList();
    }

    long count(LedgerAnswer answer) {
        return entries.stream().filter(e -> e.answer() == answer).count();
    }

    /** Per case, the facts of the sets that landed: each must be on the timeline exactly once. */
    Map<CaseId, List<TimelineEvent>> landedFacts() {
        Map<CaseId, List<TimelineEvent>> facts = new HashMap<>();
        for (LedgerEntry entry : entries) {
            if (entry.landed()) {
                entry.set().changes().stream().filter(Change.AppendTimeline.class::isInstance)
                        .map(c -> ((Change.AppendTimeline) c).event())
                        .forEach(e -> facts.computeIfAbsent(e.caseId(), id -> new ArrayList<>()).add(e));
            }
        }
        return facts;
    }

    /** Per case, how many landed sets stepped its version (C02, C11, C12). */
    Map<CaseId, Integer> landedVersionSteps() {
        Map<CaseId, Integer> steps = new HashMap<>();
        for (LedgerEntry entry : entries) {
            if (!entry.landed()) {
                continue;
            }
            for (Change change : entry.set().changes()) {
                Option<CaseId> stepped = change instanceof Change.SetCaseStatus c ? Option.some(c.caseId())
                        : change instanceof Change.SetRiskScore c ? Option.some(c.before().caseId())
                        : change instanceof Change.SetCaseTitle c ? Option.some(c.caseId()) : Option.none();
                stepped.forEach(id -> steps.merge(id, 1, Integer::sum));
            }
        }
        return steps;
    }

    static PageRequest wholeTimeline() {
        return PageRequest.first(PageRequest.MAX_LIMIT);
    }

    private static List<ItemKey> witness(Change change) {
        if (change instanceof Change.AppendTimeline c) {
            TimelineEvent e = c.event();
            return List.of(KeyGrammar.timelineEvent(e.caseId(), e.occurredAt(), e.eventId()));
        } else if (change instanceof Change.AppendOutbox c) {
            return List.of(outboxKey(c.event()));
        } else if (change instanceof Change.MarkOutboxPublished c) {
            return List.of(outboxKey(c.event()));
        } else if (change instanceof Change.InsertTask c) {
            return List.of(KeyGrammar.task(c.task().caseId(), c.task().dueAt(), c.task().taskId()));
        } else if (change instanceof Change.InsertDeadline c) {
            return List.of(KeyGrammar.deadline(c.deadline().caseId(), c.deadline().dueAt(),
                    c.deadline().deadlineId()));
        } else if (change instanceof Change.InsertEvidence c) {
            return List.of(KeyGrammar.evidence(c.evidence().caseId(), c.evidence().evidenceId()));
        } else if (change instanceof Change.InsertPartyLink c) {
            return List.of(KeyGrammar.caseParty(c.link().caseId(), c.link().partyId()),
                    KeyGrammar.partyCase(TENANT, c.link().partyId(), c.link().classification(), c.link().caseId()));
        } else if (change instanceof Change.InsertCase c) {
            return List.of(KeyGrammar.caseMeta(c.metadata().caseId()),
                    KeyGrammar.externalRef(TENANT, c.metadata().externalRef()));
        }
        return List.of();
    }

    private static ItemKey outboxKey(OutboxEvent e) {
        return KeyGrammar.outboxEvent(e.caseId(), e.occurredAt(), e.eventId());
    }

    private static boolean present(Map<String, AttributeValue> item, Change change) {
        if (change instanceof Change.MarkOutboxPublished) {
            return item != null && item.containsKey("published") && Boolean.TRUE.equals(item.get("published").bool());
        }
        return item != null;
    }

    /** The items at {@code keys} that exist, in one consistent BatchGetItem (the engine answers it whole). */
    private Map<ItemKey, Map<String, AttributeValue>> read(List<ItemKey> keys) {
        Map<ItemKey, Map<String, AttributeValue>> found = new HashMap<>();
        if (keys.isEmpty()) {
            return found;
        }
        var response = clean.batchGetItem(BatchGetItemRequest.builder().requestItems(Map.of(table,
                KeysAndAttributes.builder().consistentRead(true).keys(keys.stream().map(ItemKey::asMap).toList())
                        .build())).build());
        if (response.hasUnprocessedKeys() && !response.unprocessedKeys().isEmpty()) {
            throw new IllegalStateException("the engine left keys unread: " + response.unprocessedKeys());
        }
        response.responses().getOrDefault(table, List.of()).forEach(item -> found.put(ItemKey.of(item), item));
        return found;
    }
}
