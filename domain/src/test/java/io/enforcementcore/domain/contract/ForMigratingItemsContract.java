package io.enforcementcore.domain.contract;

import static io.enforcementcore.domain.fixtures.ChangeSets.LATER;
import static io.enforcementcore.domain.fixtures.ChangeSets.adding;
import static io.enforcementcore.domain.fixtures.ChangeSets.creating;
import static io.enforcementcore.domain.fixtures.ChangeSets.linking;
import static io.enforcementcore.domain.fixtures.ChangeSets.opening;
import static io.enforcementcore.domain.fixtures.ChangeSets.rememberedAs;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.aCompany;
import static io.enforcementcore.domain.fixtures.Fixtures.aRespondentLink;
import static io.enforcementcore.domain.fixtures.Fixtures.anIdempotencyRecord;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenDeadline;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenTask;
import static io.enforcementcore.domain.fixtures.Moments.daysAfterStart;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.decision.TaskDecisions;
import io.enforcementcore.domain.fixtures.ChangeSets;
import io.enforcementcore.domain.fixtures.Fixtures;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.Party;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.port.ForMigratingItems.MigrationStep;
import io.enforcementcore.domain.port.ForMigratingItems.PositionRefused;
import io.enforcementcore.domain.port.ForMigratingItems.SnapshotStep;
import io.enforcementcore.domain.port.Receipt;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Contract of {@link io.enforcementcore.domain.port.ForMigratingItems} (C14), the one walk over every
 * item of the store.
 *
 * <ul>
 *   <li>The segments of a split ({@code 0..totalSegments-1}) share the items out: every item is examined
 *       in exactly one segment, whatever the number of segments.</li>
 *   <li>A step examines at most {@code maxItems}; {@code resumeFrom} is empty when the segment is done.
 *       A step that hands out {@code resumeFrom} examined exactly {@code maxItems} (like a page, a step
 *       may end full with nothing after it; the step from there examines nothing and ends the segment).
 *   </li>
 *   <li>Starting a step at {@code resumeFrom} continues where the previous step stopped, so a walk in
 *       small steps examines exactly what a walk in large steps does.</li>
 *   <li>Items are counted as the table holds them: opening a case adds five items (sentinel, META, STATE,
 *       timeline event, outbox event), a task two (the task and its timeline event), linking a party four
 *       (both edges, the profile, the timeline event), an idempotency record one.</li>
 *   <li>A step migrates at most what it examined; a walk right after a complete walk migrates nothing.</li>
 *   <li>A walk resumes from every position it hands out, and refuses, before any step, a position it did
 *       not hand out, saying why without repeating it.</li>
 *   <li>The snapshot walk ({@code snapshots}) walks the same items in the same steps, writes nothing, and
 *       answers each task and deadline exactly once, as stored: a stale case title as it is.</li>
 * </ul>
 *
 * <p>These tests count every item of the store, so no other test may write to it while they run.
 */
public abstract class ForMigratingItemsContract extends StorageContract {
    private static final int MAX_STEPS = 100_000;
    private final TenantId tenant = Ids.aTenant();

    private record Walk(long examined, long migrated) {
    }

