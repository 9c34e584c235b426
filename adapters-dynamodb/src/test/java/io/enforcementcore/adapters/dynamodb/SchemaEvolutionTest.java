package io.enforcementcore.adapters.dynamodb;

import static io.enforcementcore.domain.fixtures.ChangeSets.adding;
import static io.enforcementcore.domain.fixtures.ChangeSets.attaching;
import static io.enforcementcore.domain.fixtures.ChangeSets.completing;
import static io.enforcementcore.domain.fixtures.ChangeSets.creating;
import static io.enforcementcore.domain.fixtures.ChangeSets.linking;
import static io.enforcementcore.domain.fixtures.ChangeSets.opening;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.aCompany;
import static io.enforcementcore.domain.fixtures.Fixtures.aRespondentLink;
import static io.enforcementcore.domain.fixtures.Fixtures.anEvidence;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenDeadline;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenTask;
import static io.enforcementcore.domain.fixtures.Moments.daysAfterStart;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.item.ItemWriter;
import io.enforcementcore.adapters.dynamodb.table.EntityType;
import io.enforcementcore.adapters.dynamodb.table.ItemKey;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.domain.contract.Eventually;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.Audit;
import io.enforcementcore.domain.model.AtRevision;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.CaseView;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.Party;
import io.enforcementcore.domain.port.DueWindow;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.ForReadingCases;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.metering.ForObservingStorage;
import io.vavr.control.Option;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * A schema change deployed in either order beside the code of the schema before it, on the engine. Reader
 * first: this code reads what a schema-1 writer left. Writer first, and rollback: this code reads, changes
 * and backfills items that a writer of the next schema left, with a field it does not know and an item type
 * of its own in the case collection.
 */
class SchemaEvolutionTest {
    private static final int NEXT_SCHEMA = EntityType.CURRENT_SCHEMA_VERSION + 1;
    private static final String NEW_FIELD = "priority";

