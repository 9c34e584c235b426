package io.enforcementcore.adapters.dynamodb.item;

import static io.enforcementcore.domain.fixtures.ChangeSets.LATER;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.aCompany;
import static io.enforcementcore.domain.fixtures.Fixtures.aRespondentLink;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenDeadline;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenTask;
import static io.enforcementcore.domain.fixtures.Moments.daysAfterStart;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.enforcementcore.adapters.dynamodb.table.EntityType;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.domain.fixtures.Fixtures;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.Audit;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskStatus;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class SchemaUpcastsTest {
    private final NewCase aCase = aCaseUnderReview(Ids.aTenant());
    private final Task task = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(2));

    @Test
    void the_chain_climbs_one_version_per_step_from_schema_1_to_the_current_one() {
        assertEquals(IntStream.range(1, EntityType.CURRENT_SCHEMA_VERSION).boxed().toList(),
                SchemaUpcasts.CHAIN.stream().map(SchemaUpcasts.SchemaStep::from).toList());
    }

    @Test
    void a_schema_1_open_task_upcasts_to_exactly_what_the_current_writer_stores() {
        Map<String, AttributeValue> current = WorkCodecs.task(task);

        assertEquals(current, SchemaUpcasts.toCurrent(asSchema1(current)));
    }

    @Test
    void a_schema_1_open_deadline_upcasts_to_exactly_what_the_current_writer_stores() {
        Map<String, AttributeValue> current = WorkCodecs.deadline(anOpenDeadline(aCase, daysAfterStart(5)));

        assertEquals(current, SchemaUpcasts.toCurrent(asSchema1(current)));
    }

    @Test
    void a_schema_1_done_task_stays_out_of_the_open_work_index() {
        Map<String, AttributeValue> current = WorkCodecs.task(done(task));

        assertEquals(current, SchemaUpcasts.toCurrent(asSchema1(current)));
        assertNull(SchemaUpcasts.toCurrent(asSchema1(current)).get(KeyGrammar.LSI1SK));
    }

    @Test
    void an_item_without_a_schema_version_was_written_in_schema_1_and_one_that_has_it_in_its_own() {
        Map<String, AttributeValue> old = new HashMap<>(WorkCodecs.task(task));
        old.put(ItemWriter.SCHEMA_VERSION, AttributeValue.fromN("7"));

        assertEquals(List.of(1, 7), List.of(SchemaUpcasts.versionOf(asSchema1(old)), SchemaUpcasts.versionOf(old)));
    }

    @Test
    void an_item_of_a_newer_schema_is_read_as_it_is_and_decodes_to_what_this_code_knows() {
        Map<String, AttributeValue> newer = new HashMap<>(WorkCodecs.task(task));
        newer.put(ItemWriter.SCHEMA_VERSION, AttributeValue.fromN(
                Integer.toString(EntityType.CURRENT_SCHEMA_VERSION + 1)));
        newer.put("priority", AttributeValue.fromS("high"));

        assertSame(newer, SchemaUpcasts.toCurrent(newer));
        assertEquals(task, WorkCodecs.task(newer));
    }

    @Test
    void a_state_stored_before_it_carried_its_classification_reads_as_confidential_never_lower() {
        Map<String, AttributeValue> old = new HashMap<>(CaseCodecs.state(aCase.state()));
        old.remove(ItemWriter.CLASSIFICATION);
        old.put(ItemWriter.SCHEMA_VERSION, AttributeValue.fromN("2"));

        assertEquals(Classification.RESTRICTED, CaseCodecs.state(CaseCodecs.state(aCase.state())).classification());
        assertEquals(Classification.CONFIDENTIAL, CaseCodecs.state(old).classification());
        assertEquals(Classification.CONFIDENTIAL, CaseCodecs.summary(old).classification());
    }

    @Test
    void an_edge_of_a_link_stored_before_it_carried_its_cases_classification_reads_as_confidential_never_lower() {
        CaseParty link = aRespondentLink(aCompany(aCase.tenantId()), aCase);
        for (Map<String, AttributeValue> edge : List.of(PartyCodecs.caseToParty(link), PartyCodecs.partyToCase(link))) {
            Map<String, AttributeValue> old = new HashMap<>(edge);
            old.remove(ItemWriter.CLASSIFICATION);
            old.put(ItemWriter.SCHEMA_VERSION, AttributeValue.fromN("3"));

            assertEquals(link, PartyCodecs.edge(edge));
            assertEquals(Classification.CONFIDENTIAL, PartyCodecs.edge(old).classification());
            assertEquals(Classification.CONFIDENTIAL, PartyCodecs.edge(asSchema1(old)).classification());
        }
    }

    @Test
    void a_task_or_deadline_stored_before_it_named_its_owner_and_writers_reads_unknown_never_a_guess() {
        Deadline deadline = anOpenDeadline(aCase, daysAfterStart(5));
        Map<String, AttributeValue> oldTask = unaudited(WorkCodecs.task(task));
        Map<String, AttributeValue> oldDeadline = unaudited(WorkCodecs.deadline(deadline));

        assertEquals(unknownBut(task.audit()), WorkCodecs.task(oldTask).audit());
        assertEquals(unknownBut(deadline.audit()), WorkCodecs.deadline(oldDeadline).audit());
        assertEquals(unknownBut(task.audit()), WorkCodecs.task(asSchema1(oldTask)).audit());
        assertEquals(task.audit(), WorkCodecs.task(WorkCodecs.task(task)).audit(), "a current task names them itself");
    }

    /** What a writer of schema 4 stored of a task or deadline: no owner, no writers. */
    private static Map<String, AttributeValue> unaudited(Map<String, AttributeValue> item) {
        Map<String, AttributeValue> old = new HashMap<>(item);
        old.remove(ItemWriter.OWNER_ORG_ID);
        old.remove(ItemWriter.CREATED_BY);
        old.remove(ItemWriter.UPDATED_BY);
        old.put(ItemWriter.SCHEMA_VERSION, AttributeValue.fromN("4"));
        return old;
    }

    private static Audit unknownBut(Audit audit) {
        return new Audit(Audit.UNKNOWN_ORG, audit.classification(), audit.createdAt(), Audit.UNKNOWN_ACTOR,
                audit.updatedAt(), Audit.UNKNOWN_ACTOR);
    }

    @Test
    void a_current_edge_says_its_cases_classification_itself() {
        CaseParty link = aRespondentLink(aCompany(aCase.tenantId()), aCase.classified(Classification.PUBLIC));
        Map<String, AttributeValue> edge = PartyCodecs.partyToCase(link);

        assertSame(edge, SchemaUpcasts.toCurrent(edge));
        assertEquals(Classification.PUBLIC, PartyCodecs.edge(edge).classification());
        assertEquals("CASE#PUBLIC#" + aCase.caseId().value(), edge.get(KeyGrammar.SK).s());
    }

    private static Task done(Task open) {
        return new Task(open.tenantId(), open.caseId(), open.taskId(), open.title(), open.assignee(), open.dueAt(),
                TaskStatus.DONE, open.version() + 1, open.caseTitle(), open.audit().touched(Fixtures.INTAKE_OFFICER, LATER));
    }

    private static Map<String, AttributeValue> asSchema1(Map<String, AttributeValue> item) {
        Map<String, AttributeValue> old = new HashMap<>(item);
        old.remove(ItemWriter.SCHEMA_VERSION);
        old.remove(KeyGrammar.LSI1SK);
        return old;
    }
}
