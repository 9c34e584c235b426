package io.enforcementcore.workbench;

import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.DeadlineHandle;
import io.enforcementcore.domain.model.TaskHandle;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * What the demo has created and how it last saw it: enough to make every later command and query
 * valid (right tenant, current version, current handle) without reading it back.
 */
final class Catalog {

    static final class CaseRef {
        final DemoTenant tenant;
        final CaseId caseId;
        /** The reference the case has now: C15 moves it, and AP11 asks for this one. */
        String externalRef;
        String title;
        CaseStatus status = CaseStatus.UNDER_REVIEW;
        long version;
        int riskScore;
        final Set<String> partyIds = new HashSet<>();

        /** Never changes: C03 names it for the party's list of cases. */
        final Classification classification;

        CaseRef(DemoTenant tenant, CaseId caseId, Classification classification, String externalRef, String title,
                long version, int riskScore) {
            this.tenant = tenant;
            this.caseId = caseId;
            this.classification = classification;
            this.externalRef = externalRef;
            this.title = title;
            this.version = version;
            this.riskScore = riskScore;
        }

        boolean isOpen() {
            return status.isOpen();
        }
    }

    /**
     * An open task or deadline as last seen: its handle ({@link TaskHandle} or {@link DeadlineHandle}, as
     * its last receipt gave it) and version name it in the next command.
     */
    static final class WorkRef<H> {
        final CaseRef owner;
        H handle;
        long version;
        String assignee;
        /** Where the item sits in the open set holding it, or -1: what makes removing it take constant time. */
        int slot = -1;

        WorkRef(CaseRef owner, H handle, long version, String assignee) {
            this.owner = owner;
            this.handle = handle;
            this.version = version;
            this.assignee = assignee;
        }
    }

    private final List<DemoTenant> tenants;
    private final List<CaseRef> cases = new ArrayList<>();
    private final OpenSet<TaskHandle> openTasks = new OpenSet<>();
    private final OpenSet<DeadlineHandle> openDeadlines = new OpenSet<>();
    private final List<CaseRef> renamed = new ArrayList<>();
    private CaseRef hotCase;

    Catalog(List<DemoTenant> tenants) {
        this.tenants = List.copyOf(tenants);
    }

    List<DemoTenant> tenants() {
        return tenants;
    }

    List<CaseRef> cases() {
        return cases;
    }

    OpenSet<TaskHandle> openTasks() {
        return openTasks;
    }

    OpenSet<DeadlineHandle> openDeadlines() {
        return openDeadlines;
    }

    /** Cases renamed since their title snapshots were last reconciled. */
    List<CaseRef> renamed() {
        return renamed;
    }

    CaseRef hotCase() {
        return hotCase;
    }

    void markHot(CaseRef ref) {
        hotCase = ref;
    }

    /** Takes in what another catalog (a seeding lane's) holds, after what this one holds. */
    void absorb(Catalog other) {
        cases.addAll(other.cases);
        other.openTasks.items.forEach(openTasks::add);
        other.openDeadlines.items.forEach(openDeadlines::add);
        renamed.addAll(other.renamed);
        if (other.hotCase != null) {
            hotCase = other.hotCase;
        }
    }

    CaseRef randomCase(Random random) {
        return cases.get(random.nextInt(cases.size()));
    }

    /** A random open case, or any case if none of a few draws is open. */
    CaseRef randomOpenCase(Random random) {
        CaseRef ref = randomCase(random);
        for (int draw = 0; draw < 20 && !ref.isOpen(); draw++) {
            ref = randomCase(random);
        }
        return ref;
    }

    DemoTenant randomTenant(Random random) {
        return tenants.get(random.nextInt(tenants.size()));
    }

    /** Open work items: drawn at random, removed in constant time when they are done. */
    static final class OpenSet<H> {
        private final List<WorkRef<H>> items = new ArrayList<>();

        void add(WorkRef<H> ref) {
            ref.slot = items.size();
            items.add(ref);
        }

        boolean isEmpty() {
            return items.isEmpty();
        }

        int size() {
            return items.size();
        }

        WorkRef<H> random(Random random) {
            return items.get(random.nextInt(items.size()));
        }

        void remove(WorkRef<H> ref) {
            int at = ref.slot;
            if (at >= 0 && at < items.size() && items.get(at) == ref) {
                WorkRef<H> last = items.remove(items.size() - 1);
                if (at < items.size()) {
                    items.set(at, last);
                    last.slot = at;
                }
                ref.slot = -1;
            }
        }

        long countOf(DemoTenant tenant) {
            return items.stream().filter(ref -> ref.owner.tenant == tenant).count();
        }

        List<WorkRef<H>> of(CaseRef owner) {
            return items.stream().filter(ref -> ref.owner == owner).toList();
        }
    }
}