    @BeforeEach
    void storeSomethingToWalk() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        given(creating(anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(1))));
    }

    @Test
    void examines_every_item_in_exactly_one_segment_whatever_the_split() {
        long total = walk(1, 100).examined();
        int smallSteps = (int) Math.max(2, total / 12);

        assertEquals(total, walk(3, smallSteps).examined(), "three segments in steps of " + smallSteps);
        assertEquals(total, walk(4, 100).examined(), "four segments");
    }

    @Test
    void counts_the_items_each_write_adds() {
        long before = walk(1, 100).examined();
        NewCase aCase = aCaseUnderReview(tenant);
        Party party = aCompany(tenant);
        Task task = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(2));

        given(opening(aCase));
        given(creating(task));
        given(linking(aRespondentLink(party, aCase)));
        given(rememberedAs(creating(anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(3))),
                anIdempotencyRecord(tenant, Receipt.ofCase(CommandId.C04, aCase.caseId(), 1))));

        assertEquals(before + 5 + 2 + 4 + 3, walk(1, 100).examined());
    }

    @Test
    void migrates_nothing_when_walking_again_after_a_complete_walk() {
        walk(2, 50);

        Walk again = walk(2, 50);

        assertTrue(again.examined() > 0);
        assertEquals(0, again.migrated());
    }

    @Test
    void the_snapshot_walk_answers_every_task_and_deadline_once_as_stored_and_examines_what_the_migration_does() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        Task task = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(2));
        Deadline deadline = anOpenDeadline(aCase, daysAfterStart(3));
        given(creating(task));
        given(adding(deadline));
        given(ChangeSets.of(CommandId.C12, tenant, TaskDecisions.refreshCaseTitle(asRead(task), new Title("A stale title"), Fixtures.INTAKE_OFFICER, LATER)));
        Party party = aCompany(tenant);
        given(linking(aRespondentLink(party, aCase)));
        long examinedByMigration = walk(3, 100).examined();
        int smallSteps = (int) Math.max(2, examinedByMigration / 12);

        List<Task> tasks = new ArrayList<>();
        List<Deadline> deadlines = new ArrayList<>();
        List<CaseParty> links = new ArrayList<>();
        long examined = 0;
        for (int segment = 0; segment < 3; segment++) {
            Option<String> from = Option.none();
            do {
                SnapshotStep step = store.migration().snapshots(segment, 3, from, smallSteps);
                assertTrue(step.examined() <= smallSteps, "a step examined more than asked: " + step);
                assertTrue(step.tasks().size() + step.deadlines().size() + step.links().size() <= step.examined(),
                        step::toString);
                step.links().forEach(link -> links.add(link.value()));
                examined += step.examined();
                step.tasks().forEach(read -> tasks.add(read.value()));
                step.deadlines().forEach(read -> deadlines.add(read.value()));
                from = step.resumeFrom();
            } while (from.isDefined());
        }

        assertEquals(examinedByMigration, examined, "the snapshot walk examines what the migration examines");
        assertEquals(List.of(new Title("A stale title")), tasks.stream()
                .filter(seen -> seen.taskId().equals(task.taskId())).map(Task::caseTitle).toList());
        assertEquals(List.of(deadline.caseTitle()), deadlines.stream()
                .filter(seen -> seen.deadlineId().equals(deadline.deadlineId())).map(Deadline::caseTitle).toList());
        assertEquals(tasks.size(), tasks.stream().map(Task::taskId).distinct().count(), "a task answered twice");
        assertEquals(List.of(party.name()), links.stream().filter(link -> link.partyId().equals(party.partyId()))
                .map(CaseParty::partyName).toList(), "a link is answered once, by its case's edge");
        assertEquals(examinedByMigration, walk(1, 100).examined(), "the snapshot walk wrote something");
    }

    @Test
    void resumes_from_every_position_a_walk_hands_out() {
        long total = walk(1, 100).examined();
        int smallSteps = (int) Math.max(1, total / 12);
        int handedOut = 0;
        for (int segment = 0; segment < 3; segment++) {
            Option<String> from = Option.none();
            do {
                from = store.migration().migrate(segment, 3, from, smallSteps).resumeFrom();
                for (String position : from) {
                    assertEquals(Option.none(), store.migration().checkPosition(segment, 3, position), position);
                    handedOut++;
                }
            } while (from.isDefined());
        }
        assertTrue(handedOut > 3, "the walk handed out " + handedOut + " positions");
    }

    @Test
    void refuses_to_resume_from_a_position_no_walk_hands_out_and_says_why_without_repeating_it() {
        List<String> hostile = List.of("", "garbage!!", "nowhere at all", "-1:x", "99999999999:x", "\u0000",
                "x".repeat(100_000), "CASE#c-1#META", "AAAA", "Ag", "~", "%00", "..");
        for (String position : hostile) {
            Option<PositionRefused> refused = store.migration().checkPosition(0, 1, position);

            assertTrue(refused.isDefined(), "resumed from " + position);
            assertTrue(position.isEmpty() || !refused.get().reason().contains(position), refused.get().reason());
        }
    }

    /** Walks every segment to its end, checking the rules of each step on the way. */
    private Walk walk(int totalSegments, int maxItems) {
        long examined = 0;
        long migrated = 0;
        for (int segment = 0; segment < totalSegments; segment++) {
            Option<String> from = Option.none();
            int steps = 0;
            do {
                if (++steps > MAX_STEPS) {
                    fail("segment " + segment + " did not end within " + MAX_STEPS + " steps");
                }
                MigrationStep step = store.migration().migrate(segment, totalSegments, from, maxItems);
                assertTrue(step.examined() <= maxItems, "a step examined more than asked: " + step);
                assertTrue(step.migrated() >= 0 && step.migrated() <= step.examined(), step::toString);
                if (step.resumeFrom().isDefined()) {
                    assertEquals(maxItems, step.examined(), "a step that stops early must end the segment");
                }
                examined += step.examined();
                migrated += step.migrated();
                from = step.resumeFrom();
            } while (from.isDefined());
        }
        return new Walk(examined, migrated);
    }
}
