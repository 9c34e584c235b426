package io.enforcementcore.design;

import io.enforcementcore.adapters.dynamodb.DynamoDbSettings;
import io.enforcementcore.adapters.dynamodb.model.AccessPattern;
import io.enforcementcore.adapters.dynamodb.model.TableModel;
import io.enforcementcore.domain.catalog.AccessPatternId;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.EventType;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.model.UserId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * The hot-key test of the data model (section 28.2 of the source chapter), as workloads: officers on
 * one hot case, a tenant with ten times the traffic of the others, dashboards on the tenant views, a
 * bulk import into one case, and the outbox at a high event rate with and without its shards.
 */
final class HotspotScenarios {
    static final TenantId HOT_TENANT = Specimens.tenant(1);
    static final CaseId HOT_CASE = Specimens.HOT_CASE;
    static final int OFFICERS_ON_HOT_CASE = 10;
    static final int TENANTS = 5;
    static final int LOUDNESS = 10;
    /** What the partition key of every outbox shard's pending events starts with. */
    private static final String PENDING_OUTBOX = TableModel.read(AccessPatternId.AP10.id()).queryStep().partitionKey().replaceFirst("<.*", "");
    static final int QUIET_TENANT_CASES = 20;
    static final int QUIET_TENANT_OFFICERS = 5;
    static final int ANALYSTS = 200;
    static final double DASHBOARD_REFRESH_SECONDS = 5;
    static final int IMPORTED_FACTS_PER_SECOND = 2_000;
    static final int IMPORT_BATCH = 25;
    static final int OUTBOX_EVENTS_PER_SECOND = 1_500;
    static final int RELAY_PAGE = 25;
    private static final Map<String, String> LABELS = Map.of(HOT_CASE.value(), Specimens.HOT_CASE_LABEL);

    private HotspotScenarios() {
    }

    /** Every scenario of the report, the outbox twice: with the default shards and unsharded. */
    static List<HotspotWorkload> all() {
        return List.of(hotCase(), skewedTenant(), dashboards(), bulkImport(),
                outbox(DynamoDbSettings.DEFAULT_OUTBOX_SHARDS), outbox(1));
    }

    /** The results of {@link #all()}, simulated once: they depend on nothing but this code. */
    static List<HotspotSimulation.Result> results() {
        return Simulated.RESULTS;
    }

    /** Simulated on first use (a few seconds of pricing), not when the class loads. */
    private static final class Simulated {
        static final List<HotspotSimulation.Result> RESULTS = all().stream().map(HotspotSimulation::run).toList();
    }

    static HotspotWorkload hotCase() {
        return new HotspotWorkload("a", "Ten officers working one hot case", List.of(
                OFFICERS_ON_HOT_CASE + " officers of " + HOT_TENANT.value() + " work case `CASE#<hot>` at once; each "
                        + "refreshes its operational view every 5 s, reads the newest timeline page every 10 s, "
                        + "creates a task and completes a task every 30 s and attaches evidence (one timeline "
                        + "event) every 20 s.",
                "The case holds 40 open tasks, 8 open deadlines and 6 parties; AP09 shows 20 per section, "
                        + "AP02 pages hold 25 events."),
                hotCaseStreams(new HotspotRequests(DynamoDbSettings.DEFAULT_OUTBOX_SHARDS)), LABELS);
    }

    private static List<HotspotWorkload.Stream> hotCaseStreams(HotspotRequests requests) {
        double officers = OFFICERS_ON_HOT_CASE;
        return List.of(
                new HotspotWorkload.Stream(AccessPatternId.AP09.id(), "case view refresh", officers / 5, 1, "case",
                        i -> requests.caseView(HOT_TENANT, HOT_CASE, 20, 8, 6)),
                new HotspotWorkload.Stream(AccessPatternId.AP02.id(), "timeline, newest page", officers / 10, 1, "case",
                        i -> requests.timeline(HOT_TENANT, HOT_CASE, 25)),
                new HotspotWorkload.Stream(CommandId.C04.id(), "create task (for oneself)", officers / 30, OFFICERS_ON_HOT_CASE,
                        "officer", i -> requests.createTask(HOT_TENANT, HOT_CASE, officer(i), i)),
                new HotspotWorkload.Stream(CommandId.C06.id(), "complete task", officers / 30, OFFICERS_ON_HOT_CASE, "officer",
                        i -> requests.completeTask(HOT_TENANT, HOT_CASE, officer(i), 1_000 + i)),
                new HotspotWorkload.Stream(CommandId.C09.id(), "attach evidence (+ timeline event)", officers / 20,
                        OFFICERS_ON_HOT_CASE, "officer", i -> requests.attachEvidence(HOT_TENANT, HOT_CASE, officer(i),
                        i)));
    }

