package io.enforcementcore.domain.port;

import static io.enforcementcore.domain.fixtures.ChangeSets.LATER;
import static io.enforcementcore.domain.fixtures.ChangeSets.creating;
import static io.enforcementcore.domain.fixtures.ChangeSets.publishing;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenTask;
import static io.enforcementcore.domain.fixtures.Moments.daysAfterStart;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.fixtures.Fixtures;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.OutboxStatus;
import io.enforcementcore.domain.model.Provenance;
import io.enforcementcore.domain.model.SystemActors;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TenantId;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A change set that creates records names the provenance they carry, and never another than theirs. */
class ChangeSetAuthorshipTest {
    private final TenantId tenant = Ids.aTenant();
    private final NewCase aCase = aCaseUnderReview(tenant);
    private final Task task = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(2));

    @Test
    void a_set_that_creates_records_without_naming_their_case_is_refused_naming_the_change() {
        ChangeSet created = creating(task);

        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> new ChangeSet(
                CommandId.C04, tenant, Authorship.ofJob(Fixtures.INTAKE_OFFICER, LATER), created.decision(), created.idempotency()));

        assertTrue(refused.getMessage().contains("InsertTask"), refused.getMessage());
    }

    @Test
    void a_set_stamped_with_another_provenance_than_its_records_name_is_refused() {
        ChangeSet created = creating(task);
        Provenance elsewhere = new Provenance(task.audit().ownerOrgId(), Classification.PUBLIC);

        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> new ChangeSet(
                CommandId.C04, tenant, Authorship.onCase(Fixtures.INTAKE_OFFICER, LATER, elsewhere), created.decision(),
                created.idempotency()));

        assertTrue(refused.getMessage().contains(elsewhere.toString()), refused.getMessage());
    }

    @Test
    void a_job_that_only_changes_records_it_found_names_no_case() {
        OutboxEvent pending = new OutboxEvent(tenant, aCase.caseId(), Ids.anEventId(),
                io.enforcementcore.domain.model.EventType.CASE_OPENED, LATER, Map.of(), OutboxStatus.PENDING);
        ChangeSet published = publishing(pending);

        assertDoesNotThrow(() -> new ChangeSet(CommandId.C13, tenant, Authorship.ofJob(SystemActors.OUTBOX_RELAY, LATER),
                published.decision(), published.idempotency()));
    }
}