    private final String table = DynamoDbTestStores.freshTable();
    private final DynamoDbStorage storage = DynamoDbTestStores.storage(table, ForObservingStorage.NONE);
    private final NewCase aCase = aCaseUnderReview(Ids.aTenant());
    private final Task task = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(2));
    private final Party party = aCompany(aCase.tenantId());
    private final Deadline deadline = anOpenDeadline(aCase, daysAfterStart(5));
    private Reads asWritten;

    @BeforeEach
    void aCaseWithItsWholeCollection() {
        for (ChangeSet changes : List.of(opening(aCase), creating(task), adding(deadline),
                linking(aRespondentLink(party, aCase)), attaching(anEvidence(aCase)))) {
            assertTrue(storage.ports().changes().commit(changes).isRight(), "committed " + changes.command());
        }
        asWritten = reads();
    }

    @AfterEach
    void close() {
        storage.close();
        DynamoDbTestStores.dropTable(table);
    }

    @Test
    void reader_first_reads_every_item_a_schema_1_writer_left_as_the_current_model() {
        caseCollection().forEach(item -> rawPut(asSchema1(item)));

        assertEquals(asWritten.withoutOpenWork(), reads().withoutOpenWork());
        assertEquals(Option.some(task), cases().task(aCase.tenantId(), task.handle()));
        assertEquals(Option.some(deadline), cases().deadline(aCase.tenantId(), deadline.handle()));
        Eventually.check(() -> storage.ports().views().openTasksOfAssignee(aCase.tenantId(), task.assignee(),
                DueWindow.any(), Classification.CONFIDENTIAL, PageRequest.first(10)).items(), open -> assertEquals(List.of(task), open));
        Eventually.check(() -> storage.ports().views().openDeadlinesDueBy(aCase.tenantId(), daysAfterStart(9),
                Classification.CONFIDENTIAL, PageRequest.first(10)).items(), open -> assertEquals(List.of(deadline), open));
    }

    @Test
    void schema_1_open_work_joins_the_operational_view_when_the_backfill_stores_its_index_key() {
        caseCollection().forEach(item -> rawPut(asSchema1(item)));
        assertEquals(List.of(), reads().view().openTasks(), "no read can list an item the index does not hold");

        backfill();

        assertEquals(asWritten, reads());
        caseCollection().forEach(item -> assertEquals(String.valueOf(EntityType.CURRENT_SCHEMA_VERSION),
                item.get(ItemWriter.SCHEMA_VERSION).n(), "backfilled " + item.get(KeyGrammar.SK)));
    }

    @Test
    void writer_first_this_code_reads_a_newer_schema_with_a_new_field_and_a_new_item_type() {
        caseCollection().forEach(item -> rawPut(asNextSchema(item)));
        rawPut(aNoteOfTheNextSchema());

        assertEquals(asWritten, reads());
        Eventually.check(() -> storage.ports().views().openDeadlinesDueBy(aCase.tenantId(), daysAfterStart(9),
                Classification.CONFIDENTIAL, PageRequest.first(10)).items(), open -> assertEquals(List.of(deadline), open));
    }

    @Test
    void rolled_back_code_changes_a_newer_item_without_downgrading_it() {
        caseCollection().forEach(item -> rawPut(asNextSchema(item)));

        assertTrue(storage.ports().changes().commit(completing(task)).isRight());

        Map<String, AttributeValue> completed = stored(KeyGrammar.task(task.caseId(), task.dueAt(), task.taskId())
                .sk());
        assertEquals("DONE", completed.get(ItemWriter.STATUS).s());
        assertEquals(String.valueOf(NEXT_SCHEMA), completed.get(ItemWriter.SCHEMA_VERSION).n());
        assertEquals("high", completed.get(NEW_FIELD).s());
    }

    @Test
    void rolled_back_backfill_leaves_items_of_a_newer_schema_as_they_are() {
        caseCollection().forEach(item -> rawPut(asNextSchema(item)));
        rawPut(aNoteOfTheNextSchema());
        List<Map<String, AttributeValue>> before = caseCollection();

        backfill();

        assertEquals(before, caseCollection());
    }

    @Test
    void an_unclassified_state_or_deadline_reads_as_confidential_until_the_backfill_copies_metas() {
        String stateKey = KeyGrammar.caseState(aCase.caseId()).sk();
        String deadlineKey = KeyGrammar.deadline(aCase.caseId(), deadline.dueAt(), deadline.deadlineId()).sk();
        rawPut(unclassified(stored(stateKey)));
        rawPut(unclassified(stored(deadlineKey)));

        assertEquals(Classification.CONFIDENTIAL, cases().state(aCase.tenantId(), aCase.caseId()).get()
                .classification(), "an unknown classification is taken for the most sensitive");
        assertEquals(Classification.CONFIDENTIAL, cases().deadline(aCase.tenantId(), deadline.handle()).get()
                .classification());
        assertEquals(List.of(Classification.CONFIDENTIAL), cases().operationalView(aCase.tenantId(), aCase.caseId(),
                10).get().openDeadlines().stream().map(Deadline::classification).toList(), "read from LSI1");
        assertEquals(List.of(), storage.ports().views().openDeadlinesDueBy(aCase.tenantId(), daysAfterStart(9),
                Classification.CONFIDENTIAL, PageRequest.first(10)).items(), "its AP04 key has no classification");

        backfill();

        assertEquals(Classification.RESTRICTED, aCase.metadata().classification());
        assertEquals("RESTRICTED", stored(stateKey).get(ItemWriter.CLASSIFICATION).s());
        assertEquals("RESTRICTED", stored(deadlineKey).get(ItemWriter.CLASSIFICATION).s());
        assertEquals(asWritten, reads());
        Eventually.check(() -> storage.ports().views().openDeadlinesDueBy(aCase.tenantId(), daysAfterStart(9),
                Classification.RESTRICTED, PageRequest.first(10)).items(), open -> assertEquals(List.of(deadline), open));
    }

    @Test
    void a_link_stored_before_its_edges_carried_the_cases_classification_joins_its_range_of_ap08_by_the_backfill() {
        String caseSideKey = KeyGrammar.caseParty(aCase.caseId(), party.partyId()).sk();
        Map<String, AttributeValue> partySide = partyCollection().get(0);
        storage.client().deleteItem(DeleteItemRequest.builder().tableName(table).key(ItemKey.of(partySide).asMap())
                .build());
        rawPut(unclassifiedEdge(partySide));
        rawPut(unclassifiedEdge(stored(caseSideKey)));

        assertEquals(List.of(Classification.CONFIDENTIAL), cases().partiesOfCase(aCase.tenantId(), aCase.caseId(),
                PageRequest.first(10)).items().stream().map(CaseParty::classification).toList(),
                "an unknown classification is taken for the most sensitive");
        assertEquals(List.of(), casesOfParty(Classification.CONFIDENTIAL), "its key is in no classification's range");

        backfill();

        assertEquals("RESTRICTED", stored(caseSideKey).get(ItemWriter.CLASSIFICATION).s());
        assertEquals(List.of(KeyGrammar.partyCase(aCase.tenantId(), party.partyId(), Classification.RESTRICTED,
                aCase.caseId()).sk()), partyCollection().stream().map(edge -> edge.get(KeyGrammar.SK).s()).toList(),
                "moved under its case's classification, the old item gone");
        assertEquals(List.of(aRespondentLink(party, aCase)), casesOfParty(Classification.RESTRICTED));
        assertEquals(List.of(), casesOfParty(Classification.PUBLIC));
        assertEquals(asWritten, reads());
    }

    @Test
    void a_task_stored_before_it_named_its_owner_reads_an_unknown_one_until_the_backfill_copies_metas() {
        String taskKey = KeyGrammar.task(task.caseId(), task.dueAt(), task.taskId()).sk();
        Map<String, AttributeValue> old = new HashMap<>(stored(taskKey));
        old.remove(ItemWriter.OWNER_ORG_ID);
        old.remove(ItemWriter.CREATED_BY);
        old.remove(ItemWriter.UPDATED_BY);
        old.put(ItemWriter.SCHEMA_VERSION, AttributeValue.fromN("4"));
        rawPut(old);

        assertEquals(Audit.UNKNOWN_ORG, cases().task(aCase.tenantId(), task.handle()).get().audit().ownerOrgId());

        backfill();

        assertEquals(aCase.metadata().ownerOrgId().value(), stored(taskKey).get(ItemWriter.OWNER_ORG_ID).s());
        assertEquals(new Audit(aCase.metadata().ownerOrgId(), task.classification(), task.createdAt(),
                Audit.UNKNOWN_ACTOR, task.updatedAt(), Audit.UNKNOWN_ACTOR),
                cases().task(aCase.tenantId(), task.handle()).get().audit(), "who wrote it is not known, and stays so");
    }

    @Test
    void items_stored_before_items_were_stamped_take_their_cases_provenance_and_an_unknown_writer_from_the_backfill() {
        caseCollection().stream().filter(item -> !carriesItsOwnAudit(item)).forEach(item -> rawPut(unstamped(item)));
        assertTrue(caseStamps().stream().anyMatch(Option::isEmpty), "unstamped before the backfill");

        backfill();

        List<Option<Audit>> stamps = caseStamps();
        assertEquals(12, stamps.size(), "META, STATE, task, deadline, edge, evidence, five facts and an outbox event");
        stamps.forEach(stamp -> assertEquals(aCase.metadata().provenance(), stamp.get().provenance()));
        assertEquals(List.of(Audit.UNKNOWN_ACTOR), stamps.stream().map(Option::get)
                .filter(stamp -> !stamp.createdBy().equals(task.audit().createdBy())).map(Audit::createdBy)
                .distinct().toList(), "who wrote a record no one stamped is not known, and is said so");
        assertEquals(asWritten, reads(), "and every record reads as it did");
    }

    /** A task or a deadline says who wrote it itself, as a value its codec writes. */
    private static boolean carriesItsOwnAudit(Map<String, AttributeValue> item) {
        String type = item.get(ItemWriter.ENTITY_TYPE).s();
        return type.equals(EntityType.TASK.label()) || type.equals(EntityType.DEADLINE.label());
    }

    /** What a writer stored before items were stamped: no writers, and no owner where its record has none. */
    private static Map<String, AttributeValue> unstamped(Map<String, AttributeValue> item) {
        Map<String, AttributeValue> old = new HashMap<>(item);
        old.remove(ItemWriter.CREATED_BY);
        old.remove(ItemWriter.UPDATED_BY);
        if (!item.get(ItemWriter.ENTITY_TYPE).s().equals(EntityType.CASE.label())) {
            old.remove(ItemWriter.OWNER_ORG_ID);
        }
        return old;
    }

    /** The audit stamp of every item of the case's collection, as the audit walk reads it. */
    private List<Option<Audit>> caseStamps() {
        List<Option<Audit>> stamps = new java.util.ArrayList<>();
        Option<String> from = Option.none();
        do {
            var step = storage.ports().migration().audits(0, 1, from, 100);
            step.items().stream().filter(item -> item.partitionKey().equals(KeyGrammar.casePk(aCase.caseId())))
                    .forEach(item -> stamps.add(item.audit()));
            from = step.resumeFrom();
        } while (from.isDefined());
        return stamps;
    }

    @Test
    void the_drift_sweep_leaves_a_link_whose_edges_do_not_say_their_classification_until_the_backfill() {
        String caseSideKey = KeyGrammar.caseParty(aCase.caseId(), party.partyId()).sk();
        rawPut(unclassifiedEdge(stored(caseSideKey)));

        assertEquals(List.of(), snapshotLinks(), "its twin's key is not known yet");

        backfill();

        assertEquals(List.of(aRespondentLink(party, aCase)), snapshotLinks());
    }

    private List<CaseParty> snapshotLinks() {
        return storage.ports().migration().snapshots(0, 1, Option.none(), 100).links().stream()
                .map(AtRevision::value).toList();
    }

    /** What a writer of schema 3 stored of a link's edge: no classification, and the party's edge under its case id. */
    private Map<String, AttributeValue> unclassifiedEdge(Map<String, AttributeValue> item) {
        Map<String, AttributeValue> old = new HashMap<>(item);
        old.remove(ItemWriter.CLASSIFICATION);
        old.put(ItemWriter.SCHEMA_VERSION, AttributeValue.fromN("3"));
        if (EntityType.PARTY_CASE.label().equals(old.get(ItemWriter.ENTITY_TYPE).s())) {
            old.put(KeyGrammar.SK, AttributeValue.fromS("CASE#" + aCase.caseId().value()));
        }
        return old;
    }

    private List<CaseParty> casesOfParty(Classification clearance) {
        return cases().casesOfParty(aCase.tenantId(), party.partyId(), clearance, PageRequest.first(10)).items();
    }

    /** The party's edges to cases, as stored: its partition without its profile. */
    private List<Map<String, AttributeValue>> partyCollection() {
        return storage.client().query(QueryRequest.builder().tableName(table).consistentRead(true).limit(100)
                .keyConditionExpression("#pk = :pk").expressionAttributeNames(Map.of("#pk", KeyGrammar.PK))
                .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS(KeyGrammar.partyPk(aCase.tenantId(),
                        party.partyId())))).build()).items().stream()
                .filter(item -> !item.get(KeyGrammar.SK).s().equals(KeyGrammar.PROFILE_SK.pattern())).toList();
    }

    /** What a writer of schema 2 stored of a STATE or deadline: no classification. */
    private static Map<String, AttributeValue> unclassified(Map<String, AttributeValue> item) {
        Map<String, AttributeValue> old = new HashMap<>(item);
        old.remove(ItemWriter.CLASSIFICATION);
        old.put(ItemWriter.SCHEMA_VERSION, AttributeValue.fromN("2"));
        if (old.containsKey(KeyGrammar.GSI1SK) && EntityType.DEADLINE.label().equals(
                old.get(ItemWriter.ENTITY_TYPE).s())) {
            String sk = old.get(KeyGrammar.GSI1SK).s();
            old.put(KeyGrammar.GSI1SK, AttributeValue.fromS(sk.substring(sk.indexOf('#') + 1)));
        }
        return old;
    }

    private record Reads(Object metadata, Object state, Object timeline, Object tasks, Object deadlines,
                         Object parties, Object evidence, CaseView view) {
        Reads withoutOpenWork() {
            return new Reads(metadata, state, timeline, tasks, deadlines, parties, evidence,
                    new CaseView(view.metadata(), view.state(), List.of(), List.of(),
                            view.parties()));
        }
    }

    private Reads reads() {
        var tenant = aCase.tenantId();
        var id = aCase.caseId();
        PageRequest all = PageRequest.first(50);
        return new Reads(cases().metadata(tenant, id), cases().state(tenant, id),
                cases().timeline(tenant, id, all).items(), cases().tasksOfCase(tenant, id, Option.none(), all).items(),
                cases().deadlinesOfCase(tenant, id, all).items(), cases().partiesOfCase(tenant, id, all).items(),
                cases().evidenceOfCase(tenant, id, all).items(), cases().operationalView(tenant, id, 10).get());
    }

    private ForReadingCases cases() {
        return storage.ports().cases();
    }

    private void backfill() {
        Option<String> from = Option.none();
        do {
            from = storage.ports().migration().migrate(0, 1, from, 100).resumeFrom();
        } while (from.isDefined());
    }

    /** What a writer of schema 1 stored: no schema version yet, and no LSI1 open-work key. */
    private static Map<String, AttributeValue> asSchema1(Map<String, AttributeValue> item) {
        Map<String, AttributeValue> old = new HashMap<>(item);
        old.remove(ItemWriter.SCHEMA_VERSION);
        old.remove(KeyGrammar.LSI1SK);
        return old;
    }

    /** What a writer of the next schema stores: every item of the case gained a field this code does not know. */
    private static Map<String, AttributeValue> asNextSchema(Map<String, AttributeValue> item) {
        Map<String, AttributeValue> next = new HashMap<>(item);
        next.put(ItemWriter.SCHEMA_VERSION, AttributeValue.fromN(String.valueOf(NEXT_SCHEMA)));
        next.put(NEW_FIELD, AttributeValue.fromS("high"));
        return next;
    }

    /** An item type of the next schema, under a sort-key prefix of its own in the case collection. */
    private Map<String, AttributeValue> aNoteOfTheNextSchema() {
        return Map.of(KeyGrammar.PK, AttributeValue.fromS(KeyGrammar.caseMeta(aCase.caseId()).pk()),
                KeyGrammar.SK, AttributeValue.fromS("NOTE#2026-01-06T00:00:00.000Z#note-1"),
                ItemWriter.ENTITY_TYPE, AttributeValue.fromS("CaseNote"),
                ItemWriter.SCHEMA_VERSION, AttributeValue.fromN(String.valueOf(NEXT_SCHEMA)),
                ItemWriter.TENANT_ID, AttributeValue.fromS(aCase.tenantId().value()),
                "text", AttributeValue.fromS("called the respondent's counsel"));
    }

    private List<Map<String, AttributeValue>> caseCollection() {
        return storage.client().query(QueryRequest.builder().tableName(table).consistentRead(true).limit(100)
                .keyConditionExpression("#pk = :pk").expressionAttributeNames(Map.of("#pk", KeyGrammar.PK))
                .expressionAttributeValues(Map.of(":pk",
                        AttributeValue.fromS(KeyGrammar.caseMeta(aCase.caseId()).pk()))).build()).items();
    }

    private Map<String, AttributeValue> stored(String sortKey) {
        return caseCollection().stream().filter(item -> item.get(KeyGrammar.SK).s().equals(sortKey)).findFirst()
                .orElseThrow();
    }

    private void rawPut(Map<String, AttributeValue> item) {
        storage.client().putItem(PutItemRequest.builder().tableName(table).item(item).build());
    }
}
