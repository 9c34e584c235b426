package io.enforcementcore.domain.port;

import io.enforcementcore.domain.model.AtRevision;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseView;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.DeadlineHandle;
import io.enforcementcore.domain.model.Evidence;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.Party;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.TimelineEvent;
import io.vavr.control.Option;
import java.time.Instant;

/**
 * Driven port for reads of a case's own records and of a party's links to cases.
 *
 * <p>Contract: every read is strongly consistent (it sees every commit that returned before it began).
 * Every read is bounded by its {@link PageRequest} or by a fixed bound. A case or party of another
 * tenant reads exactly as one that does not exist. Each list is in the order its method names,
 * ascending; ties never occur because an id ends every ordering.
 */
public interface ForReadingCases {

    /** AP01. */
    Option<CaseMetadata> metadata(TenantId tenantId, CaseId caseId);

    /**
     * The case's lifecycle, for commands whose changes depend on its status, risk or version, and its counts
     * (AP01), as the last commit that moved them left them.
     */
    Option<CaseState> state(TenantId tenantId, CaseId caseId);

    /** AP11: the uniqueness sentinel of the reference. */
    Option<CaseId> caseIdByExternalRef(TenantId tenantId, ExternalRef externalRef);

    /** AP02: newest first (descending occurredAt, then eventId). */
    Page<TimelineEvent> timeline(TenantId tenantId, CaseId caseId, PageRequest page);

    /** AP05: by due time. */
    Page<Deadline> deadlinesOfCase(TenantId tenantId, CaseId caseId, PageRequest page);

    /** AP06: by due time, only those due at or before {@code dueBefore} when it is given. */
    Page<Task> tasksOfCase(TenantId tenantId, CaseId caseId, Option<Instant> dueBefore, PageRequest page);

    /**
     * AP05 for a repair of the deadlines' snapshots: each deadline with the revision it was read at, which
     * the repair relies on.
     */
    Page<AtRevision<Deadline>> deadlinesOfCaseAsRead(TenantId tenantId, CaseId caseId, PageRequest page);

    /** AP06 for a repair of the tasks' snapshots, every task by due time, as {@link #deadlinesOfCaseAsRead}. */
    Page<AtRevision<Task>> tasksOfCaseAsRead(TenantId tenantId, CaseId caseId, PageRequest page);

    /** AP07: by party id. */
    Page<CaseParty> partiesOfCase(TenantId tenantId, CaseId caseId, PageRequest page);

    /**
     * AP08: the party's links to cases classified at most {@code clearance}, by case id. Each classification is
     * a range of its own, and only those within the clearance are read and merged (see {@link io.enforcementcore.domain.paging.MergedPages}), so a
     * case above it is never examined.
     */
    Page<CaseParty> casesOfParty(TenantId tenantId, PartyId partyId, Classification clearance, PageRequest page);

    /** A party's profile (the name and kind its first link gave it); none if it was never linked. */
    Option<Party> partyProfile(TenantId tenantId, PartyId partyId);

    /** AP14: by evidence id. */
    Page<Evidence> evidenceOfCase(TenantId tenantId, CaseId caseId, PageRequest page);

    /**
     * AP09: metadata, state, open tasks, open deadlines and parties, at most {@code perSection} of each
     * list (the first ones in the order of AP06, AP05 and AP07).
     */
    Option<CaseView> operationalView(TenantId tenantId, CaseId caseId, int perSection);

    /** A task by the handle a caller holds; none if it moved, vanished or belongs to another tenant. */
    Option<Task> task(TenantId tenantId, TaskHandle handle);

    /** A deadline by the handle a caller holds. */
    Option<Deadline> deadline(TenantId tenantId, DeadlineHandle handle);
}
