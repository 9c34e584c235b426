package io.enforcementcore.adapters.inmemory.commit;

import io.enforcementcore.adapters.inmemory.table.ItemAddress;
import io.enforcementcore.adapters.inmemory.table.ItemSlot;
import io.enforcementcore.adapters.inmemory.table.Stripes;
import io.enforcementcore.domain.catalog.CommandId;
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
        Writes writes = new Writes(changes.command());
        List<Change> all = changes.changes();
        // indexed, as the commit path's other loops over a change set's lists and a footprint's: these lists come
        // in several classes, the JIT left their iterators in place, and for-each loops over them allocated a
        // sixth to a fifth of what a commit did
        for (int i = 0; i < all.size(); i++) {
            list(all.get(i), writes);
        }
        writes.addCountedCases();
        if (changes.idempotency().isDefined()) {
            IdempotencyRecord record = changes.idempotency().get();
            writes.write(ItemSlot.idempotency(record.tenantId(), record.key()));
        }
        Listed checked = new Listed();
        for (int i = 0; i < preconditions.size(); i++) {
            ItemSlot subject = ItemSlot.of(preconditions.get(i).subject());
            if (!writes.written.contains(subject) && !checked.contains(subject)) {
                checked.add(subject);
            }
        }
        return new Footprint(writes.written.items, checked.items, writes.facts);
    }

    /** The stripes of every partition the transaction touches, sorted and each once. */
    int[] stripes(Stripes stripes) {
        int[] all = new int[touched()];
        int count = 0;
        for (int i = 0; i < written.size(); i++) {
            all[count++] = stripes.of(written.get(i).lockKey());
        }
        for (int i = 0; i < checked.size(); i++) {
            all[count++] = stripes.of(checked.get(i).lockKey());
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

    /**
     * What a set writes, as it is listed: each item once (DynamoDB refuses a transaction that names an item
     * twice), the facts among them, and the cases whose counts move. Counts ride on the case's own write when
     * the set has one, as one DynamoDB operation per item, so those cases are added last, where not written.
     */
    private static final class Writes {
        private final CommandId command;
        private final Listed written = new Listed();
        private final List<ItemSlot> facts = new ArrayList<>(2);
        private List<ItemSlot> counted = List.of();

        Writes(CommandId command) {
            this.command = command;
        }

        void write(ItemSlot item) {
            if (written.contains(item)) {
                ItemAddress named = item.address();
                throw new IllegalArgumentException("change set " + command + " writes " + named.partition()
                        + " / " + named.sort() + " twice; a transaction may touch each item once");
            }
            written.add(item);
        }

        void fact(ItemSlot item) {
            write(item);
            facts.add(item);
        }

        void count(CaseId caseId) {
            ItemSlot state = ItemSlot.state(caseId);
            if (counted.isEmpty()) {
                counted = new ArrayList<>(1);
            }
            if (!counted.contains(state)) {
                counted.add(state);
            }
        }

        void addCountedCases() {
            for (int i = 0; i < counted.size(); i++) {
                if (!written.contains(counted.get(i))) {
                    written.add(counted.get(i));
                }
            }
        }
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

    /** Lists the items {@code change} writes. */
    private static void list(Change change, Writes writes) {
        change.accept(new ItemLister(writes));
    }

    /** The items each kind of change writes, facts it records and cases whose counts it moves. */
    private static final class ItemLister implements Change.ChangeVisitor<Void> {
        private final Writes writes;

        ItemLister(Writes writes) {
            this.writes = writes;
        }

        public Void adjustCaseCounts(Change.AdjustCaseCounts c) {
            writes.count(c.caseId());
            return null;
        }

        public Void insertCase(Change.InsertCase c) {
            CaseId caseId = c.metadata().caseId();
            writes.write(ItemSlot.externalRef(c.tenantId(), c.metadata().externalRef()));
            writes.write(ItemSlot.meta(caseId));
            writes.write(ItemSlot.state(caseId));
            return null;
        }

        public Void setCaseStatus(Change.SetCaseStatus c) {
            writes.write(ItemSlot.state(c.caseId()));
            return null;
        }

        public Void setRiskScore(Change.SetRiskScore c) {
            writes.write(ItemSlot.state(c.before().caseId()));
            return null;
        }

        public Void setCaseTitle(Change.SetCaseTitle c) {
            writes.write(ItemSlot.meta(c.caseId()));
            writes.write(ItemSlot.state(c.caseId()));
            return null;
        }

        public Void moveExternalRef(Change.MoveExternalRef c) {
            CaseId caseId = c.before().caseId();
            writes.write(ItemSlot.externalRef(c.tenantId(), c.before().externalRef()));
            writes.write(ItemSlot.externalRef(c.tenantId(), c.after().externalRef()));
            writes.write(ItemSlot.meta(caseId));
            writes.write(ItemSlot.state(caseId));
            return null;
        }

        public Void insertPartyLink(Change.InsertPartyLink c) {
            writes.write(ItemSlot.partyOfCase(c.link().caseId(), c.link().partyId()));
            writes.write(ItemSlot.caseOfParty(c.link()));
            writes.write(ItemSlot.partyProfile(c.tenantId(), c.link().partyId()));
            return null;
        }

        public Void insertTask(Change.InsertTask c) {
            writes.write(ItemSlot.task(c.task().handle()));
            return null;
        }

        public Void setTaskAssignee(Change.SetTaskAssignee c) {
            writes.write(ItemSlot.task(c.task()));
            return null;
        }

        public Void setTaskStatus(Change.SetTaskStatus c) {
            writes.write(ItemSlot.task(c.task()));
            return null;
        }

        public Void moveTask(Change.MoveTask c) {
            if (!c.before().handle().equals(c.after().handle())) {
                writes.write(ItemSlot.task(c.before().handle()));
            }
            writes.write(ItemSlot.task(c.after().handle()));
            return null;
        }

        public Void insertDeadline(Change.InsertDeadline c) {
            writes.write(ItemSlot.deadline(c.deadline().handle()));
            return null;
        }

        public Void setDeadlineStatus(Change.SetDeadlineStatus c) {
            writes.write(ItemSlot.deadline(c.deadline()));
            return null;
        }

        public Void insertEvidence(Change.InsertEvidence c) {
            writes.write(ItemSlot.evidence(c.evidence().caseId(), c.evidence().evidenceId()));
            return null;
        }

        public Void appendTimeline(Change.AppendTimeline c) {
            writes.fact(ItemSlot.event(c.event()));
            return null;
        }

        public Void appendOutbox(Change.AppendOutbox c) {
            writes.fact(ItemSlot.outbox(c.event()));
            return null;
        }

        public Void markOutboxPublished(Change.MarkOutboxPublished c) {
            writes.write(ItemSlot.outbox(c.event()));
            return null;
        }

        public Void refreshTaskCaseTitle(Change.RefreshTaskCaseTitle c) {
            writes.write(ItemSlot.task(c.task().handle()));
            return null;
        }

        public Void refreshPartyName(Change.RefreshPartyName c) {
            writes.write(ItemSlot.partyOfCase(c.link().caseId(), c.link().partyId()));
            writes.write(ItemSlot.caseOfParty(c.link()));
            return null;
        }

        public Void refreshDeadlineCaseTitle(Change.RefreshDeadlineCaseTitle c) {
            writes.write(ItemSlot.deadline(c.deadline().handle()));
            return null;
        }
    }
}
