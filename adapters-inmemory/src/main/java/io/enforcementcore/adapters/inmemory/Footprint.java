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
 * that writes one item twice, which DynamoDB refuses too. Of the items written, {@code facts} are the new
 * facts it records (timeline and outbox events), which DynamoDB puts only if absent.
 */
record Footprint(List<ItemSlot> written, List<ItemSlot> checked, List<ItemSlot> facts) {

    static Footprint of(ChangeSet changes, List<Precondition> preconditions) {
        Listed written = new Listed();
        List<ItemSlot> counted = new ArrayList<>(1);
        List<ItemSlot> facts = new ArrayList<>(2);
        for (Change change : changes.changes()) {
            if (change instanceof Change.AdjustCaseCounts c) {
                ItemSlot state = ItemSlot.state(c.caseId());
                if (!counted.contains(state)) {
                    counted.add(state);
                }
            } else {
                List<ItemSlot> items = of(change);
                for (ItemSlot item : items) {
                    requireFirstTime(written, item, changes.command());
                }
                if (change instanceof Change.AppendTimeline || change instanceof Change.AppendOutbox) {
                    facts.addAll(items);
                }
            }
        }
        // counts ride on the case's own write when the set has one, as one DynamoDB operation per item
        for (ItemSlot state : counted) {
            if (!written.contains(state)) {
                written.add(state);
            }
        }
        if (changes.idempotency().isDefined()) {
            IdempotencyRecord record = changes.idempotency().get();
            requireFirstTime(written, ItemSlot.idempotency(record.tenantId(), record.key()), changes.command());
        }
        Listed checked = new Listed();
        for (Precondition precondition : preconditions) {
            ItemSlot subject = ItemSlot.of(precondition.subject());
            if (!written.contains(subject) && !checked.contains(subject)) {
                checked.add(subject);
            }
        }
        return new Footprint(written.items, checked.items, facts);
    }

    /** The stripes of every partition the transaction touches, sorted and each once. */
    int[] stripes(Stripes stripes) {
        int[] all = new int[touched()];
        int count = 0;
        for (ItemSlot item : written) {
            all[count++] = stripes.of(item.lockKey());
        }
        for (ItemSlot item : checked) {
            all[count++] = stripes.of(item.lockKey());
        }
        return Stripes.ascendingDistinct(all, count);
    }

    /** Every item the transaction lists: those it writes, then those it checks. */
    List<ItemSlot> all() {
        List<ItemSlot> all = new ArrayList<>(written);
        all.addAll(checked);
        return List.copyOf(all);
    }

    int touched() {
        return written.size() + checked.size();
    }

    private static void requireFirstTime(Listed written, ItemSlot item, String command) {
        if (written.contains(item)) {
            ItemAddress named = item.address();
            throw new IllegalArgumentException("change set " + command + " writes " + named.partition()
                    + " / " + named.sort() + " twice; a transaction may touch each item once");
        }
        written.add(item);
    }

    /**
     * Items in the order they were listed, each once. A transaction lists a handful, which a scan finds
     * sooner than a hash set is built; the set is built only once the list grows past a few.
     */
    private static final class Listed {
        private static final int SCANNED = 8;
        private final List<ItemSlot> items = new ArrayList<>();
        private Set<ItemSlot> hashed;

        boolean contains(ItemSlot item) {
            return hashed == null ? items.contains(item) : hashed.contains(item);
        }

        void add(ItemSlot item) {
            items.add(item);
            if (hashed != null) {
                hashed.add(item);
            } else if (items.size() > SCANNED) {
                hashed = new HashSet<>(items);
            }
        }
    }

    private static List<ItemSlot> of(Change change) {
        if (change instanceof Change.OpenCase c) {
            CaseId caseId = c.metadata().caseId();
            return List.of(ItemSlot.externalRef(c.tenantId(), c.metadata().externalRef()),
                    ItemSlot.meta(caseId), ItemSlot.state(caseId));
        } else if (change instanceof Change.TransitionCase c) {
            return List.of(ItemSlot.state(c.caseId()));
        } else if (change instanceof Change.ChangeRiskScore c) {
            return List.of(ItemSlot.state(c.before().caseId()));
        } else if (change instanceof Change.RenameCase c) {
            return List.of(ItemSlot.meta(c.caseId()), ItemSlot.state(c.caseId()));
        } else if (change instanceof Change.ChangeExternalRef c) {
            CaseId caseId = c.before().caseId();
            return List.of(ItemSlot.externalRef(c.tenantId(), c.before().externalRef()),
                    ItemSlot.externalRef(c.tenantId(), c.after().externalRef()),
                    ItemSlot.meta(caseId), ItemSlot.state(caseId));
        } else if (change instanceof Change.LinkParty c) {
            return List.of(ItemSlot.partyOfCase(c.link().caseId(), c.link().partyId()),
                    ItemSlot.caseOfParty(c.link()), ItemSlot.partyProfile(c.tenantId(), c.link().partyId()));
        } else if (change instanceof Change.CreateTask c) {
            return List.of(ItemSlot.task(c.task().handle()));
        } else if (change instanceof Change.ReassignTask c) {
            return List.of(ItemSlot.task(c.task()));
        } else if (change instanceof Change.CompleteTask c) {
            return List.of(ItemSlot.task(c.task()));
        } else if (change instanceof Change.RescheduleTask c) {
            return c.before().handle().equals(c.after().handle()) ? List.of(ItemSlot.task(c.after().handle()))
                    : List.of(ItemSlot.task(c.before().handle()), ItemSlot.task(c.after().handle()));
        } else if (change instanceof Change.AddDeadline c) {
            return List.of(ItemSlot.deadline(c.deadline().handle()));
        } else if (change instanceof Change.ResolveDeadline c) {
            return List.of(ItemSlot.deadline(c.deadline()));
        } else if (change instanceof Change.AttachEvidence c) {
            return List.of(ItemSlot.evidence(c.evidence().caseId(), c.evidence().evidenceId()));
        } else if (change instanceof Change.AppendTimeline c) {
            return List.of(ItemSlot.event(c.event()));
        } else if (change instanceof Change.AppendOutbox c) {
            return List.of(ItemSlot.outbox(c.event()));
        } else if (change instanceof Change.MarkOutboxPublished c) {
            return List.of(ItemSlot.outbox(c.event()));
        } else if (change instanceof Change.RefreshTaskCaseTitle c) {
            return List.of(ItemSlot.task(c.task().handle()));
        } else if (change instanceof Change.RefreshPartyName c) {
            return List.of(ItemSlot.partyOfCase(c.link().caseId(), c.link().partyId()), ItemSlot.caseOfParty(c.link()));
        } else if (change instanceof Change.RefreshDeadlineCaseTitle c) {
            return List.of(ItemSlot.deadline(c.deadline().handle()));
        }
        throw new IllegalArgumentException("unknown change " + change);
    }
}
