package io.enforcementcore.adapters.inmemory;

import io.enforcementcore.domain.decision.Change;
import io.enforcementcore.domain.decision.Precondition;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.IdempotencyRecord;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The items a change set touches as a DynamoDB transaction would list them: those it writes (put,
 * update or delete) and those it only checks (a ConditionCheck on the subject of a precondition that
 * nothing writes). Counted here so that both stores report the same numbers, and used to refuse a set
 * that writes one item twice, which DynamoDB refuses too.
 */
record Footprint(List<ItemAddress> written, List<ItemAddress> checked) {

    static Footprint of(ChangeSet changes, List<Precondition> preconditions) {
        Listed written = new Listed();
        List<ItemAddress> counted = new ArrayList<>(1);
        for (Change change : changes.changes()) {
            if (change instanceof Change.AdjustCaseCounts c) {
                ItemAddress state = ItemAddress.state(c.caseId());
                if (!counted.contains(state)) {
                    counted.add(state);
                }
            } else {
                for (ItemAddress address : of(change)) {
                    requireFirstTime(written, address, changes.command());
                }
            }
        }
        // counts ride on the case's own write when the set has one, as one DynamoDB operation per item
        for (ItemAddress state : counted) {
            if (!written.contains(state)) {
                written.add(state);
            }
        }
        if (changes.idempotency().isDefined()) {
            IdempotencyRecord record = changes.idempotency().get();
            requireFirstTime(written, ItemAddress.idempotency(record.tenantId(), record.key()), changes.command());
        }
        Listed checked = new Listed();
        for (Precondition precondition : preconditions) {
            ItemAddress subject = ItemAddress.of(precondition.subject());
            if (!written.contains(subject) && !checked.contains(subject)) {
                checked.add(subject);
            }
        }
        return new Footprint(written.items, checked.items);
    }

    /** The stripes of every partition the transaction touches, sorted and each once. */
    int[] stripes(Stripes stripes) {
        int[] all = new int[touched()];
        int count = 0;
        for (ItemAddress address : written) {
            all[count++] = stripes.ofHash(address.lockKeyHash());
        }
        for (ItemAddress address : checked) {
            all[count++] = stripes.ofHash(address.lockKeyHash());
        }
        return Stripes.ascendingDistinct(all, count);
    }

    /** Every item the transaction lists: those it writes, then those it checks. */
    List<ItemAddress> all() {
        List<ItemAddress> all = new ArrayList<>(written);
        all.addAll(checked);
        return List.copyOf(all);
    }

    int touched() {
        return written.size() + checked.size();
    }

    private static void requireFirstTime(Listed written, ItemAddress address, String command) {
        if (written.contains(address)) {
            throw new IllegalArgumentException("change set " + command + " writes " + address.partition()
                    + " / " + address.sort() + " twice; a transaction may touch each item once");
        }
        written.add(address);
    }

    /**
     * Items in the order they were listed, each once. A transaction lists a handful, which a scan finds
     * sooner than a hash set is built; the set is built only once the list grows past a few.
     */
    private static final class Listed {
        private static final int SCANNED = 8;
        private final List<ItemAddress> items = new ArrayList<>();
        private Set<ItemAddress> hashed;

        boolean contains(ItemAddress address) {
            return hashed == null ? items.contains(address) : hashed.contains(address);
        }

        void add(ItemAddress address) {
            items.add(address);
            if (hashed != null) {
                hashed.add(address);
            } else if (items.size() > SCANNED) {
                hashed = new HashSet<>(items);
            }
        }
    }

    private static List<ItemAddress> of(Change change) {
        if (change instanceof Change.OpenCase c) {
            CaseId caseId = c.metadata().caseId();
            return List.of(ItemAddress.externalRef(c.tenantId(), c.metadata().externalRef()),
                    ItemAddress.meta(caseId), ItemAddress.state(caseId));
        } else if (change instanceof Change.TransitionCase c) {
            return List.of(ItemAddress.state(c.caseId()));
        } else if (change instanceof Change.ChangeRiskScore c) {
            return List.of(ItemAddress.state(c.before().caseId()));
        } else if (change instanceof Change.RenameCase c) {
            return List.of(ItemAddress.meta(c.caseId()), ItemAddress.state(c.caseId()));
        } else if (change instanceof Change.ChangeExternalRef c) {
            CaseId caseId = c.before().caseId();
            return List.of(ItemAddress.externalRef(c.tenantId(), c.before().externalRef()),
                    ItemAddress.externalRef(c.tenantId(), c.after().externalRef()),
                    ItemAddress.meta(caseId), ItemAddress.state(caseId));
        } else if (change instanceof Change.LinkParty c) {
            return List.of(ItemAddress.partyOfCase(c.link()), ItemAddress.caseOfParty(c.link()),
                    ItemAddress.partyProfile(c.tenantId(), c.link().partyId()));
        } else if (change instanceof Change.CreateTask c) {
            return List.of(ItemAddress.task(c.task()));
        } else if (change instanceof Change.ReassignTask c) {
            return List.of(ItemAddress.task(c.task()));
        } else if (change instanceof Change.CompleteTask c) {
            return List.of(ItemAddress.task(c.task()));
        } else if (change instanceof Change.RescheduleTask c) {
            return c.before().handle().equals(c.after().handle()) ? List.of(ItemAddress.task(c.after()))
                    : List.of(ItemAddress.task(c.before()), ItemAddress.task(c.after()));
        } else if (change instanceof Change.AddDeadline c) {
            return List.of(ItemAddress.deadline(c.deadline()));
        } else if (change instanceof Change.ResolveDeadline c) {
            return List.of(ItemAddress.deadline(c.deadline()));
        } else if (change instanceof Change.AttachEvidence c) {
            return List.of(ItemAddress.evidence(c.evidence()));
        } else if (change instanceof Change.AppendTimeline c) {
            return List.of(ItemAddress.event(c.event()));
        } else if (change instanceof Change.AppendOutbox c) {
            return List.of(ItemAddress.outbox(c.event()));
        } else if (change instanceof Change.MarkOutboxPublished c) {
            return List.of(ItemAddress.outbox(c.event()));
        } else if (change instanceof Change.RefreshTaskCaseTitle c) {
            return List.of(ItemAddress.task(c.task()));
        } else if (change instanceof Change.RefreshPartyName c) {
            return List.of(ItemAddress.partyOfCase(c.link()), ItemAddress.caseOfParty(c.link()));
        } else if (change instanceof Change.RefreshDeadlineCaseTitle c) {
            return List.of(ItemAddress.deadline(c.deadline()));
        }
        throw new IllegalArgumentException("unknown change " + change);
    }
}