    /**
     * Tenant 1 has ten times the cases and officers of each quiet tenant, each case and officer as busy
     * as anywhere else, so per-case and per-officer partitions look alike and the tenant-wide ones differ.
     */
    static HotspotWorkload skewedTenant() {
        HotspotRequests requests = new HotspotRequests(DynamoDbSettings.DEFAULT_OUTBOX_SHARDS);
        int shares = LOUDNESS + TENANTS - 1;
        int cases = QUIET_TENANT_CASES * shares;
        int officers = QUIET_TENANT_OFFICERS * shares;
        double views = 10;
        double queuePages = 4;
        double tasks = 2;
        double deadlines = 0.5;
        double transitions = 0.5;
        double rescores = 0.2;
        double listPages = 0.5;
        return new HotspotWorkload("b", "One tenant with ten times the traffic of the others", List.of(
                TENANTS + " tenants; " + HOT_TENANT.value() + " has " + LOUDNESS + "x the cases worked at peak ("
                        + QUIET_TENANT_CASES * LOUDNESS + " vs " + QUIET_TENANT_CASES + ") and officers ("
                        + QUIET_TENANT_OFFICERS * LOUDNESS + " vs " + QUIET_TENANT_OFFICERS + ") of each other tenant.",
                "Per quiet tenant at peak, per second: " + units(views) + " case views, " + units(queuePages)
                        + " assignee-queue pages of 25, " + units(tasks) + " tasks created and as many completed, "
                        + units(deadlines) + " deadlines added and as many met, " + units(transitions)
                        + " status transitions, " + units(rescores) + " risk changes (into the high bucket), "
                        + units(listPages) + " overdue-deadline pages and as many status-list pages of 50; the loud "
                        + "tenant does " + LOUDNESS + "x each."),
                List.of(
                        new HotspotWorkload.Stream(AccessPatternId.AP09.id(), "case view", views * shares, cases, "case",
                                i -> requests.caseView(tenantOfCase(i), caseOf(i), 10, 3, 3)),
                        new HotspotWorkload.Stream(AccessPatternId.AP03.id(), "assignee queue page (25)", queuePages * shares, officers,
                                "officer", i -> requests.assigneeQueue(tenantOfOfficer(i), officerOf(i), 25)),
                        new HotspotWorkload.Stream(CommandId.C04.id(), "create task", tasks * shares, cases, "case",
                                i -> requests.createTask(tenantOfCase(i), caseOf(i), assigneeOfCase(i), i)),
                        new HotspotWorkload.Stream(CommandId.C06.id(), "complete task", tasks * shares, cases, "case",
                                i -> requests.completeTask(tenantOfCase(i), caseOf(i), assigneeOfCase(i), i + 1)),
                        new HotspotWorkload.Stream(CommandId.C07.id(), "add deadline", deadlines * shares, cases, "case",
                                i -> requests.addDeadline(tenantOfCase(i), caseOf(i), assigneeOfCase(i), i)),
                        new HotspotWorkload.Stream(CommandId.C08.id(), "meet deadline", deadlines * shares, cases, "case",
                                i -> requests.meetDeadline(tenantOfCase(i), caseOf(i), assigneeOfCase(i), i + 1)),
                        new HotspotWorkload.Stream(CommandId.C02.id(), "status transition", transitions * shares, cases, "case",
                                i -> requests.transition(tenantOfCase(i), caseOf(i), assigneeOfCase(i),
                                        CaseStatus.RESPONSE_WAITING, Specimens.event("skew", i))),
                        new HotspotWorkload.Stream(CommandId.C11.id(), "risk 78 -> 86", rescores * shares, cases, "case",
                                i -> requests.rescore(tenantOfCase(i), caseOf(i), assigneeOfCase(i), 78, 86)),
                        new HotspotWorkload.Stream(AccessPatternId.AP04.id(), "overdue deadlines page (50)", listPages * shares, shares,
                                "tenant share", i -> requests.overdueDeadlines(tenantOfShare(i), 50)),
                        new HotspotWorkload.Stream(AccessPatternId.AP12.id(), "cases in status page (50)", listPages * shares, shares,
                                "tenant share", i -> requests.casesInStatus(tenantOfShare(i), CaseStatus.NOTICE_ISSUED,
                                50))),
                LABELS);
    }

