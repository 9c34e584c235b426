package io.enforcementcore.adapters.inmemory;

import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.port.Change;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.IdempotencyRecord;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The items a change set touches as a DynamoDB transaction would list them: those it writes (put,
 * update or delete) and those it only checks (a ConditionCheck on the case's STATE). Counted here so
 * that both stores report the same numbers, and used to refuse a set that touches one item twice,
 * which DynamoDB refuses too.
 */
record Footprint(List<ItemAddress> written, List<ItemAddress> checked) {

    static Footprint of(ChangeSet changes) {
        List<ItemAddress> written = new ArrayList<>();
        List<ItemAddress> checked = new ArrayList<>();
        for (Change change : changes.changes()) {
            Footprint footprint = of(change);
            written.addAll(footprint.written());
            checked.addAll(footprint.checked());
        }
        for (IdempotencyRecord record : changes.idempotency()) {
            written.add(ItemAddress.idempotency(record.tenantId(), record.key()));
        }
        Footprint footprint = new Footprint(written, checked);
        footprint.requireEachItemOnce(changes.command());
        return footprint;
    }

    int touched() {
        return written.size() + checked.size();
    }

    private void requireEachItemOnce(String command) {
        Set<ItemAddress> seen = new HashSet<>();
        for (ItemAddress address : written) {
            requireFirst(seen, address, command);
        }
        for (ItemAddress address : checked) {
            requireFirst(seen, address, command);
        }
    }

    private static void requireFirst(Set<ItemAddress> seen, ItemAddress address, String command) {
        if (!seen.add(address)) {
            throw new IllegalArgumentException("change set " + command + " touches " + address.partition() + " / "
                    + address.sort() + " twice; a transaction may touch each item once");
        }
    }

    private static Footprint of(Change change) {
        if (change instanceof Change.OpenCase c) {
            CaseId caseId = c.metadata().caseId();
            return writes(ItemAddress.externalRef(c.tenantId(), c.metadata().externalRef()),
                    ItemAddress.meta(caseId), ItemAddress.state(caseId));
        } else if (change instanceof Change.TransitionCase c) {
            return writes(ItemAddress.state(c.caseId()));
        } else if (change instanceof Change.ChangeRiskScore c) {
            return writes(ItemAddress.state(c.before().caseId()));
        } else if (change instanceof Change.RenameCase c) {
            return writes(ItemAddress.meta(c.caseId()), ItemAddress.state(c.caseId()));
        } else if (change instanceof Change.LinkParty c) {
            return new Footprint(List.of(ItemAddress.partyOfCase(c.link()), ItemAddress.caseOfParty(c.link()),
                    ItemAddress.partyProfile(c.tenantId(), c.link().partyId())),
                    List.of(ItemAddress.state(c.link().caseId())));
        } else if (change instanceof Change.CreateTask c) {
            return new Footprint(List.of(ItemAddress.task(c.task())), List.of(ItemAddress.state(c.task().caseId())));
        } else if (change instanceof Change.ReassignTask c) {
            return writes(ItemAddress.task(c.task()));
        } else if (change instanceof Change.CompleteTask c) {
            return writes(ItemAddress.task(c.task()));
        } else if (change instanceof Change.RescheduleTask c) {
            return writes(ItemAddress.task(c.before()), ItemAddress.task(c.after()));
        } else if (change instanceof Change.AddDeadline c) {
            return new Footprint(List.of(ItemAddress.deadline(c.deadline())),
                    List.of(ItemAddress.state(c.deadline().caseId())));
        } else if (change instanceof Change.ResolveDeadline c) {
            return writes(ItemAddress.deadline(c.deadline()));
        } else if (change instanceof Change.AttachEvidence c) {
            return new Footprint(List.of(ItemAddress.evidence(c.evidence())),
                    List.of(ItemAddress.state(c.evidence().caseId())));
        } else if (change instanceof Change.AppendTimeline c) {
            return writes(ItemAddress.event(c.event()));
        } else if (change instanceof Change.AppendOutbox c) {
            return writes(ItemAddress.outbox(c.event()));
        } else if (change instanceof Change.MarkOutboxPublished c) {
            return writes(ItemAddress.outbox(c.event()));
        } else if (change instanceof Change.RefreshTaskCaseTitle c) {
            return writes(ItemAddress.task(c.task()));
        } else if (change instanceof Change.RefreshDeadlineCaseTitle c) {
            return writes(ItemAddress.deadline(c.deadline()));
        }
        throw new IllegalArgumentException("unknown change " + change);
    }

    private static Footprint writes(ItemAddress... addresses) {
        return new Footprint(List.of(addresses), List.of());
    }
}
