package io.enforcementcore.domain.contract;

import static io.enforcementcore.domain.fixtures.ChangeSets.attaching;
import static io.enforcementcore.domain.fixtures.ChangeSets.completing;
import static io.enforcementcore.domain.fixtures.ChangeSets.creating;
import static io.enforcementcore.domain.fixtures.ChangeSets.factOf;
import static io.enforcementcore.domain.fixtures.ChangeSets.linking;
import static io.enforcementcore.domain.fixtures.ChangeSets.opening;
import static io.enforcementcore.domain.fixtures.ChangeSets.publishing;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.aCompany;
import static io.enforcementcore.domain.fixtures.Fixtures.aRespondentLink;
import static io.enforcementcore.domain.fixtures.Fixtures.anEvidence;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenTask;
import static io.enforcementcore.domain.fixtures.Moments.daysAfterStart;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.decision.Change;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.Audit;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.Party;
import io.enforcementcore.domain.model.Provenance;
import io.enforcementcore.domain.model.SystemActors;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.Authorship;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.ForMigratingItems.AuditStep;
import io.enforcementcore.domain.port.ForMigratingItems.ItemAudit;
import io.enforcementcore.domain.port.IdempotencyRecord;
import io.enforcementcore.domain.port.Receipt;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Every item a store writes says where it belongs and who wrote it (seed §26): its case's owner and
 * classification, who created it and when, and who changed it last and when. A record that says so
 * itself (a task) is stored as it says; every other item is stamped from its change set's
 * {@link Authorship}. Read through the audit walk, which both stores answer alike.
 */
public abstract class AuditStampsContract extends StorageContract {
    private static final UserId OPENER = new UserId("opener");
    private static final UserId WORKER = new UserId("case-worker");
    private static final UserId SUPERVISOR = new UserId("supervisor");
    private final TenantId tenant = Ids.aTenant();

    @Test
    void every_item_of_a_case_says_whose_case_it_is_and_who_made_and_last_changed_it() {
        NewCase aCase = aCaseUnderReview(tenant);
        Provenance provenance = aCase.metadata().provenance();
        ChangeSet opened = by(OPENER, opening(aCase));
        given(opened);
        Task task = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(3));
        given(by(WORKER, creating(task)));
        given(by(WORKER, attaching(anEvidence(aCase))));
        Party party = aCompany(tenant);
        given(by(WORKER, linking(aRespondentLink(party, aCase))));
        ChangeSet completed = by(SUPERVISOR, completing(task));
        given(completed);
        OutboxEvent announced = outboxOf(opened);
        Instant published = factOf(completed).occurredAt().plusSeconds(60);
        given(asJob(publishing(announced, published)));

        Map<String, ItemAudit> items = auditsOf(item -> item.partitionKey().contains(aCase.caseId().value())
                || item.partitionKey().contains(party.partyId().value())
                || item.partitionKey().contains(aCase.metadata().externalRef().value()));

        assertEquals(14, items.size(), "sentinel, META, STATE, task, evidence, 5 facts, outbox, 2 edges"
                + " and the profile: " + items.keySet());
        items.values().forEach(item -> {
            assertTrue(item.audit().isDefined(), "stamped: " + item);
            assertEquals(provenance, item.audit().get().provenance(), "whose: " + item);
        });
        Instant openedAt = factOf(opened).occurredAt();
        assertStamp(items, "META", OPENER, openedAt, OPENER, openedAt);
        assertStamp(items, "STATE", OPENER, openedAt, SUPERVISOR, factOf(completed).occurredAt());
        assertStamp(items, "UNIQUE", OPENER, openedAt, OPENER, openedAt);
        assertStamp(items, "OUTBOX#", OPENER, openedAt, SystemActors.OUTBOX_RELAY, published);
        assertEquals(task.audit().createdBy(), only(items, "TASK#").audit().get().createdBy(),
                "a task says who created it itself");
        assertEquals(WORKER, only(items, "EVIDENCE#").audit().get().createdBy());
        assertEquals(WORKER, only(items, "PROFILE").audit().get().createdBy());
        assertEquals(WORKER, only(items, "PARTY#").audit().get().updatedBy());
        assertEquals(List.of(WORKER, WORKER, WORKER, OPENER, SUPERVISOR), items.values().stream()
                .filter(item -> item.sortKey().startsWith("EVENT#")).map(item -> item.audit().get().createdBy())
                .map(UserId::value).sorted().map(UserId::new).toList(), "each fact names whose act it records");
    }

    @Test
    void the_record_of_an_idempotent_command_is_stamped_as_the_command() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        Task task = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(3));
        ChangeSet keyed = by(WORKER, creating(task)).rememberedAs(new IdempotencyRecord(tenant,
                Ids.anIdempotencyKey(), "fingerprint", Receipt.ofTask(CommandId.C04, task.handle(), 1),
                task.createdAt(), task.createdAt().plusSeconds(86_400)));

        given(keyed);

        ItemAudit record = only(auditsOf(item -> item.partitionKey().startsWith("IDEMPOTENCY#" + tenant.value())),
                "RECORD");
        assertEquals(Option.some(aCase.metadata().provenance().created(WORKER, task.createdAt())), record.audit());
    }

    /** The same change set, written by {@code by} at the time of its fact, on the case its records name. */
    private static ChangeSet by(UserId by, ChangeSet set) {
        Authorship authorship = Authorship.onCase(by, factOf(set).occurredAt(), set.authorship().caseProvenance().get());
        return new ChangeSet(set.command(), set.tenantId(), authorship, set.decision(), set.idempotency());
    }

    private static ChangeSet asJob(ChangeSet set) {
        Instant at = set.changes().stream().filter(Change.MarkOutboxPublished.class::isInstance)
                .map(change -> ((Change.MarkOutboxPublished) change).at()).findFirst().orElseThrow();
        return new ChangeSet(set.command(), set.tenantId(), Authorship.ofJob(SystemActors.OUTBOX_RELAY, at),
                set.decision(), set.idempotency());
    }

    private static OutboxEvent outboxOf(ChangeSet set) {
        return set.changes().stream().filter(Change.AppendOutbox.class::isInstance)
                .map(change -> ((Change.AppendOutbox) change).event()).findFirst().orElseThrow();
    }

    /** Every item the audit walk finds that {@code wanted}, by its key. */
    private Map<String, ItemAudit> auditsOf(Predicate<ItemAudit> wanted) {
        List<ItemAudit> all = new ArrayList<>();
        Option<String> position = Option.none();
        do {
            AuditStep step = store.migration().audits(0, 1, position, 25);
            all.addAll(step.items());
            position = step.resumeFrom();
        } while (position.isDefined());
        return all.stream().filter(wanted)
                .collect(Collectors.toMap(item -> item.partitionKey() + " " + item.sortKey(), item -> item));
    }

    private static ItemAudit only(Map<String, ItemAudit> items, String sortKeyStart) {
        List<ItemAudit> found = items.values().stream().filter(item -> item.sortKey().startsWith(sortKeyStart)).toList();
        assertEquals(1, found.size(), sortKeyStart + " in " + items.keySet());
        return found.get(0);
    }

    private static void assertStamp(Map<String, ItemAudit> items, String sortKeyStart, UserId createdBy,
                                    Instant createdAt, UserId updatedBy, Instant updatedAt) {
        Audit audit = only(items, sortKeyStart).audit().get();
        assertEquals(List.of(createdBy, createdAt, updatedBy, updatedAt),
                List.of(audit.createdBy(), audit.createdAt(), audit.updatedBy(), audit.updatedAt()), sortKeyStart);
    }
}
