package io.enforcementcore.domain.contract;

import static io.enforcementcore.domain.fixtures.ChangeSets.creating;
import static io.enforcementcore.domain.fixtures.ChangeSets.opening;
import static io.enforcementcore.domain.fixtures.ChangeSets.rememberedAs;
import static io.enforcementcore.domain.fixtures.ChangeSets.transition;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.anIdempotencyRecord;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenTask;
import static io.enforcementcore.domain.fixtures.Moments.START;
import static io.enforcementcore.domain.fixtures.Moments.daysAfterStart;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.RetentionPolicy;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.port.ForRecallingCommands.RecallWithCase;
import io.enforcementcore.domain.port.IdempotencyRecord;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Option;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * Contract of {@link io.enforcementcore.domain.port.ForRecallingCommands} and of the idempotency record
 * in a commit: a committed record is recalled exactly as written (strongly consistent), keys are scoped
 * by tenant, a key that exists makes its whole change set fail with {@code IdempotencyKeyReused}
 * (checked before the changes), and a rejected change set leaves no record. A record reads as absent
 * from its expiry instant on, although the store may still hold it, and a new record may then take its key.
 */
public abstract class ForRecallingCommandsContract extends StorageContract {
    private final TenantId tenant = Ids.aTenant();

    @Test
    void recalls_the_record_committed_with_a_change_set_receipt_and_all() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        Task task = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(2));
        IdempotencyRecord record = anIdempotencyRecord(tenant, receiptOf(task));

        given(rememberedAs(creating(task), record));

        assertEquals(Option.some(record), store.commands().recall(tenant, record.key(), START));
    }

    @Test
    void recalls_nothing_for_an_unknown_key_or_for_another_tenant() {
        NewCase aCase = aCaseUnderReview(tenant);
        IdempotencyRecord record = anIdempotencyRecord(tenant, Receipt.ofCase(CommandId.C01, aCase.caseId(), 1));
        given(rememberedAs(opening(aCase), record));

        assertEquals(Option.none(), store.commands().recall(tenant, Ids.anIdempotencyKey(), START));
        assertEquals(Option.none(), store.commands().recall(Ids.aTenant(), record.key(), START));
    }

    @Test
    void lets_each_tenant_use_the_same_key() {
        NewCase ours = aCaseUnderReview(tenant);
        IdempotencyRecord record = anIdempotencyRecord(tenant, Receipt.ofCase(CommandId.C01, ours.caseId(), 1));
        given(rememberedAs(opening(ours), record));
        TenantId other = Ids.aTenant();
        NewCase theirs = aCaseUnderReview(other);
        IdempotencyRecord theirRecord = new IdempotencyRecord(other, record.key(), "theirs",
                Receipt.ofCase(CommandId.C01, theirs.caseId(), 1), record.recordedAt(), record.expiresAt());

        given(rememberedAs(opening(theirs), theirRecord));

        assertEquals(Option.some(record), store.commands().recall(tenant, record.key(), START));
        assertEquals(Option.some(theirRecord), store.commands().recall(other, record.key(), START));
    }

    @Test
    void rejects_a_reused_key_and_writes_nothing_of_its_change_set() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        Task first = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(2));
        IdempotencyRecord record = anIdempotencyRecord(tenant, receiptOf(first));
        given(rememberedAs(creating(first), record));
        Task second = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(3));
        IdempotencyRecord reusing = new IdempotencyRecord(tenant, record.key(), "another request",
                receiptOf(second), record.recordedAt(), record.expiresAt());

        assertRejected(new Rejection.IdempotencyKeyReused(record.key().value()),
                commit(rememberedAs(creating(second), reusing)));

        assertEquals(Option.none(), store.cases().task(tenant, second.handle()));
        assertEquals(Option.some(record), store.commands().recall(tenant, record.key(), START));
    }

    @Test
    void answers_a_reused_key_before_any_failing_change() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        IdempotencyRecord record = anIdempotencyRecord(tenant, Receipt.ofCase(CommandId.C02, aCase.caseId(), 2));
        given(rememberedAs(transition(stateOf(aCase), CaseStatus.NOTICE_ISSUED), record));

        assertRejected(new Rejection.IdempotencyKeyReused(record.key().value()),
                commit(rememberedAs(transition(aCase.state(), CaseStatus.NOTICE_ISSUED), record)));
    }

    @Test
    void keeps_no_record_of_a_rejected_change_set() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        IdempotencyRecord record = anIdempotencyRecord(tenant, Receipt.ofCase(CommandId.C02, aCase.caseId(), 2));
        given(transition(stateOf(aCase), CaseStatus.NOTICE_ISSUED));

        assertTrue(commit(rememberedAs(transition(aCase.state(), CaseStatus.NOTICE_ISSUED), record)).isLeft());

        assertEquals(Option.none(), store.commands().recall(tenant, record.key(), START));
    }

    @Test
    void recalls_a_record_until_it_expires_and_nothing_from_its_expiry_on() {
        NewCase aCase = aCaseUnderReview(tenant);
        IdempotencyRecord record = anIdempotencyRecord(tenant, Receipt.ofCase(CommandId.C01, aCase.caseId(), 1));
        given(rememberedAs(opening(aCase), record));

        assertEquals(Option.some(record), store.commands().recall(tenant, record.key(), record.expiresAt().minusMillis(1)));
        assertEquals(Option.none(), store.commands().recall(tenant, record.key(), record.expiresAt()));
    }

    @Test
    void lets_a_new_record_take_the_key_of_an_expired_one_and_still_refuses_it_just_before() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        Task first = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(2));
        IdempotencyRecord record = anIdempotencyRecord(tenant, receiptOf(first));
        given(rememberedAs(creating(first), record));
        Task second = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(3));
        IdempotencyRecord tooEarly = recordedAgainAt(record, receiptOf(second), record.expiresAt().minusMillis(1));
        IdempotencyRecord afterExpiry = recordedAgainAt(record, receiptOf(second), record.expiresAt());

        assertRejected(new Rejection.IdempotencyKeyReused(record.key().value()),
                commit(rememberedAs(creating(second), tooEarly)));
        given(rememberedAs(creating(second), afterExpiry));

        assertEquals(Option.some(afterExpiry), store.commands().recall(tenant, record.key(), afterExpiry.recordedAt()));
        assertEquals(Option.some(second), store.cases().task(tenant, second.handle()));
    }

    @Test
    void recalls_with_its_case_the_record_recall_finds_and_the_metadata_the_case_reader_finds() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        Task task = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(2));
        IdempotencyRecord record = anIdempotencyRecord(tenant, receiptOf(task));
        given(rememberedAs(creating(task), record));

        RecallWithCase read = store.commands().recallWithCase(tenant, record.key(), START, aCase.caseId());

        assertEquals(new RecallWithCase(Option.some(record), store.cases().metadata(tenant, aCase.caseId())), read);
        assertTrue(read.metadata().isDefined());
    }

    @Test
    void recalls_with_its_case_nothing_expired_unknown_or_of_another_tenant() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));
        Task task = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(2));
        IdempotencyRecord record = anIdempotencyRecord(tenant, receiptOf(task));
        given(rememberedAs(creating(task), record));
        NewCase elsewhere = aCaseUnderReview(Ids.aTenant());

        assertEquals(Option.none(), store.commands().recallWithCase(tenant, record.key(), record.expiresAt(),
                aCase.caseId()).record(), "expired");
        assertEquals(new RecallWithCase(Option.none(), Option.none()),
                store.commands().recallWithCase(Ids.aTenant(), record.key(), START, aCase.caseId()));
        assertEquals(new RecallWithCase(Option.none(), Option.none()),
                store.commands().recallWithCase(tenant, Ids.anIdempotencyKey(), START, elsewhere.caseId()));
    }

    private static IdempotencyRecord recordedAgainAt(IdempotencyRecord earlier, Receipt receipt, Instant at) {
        return new IdempotencyRecord(earlier.tenantId(), earlier.key(), "a later request", receipt, at,
                RetentionPolicy.DEFAULT.idempotencyExpiry(at));
    }

    private static Receipt receiptOf(Task task) {
        return Receipt.ofTask(CommandId.C04, task.handle(), task.version());
    }
}