    static HotspotWorkload dashboards() {
        HotspotRequests requests = new HotspotRequests(DynamoDbSettings.DEFAULT_OUTBOX_SHARDS);
        double refreshes = ANALYSTS / DASHBOARD_REFRESH_SECONDS;
        List<CaseStatus> open = List.of(CaseStatus.UNDER_REVIEW, CaseStatus.NOTICE_ISSUED,
                CaseStatus.RESPONSE_WAITING, CaseStatus.DECISION_PENDING);
        int page = fullPage(TableModel.read(AccessPatternId.AP04.id()), TableModel.read(AccessPatternId.AP12.id()), TableModel.read(AccessPatternId.AP13.id()));
        return new HotspotWorkload("c", "Dashboards refreshing the tenant views", List.of(
                ANALYSTS + " analysts of " + HOT_TENANT.value() + " keep a dashboard open that refreshes every "
                        + (int) DASHBOARD_REFRESH_SECONDS + " s: the overdue deadlines (AP04), the cases in each of "
                        + "the four open statuses (AP12, one query per status) and the high-risk cases (AP13).",
                "Every query reads a full page of " + page + " items (the largest page the ports allow); GSI "
                        + "reads are eventually consistent."),
                List.of(
                        new HotspotWorkload.Stream(AccessPatternId.AP04.id(), "overdue deadlines", refreshes, 1, "tenant",
                                i -> requests.overdueDeadlines(HOT_TENANT, page)),
                        new HotspotWorkload.Stream(AccessPatternId.AP12.id(), "cases in status, per open status", refreshes * open.size(),
                                open.size(), "status", i -> requests.casesInStatus(HOT_TENANT, open.get(i), page)),
                        new HotspotWorkload.Stream(AccessPatternId.AP13.id(), "high-risk open cases", refreshes, 1, "tenant",
                                i -> requests.highRiskCases(HOT_TENANT, page))),
                LABELS);
    }

    static HotspotWorkload bulkImport() {
        HotspotRequests requests = new HotspotRequests(DynamoDbSettings.DEFAULT_OUTBOX_SHARDS);
        List<HotspotWorkload.Stream> streams = new ArrayList<>(hotCaseStreams(requests));
        streams.add(new HotspotWorkload.Stream("IMPORT", IMPORT_BATCH + " imported timeline events per transaction",
                (double) IMPORTED_FACTS_PER_SECOND / IMPORT_BATCH, 1, "case",
                i -> requests.importFacts(HOT_TENANT, HOT_CASE, i, IMPORT_BATCH)));
        double perEvent = wcu(requests.importFacts(HOT_TENANT, HOT_CASE, 0, IMPORT_BATCH)) / IMPORT_BATCH;
        return new HotspotWorkload("d", "Bulk import of events into one case", List.of(
                "A migration imports " + number(IMPORTED_FACTS_PER_SECOND) + " legacy timeline events "
                        + "per second into `CASE#<hot>`, " + IMPORT_BATCH + " per transaction, while the officers "
                        + "of scenario (a) keep working the case.",
                "Every event lands in the case's partition whatever its (historical) time: the time is in the "
                        + "sort key, not the partition key. At " + units(perEvent) + " WCU per event, one case "
                        + "takes at most about " + number(Math.floor(PartitionLoad.WCU_LIMIT / perEvent))
                        + " imported events per second, less what its officers write: an import must be paced "
                        + "per case, not per table."),
                streams, LABELS);
    }

