package io.enforcementcore.workbench;

import io.enforcementcore.workbench.Catalog.CaseRef;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Prints what the demo did and measured, section by section as text, or as one JSON document at the end;
 * remembers whether anything went otherwise than the rules say.
 */
final class DemoReport {
    private final PrintWriter out;
    private final Map<String, Object> document;
    private boolean wentWrong;

    DemoReport(PrintWriter out, OutputFormat format) {
        this.out = out;
        this.document = format == OutputFormat.JSON ? new LinkedHashMap<>() : null;
    }

    void header(String store, DemoPlan plan, long seed) {
        if (document != null) {
            document.put("report", "demo");
            document.put("store", store);
            document.put("seed", seed);
            document.put("tenants", plan.tenants().stream()
                    .map(t -> Json.object("tenant", t.id(), "plannedCases", t.plannedCases())).toList());
            return;
        }
        out.printf(Locale.ROOT, "EnforcementCore demo on the %s, seed %d: %d cases for %d tenants (%s)%n%n", store,
                seed, plan.totalCases(), plan.tenants().size(), plan.tenants().stream()
                        .map(t -> t.id() + " " + t.plannedCases()).collect(Collectors.joining(", ")));
        out.flush();
    }

    void seeding(Catalog catalog, CountingInvoker seeding, long nanos, long storageRequests) {
        wentWrong |= seeding.rejected() > 0;
        if (document != null) {
            Map<String, Object> seeded = new LinkedHashMap<>();
            seeded.put("seconds", nanos / 1e9);
            seeded.put("accepted", seeding.totalAccepted());
            seeded.put("rejected", seeding.rejected());
            seeded.put("storageRequests", storageRequests);
            seeded.put("acceptedByCommand", seeding.accepted());
            seeded.put("firstRejections", seeding.firstRejections());
            document.put("seeding", seeded);
            return;
        }
        out.printf(Locale.ROOT, "Seeded through the use cases in %.1f s: %d commands accepted, %d rejected, %d storage "
                + "requests.%n", nanos / 1e9, seeding.totalAccepted(), seeding.rejected(), storageRequests);
        out.println("  by command: " + seeding.accepted().entrySet().stream()
                .map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.joining(", ")));
        seeding.firstRejections().forEach(message -> out.println("  rejected " + message));
        List<List<String>> rows = catalog.tenants().stream().map(t -> List.of(t.id(),
                count(catalog.cases().stream().filter(c -> c.tenant == t).count()),
                count(catalog.cases().stream().filter(c -> c.tenant == t && c.isOpen()).count()),
                count(catalog.openTasks().countOf(t)), count(catalog.openDeadlines().countOf(t)),
                count(t.linkedParties().size()), count(t.officers().size()))).toList();
        out.println();
        out.print(TextTable.render(List.of(TextTable.Column.text("tenant"), TextTable.Column.number("cases"),
                TextTable.Column.number("open cases"), TextTable.Column.number("open tasks"),
                TextTable.Column.number("open deadlines"), TextTable.Column.number("parties"),
                TextTable.Column.number("officers")), rows));
        out.flush();
    }

    void hotCase(Catalog catalog, int timelineEvents) {
        CaseRef hot = catalog.hotCase();
        if (hot != null && document != null) {
            Map<String, Object> fields = new LinkedHashMap<>();
            fields.put("externalRef", hot.externalRef);
            fields.put("case", hot.caseId.value());
            fields.put("tenant", hot.tenant.id());
            fields.put("status", hot.status.name());
            fields.put("openTasks", catalog.openTasks().of(hot).size());
            fields.put("openDeadlines", catalog.openDeadlines().of(hot).size());
            fields.put("parties", hot.partyIds.size());
            fields.put("timelineEvents", timelineEvents);
            document.put("hotCase", fields);
        } else if (hot != null) {
            out.printf(Locale.ROOT, "%nHot case %s (%s, tenant %s, %s): %d open tasks, %d open deadlines, %d parties; "
                            + "%d timeline events, read back through AP02.%n", hot.externalRef, hot.caseId,
                    hot.tenant.id(), hot.status, catalog.openTasks().of(hot).size(),
                    catalog.openDeadlines().of(hot).size(), hot.partyIds.size(), timelineEvents);
        }
        out.flush();
    }

    void commands(List<CallStats> commands, int published) {
        if (document != null) {
            noteRejections(commands);
            document.put("published", published);
            document.put("commands", commands.stream().map(ReportJson::command).toList());
            return;
        }
        out.printf(Locale.ROOT, "%nCommands on valid targets; the relay published %d events. Latency is the wall time "
                + "around each facade call; requests and items are as the adapter reported them%s.%n%n", published,
                sized(commands) ? ", capacity units by DynamoDB's rules (a write sized by the larger of the item "
                        + "before and after it; a transaction's write units are doubled; index writes are charged to "
                        + "the index; >= marks write units the store could only bound from below, having written "
                        + "without reading the items it changed)" : "");
        out.print(LatencyTable.commands(commands.stream().map(CallStats::commandRow).toList(), shown(commands)));
        rejections(commands);
        out.flush();
    }

    void accessPatterns(List<CallStats> patterns, int samples, int warmupRounds) {
        if (document != null) {
            noteRejections(patterns);
            document.put("samples", samples);
            document.put("warmupRounds", warmupRounds);
            document.put("pageSize", AccessProbes.PAGE);
            document.put("accessPatterns", patterns.stream().map(ReportJson::accessPattern).toList());
            return;
        }
        out.printf(Locale.ROOT, "%nAccess patterns: %d random valid calls each, taking turns, after %d unmeasured "
                + "rounds; pages of %d; read efficiency is items returned to the caller per item examined:%n%n",
                samples, warmupRounds, AccessProbes.PAGE);
        out.print(LatencyTable.accessPatterns(patterns.stream().map(CallStats::accessRow).toList(), shown(patterns)));
        rejections(patterns);
        out.flush();
    }

    void rules(List<RuleChecks.RuleOutcome> outcomes) {
        wentWrong |= outcomes.stream().anyMatch(o -> !o.held());
        if (document != null) {
            document.put("rules", outcomes.stream().map(ReportJson::rule).toList());
            return;
        }
        out.printf(Locale.ROOT, "%nRules, tried once each on the seeded data (a refused transaction is a write request "
                + "that wrote nothing):%n%n");
        out.print(TextTable.render(List.of(TextTable.Column.text("rule"), TextTable.Column.text("answer"),
                TextTable.Column.number("requests"), TextTable.Column.number("write requests"),
                TextTable.Column.text("held")),
                outcomes.stream().map(o -> List.of(o.rule(), o.answer(), Integer.toString(o.requests()),
                        Integer.toString(o.writes()), o.held() ? "yes" : "NO")).toList()));
        out.flush();
    }

    /** Ends the report: the JSON document is written now, with an {@code error} if anything went wrong. */
    ExitCode finish() {
        ExitCode exit = wentWrong ? ExitCode.FAILED : ExitCode.DONE;
        if (document != null) {
            if (wentWrong) {
                document.put("error", new ErrorReport(ErrorReport.REFUSED_ON_VALID_INPUT, "a call on valid input was "
                        + "refused, or a rule did not hold: see the rows' rejections and the rules", exit).fields());
            }
            out.println(Json.write(document));
            out.flush();
        }
        return exit;
    }

    private void noteRejections(List<CallStats> stats) {
        wentWrong |= stats.stream().anyMatch(s -> s.rejected() > 0);
    }

    private void rejections(List<CallStats> stats) {
        for (CallStats s : stats) {
            if (s.rejected() > 0) {
                wentWrong = true;
                out.printf(Locale.ROOT, "  %s: %d rejected, first: %s%n", s.id(), s.rejected(), s.firstRejection());
            }
        }
    }

    /** Whether the store sized its items: one that does not reports no capacity at all. */
    private static boolean sized(List<CallStats> stats) {
        return stats.stream().anyMatch(CallStats::reportedCapacity);
    }

    private static LatencyTable.Shown shown(List<CallStats> stats) {
        return new LatencyTable.Shown(sized(stats), stats.stream().anyMatch(CallStats::reportedItemWrites));
    }

    private static String count(long n) {
        return Long.toString(n);
    }
}