    static HotspotWorkload outbox(int shards) {
        HotspotRequests requests = new HotspotRequests(shards);
        int events = OUTBOX_EVENTS_PER_SECOND;
        String sharding = shards == 1 ? "unsharded (1 shard)" : shards + " shards";
        double perEvent = pendingViewWcu(requests.transition(tenantOfEvent(0), caseOfEvent(0), officerOfEvent(0),
                CaseStatus.NOTICE_ISSUED, Specimens.event("outbox", 0)))
                + pendingViewWcu(requests.markPublished(outboxFact(0)));
        return new HotspotWorkload(shards == 1 ? "e'" : "e", "Outbox at a high event rate, " + sharding, List.of(
                number(events) + " status transitions per second (C02) across " + number(events) + " cases of "
                        + TENANTS + " tenants, each announcing one outbox event that enters the pending view "
                        + "(GSI1 `OUTBOX#PENDING#<shard>`, shard = floorMod(eventId.hashCode(), " + shards + ")).",
                "The relay keeps up: it marks every event published (C13, the event leaves the pending view) and "
                        + "reads pages of " + RELAY_PAGE + " from every shard (AP10).",
                "Each event costs the pending view " + units(perEvent) + " WCU (in and out), so " + sharding
                        + " take about " + number(Math.floor(shards * PartitionLoad.WCU_LIMIT / perEvent))
                        + " events per second, if the hash spreads them evenly."),
                List.of(
                        new HotspotWorkload.Stream(CommandId.C02.id(), "status transition + outbox event", events, events, "case",
                                i -> requests.transition(tenantOfEvent(i), caseOfEvent(i), officerOfEvent(i),
                                        CaseStatus.NOTICE_ISSUED, Specimens.event("outbox", i))),
                        new HotspotWorkload.Stream(CommandId.C13.id(), "relay marks published", events, events, "event",
                                i -> requests.markPublished(outboxFact(i))),
                        new HotspotWorkload.Stream(AccessPatternId.AP10.id(), "relay reads a shard page", (double) events / RELAY_PAGE,
                                shards, "shard", shard -> requests.pendingOutbox(shard, IntStream.range(0, RELAY_PAGE)
                                        .mapToObj(HotspotScenarios::outboxFact).toList()))),
                LABELS);
    }

    /** The outbox event of transition {@code i} of {@link #outbox}, as the relay finds it. */
    static TimelineEvent outboxFact(int i) {
        return Specimens.fact(tenantOfEvent(i), caseOfEvent(i), Specimens.event("outbox", i),
                EventType.CASE_STATUS_CHANGED, officerOfEvent(i),
                Map.of("from", CaseStatus.UNDER_REVIEW.name(), "to", CaseStatus.NOTICE_ISSUED.name()));
    }

    /** The largest page the plans allow, which a dashboard asks each of them for: one number, so they must agree. */
    private static int fullPage(AccessPattern... plans) {
        List<Integer> bounds = Arrays.stream(plans).map(AccessPattern::pageBound).distinct().toList();
        if (bounds.size() != 1) {
            throw new IllegalStateException("the dashboard's plans bound their pages differently: " + bounds);
        }
        return bounds.get(0);
    }

    private static double wcu(List<Charge> charges) {
        return charges.stream().mapToDouble(Charge::wcu).sum();
    }

    private static double pendingViewWcu(List<Charge> charges) {
        return wcu(charges.stream().filter(c -> c.partition().key().startsWith(PENDING_OUTBOX))
                .toList());
    }

    private static String units(double units) {
        return HotspotReport.units(units);
    }

    private static String number(double whole) {
        return String.format(Locale.ROOT, "%,.0f", whole);
    }

    private static UserId officer(int n) {
        return Specimens.officer(HOT_TENANT, n);
    }

    // scenario (b): the loud tenant's cases and officers come first, then each quiet tenant's

    static TenantId tenantOfCase(int i) {
        int loud = QUIET_TENANT_CASES * LOUDNESS;
        return i < loud ? HOT_TENANT : Specimens.tenant(2 + (i - loud) / QUIET_TENANT_CASES);
    }

    private static CaseId caseOf(int i) {
        return Specimens.caseOf(tenantOfCase(i), i);
    }

    private static UserId assigneeOfCase(int i) {
        return Specimens.officer(tenantOfCase(i), Math.floorMod(i, QUIET_TENANT_OFFICERS * LOUDNESS));
    }

    private static TenantId tenantOfOfficer(int i) {
        int loud = QUIET_TENANT_OFFICERS * LOUDNESS;
        return i < loud ? HOT_TENANT : Specimens.tenant(2 + (i - loud) / QUIET_TENANT_OFFICERS);
    }

    private static UserId officerOf(int i) {
        return Specimens.officer(tenantOfOfficer(i), i);
    }

    /** Shares of tenant-wide traffic: the loud tenant holds {@link #LOUDNESS} of them, each quiet tenant one. */
    private static TenantId tenantOfShare(int i) {
        return i < LOUDNESS ? HOT_TENANT : Specimens.tenant(2 + i - LOUDNESS);
    }

    // scenario (e): events round-robin over the tenants

    private static TenantId tenantOfEvent(int i) {
        return Specimens.tenant(1 + Math.floorMod(i, TENANTS));
    }

    private static CaseId caseOfEvent(int i) {
        return Specimens.caseOf(tenantOfEvent(i), i);
    }

    private static UserId officerOfEvent(int i) {
        return Specimens.officer(tenantOfEvent(i), Math.floorMod(i, QUIET_TENANT_OFFICERS));
    }
}
