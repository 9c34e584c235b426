package io.enforcementcore.design;

import io.enforcementcore.adapters.dynamodb.DynamoDbSettings;

/**
 * The ADR's section on the denormalised snapshots (the case title on tasks and deadlines, the party name
 * on edges): how stale one may be and for how long, who repairs them, and why.
 */
final class SnapshotRecord {
    private SnapshotRecord() {
    }

    static String render() {
        return new StringBuilder("## Snapshots: how stale, and for how long\n\n")
                .append("Tasks and deadlines carry the title of their case (`caseTitle`), so that a work queue ")
                .append("(AP03, AP04) shows it without a read per row. A rename (C12) writes only META, STATE and ")
                .append("its events: rewriting every snapshot in the rename's transaction would bound a case to ")
                .append("100 items per transaction, make a rename as costly as the case is large, and fail it ")
                .append("whenever one task changed meanwhile. The snapshots converge by themselves instead:\n\n")
                .append("- The relay repairs them. When it relays a rename's outbox event (C13) it first brings ")
                .append("the case's task and deadline snapshots up to the title on META as it reads it then, never ")
                .append("the title the event names, so renames relayed in any order, or twice, end at the current ")
                .append("title. The event is published only after its repair finished; a repair that fails or keeps ")
                .append("meeting changed items leaves the event pending, and the next run repairs and relays it ")
                .append("again. Nothing is published ahead of its repair.\n")
                .append("- A repair lands only where the snapshot still shows what the repair read (a condition on ")
                .append("`caseTitle` beside the item's version), and every page of snapshots is read before the ")
                .append("title it is compared with. So a slow repair never writes back a title older than one a ")
                .append("later repair wrote; it is refused and counted skipped.\n")
                .append("- A repair also lands only where the item still carries the `commitId` it was read with ")
                .append("(`attribute_not_exists` for an item stored before items carried one). A repair steps no ")
                .append("version and records no fact, so without it a repair whose answer was lost, sent again ")
                .append("after the title went away and back (a rename and its repair, then a rename back and its ")
                .append("repair), would find the title it read and land a second time, leaving a title META no ")
                .append("longer has with nothing pending to repair it. Every write puts its own commit id, so the ")
                .append("repair sent again is refused (or, if nothing wrote the item since, it finds its own commit ")
                .append("id and is answered as landed): each repair lands once.\n")
                .append("- The drift sweep is the backstop: it walks the whole table with the backfill's segmented, ")
                .append("rate-limited, resumable Scan (the maintenance exception, no second scanner), finds every ")
                .append("task and deadline whose title differs from its case's, repairs it under the same condition ")
                .append("and reports found, repaired and skipped per kind. It catches what the relay cannot: a ")
                .append("rename whose event has not been relayed yet, a repair lost to a bug or an outage, a record ")
                .append("an older version or a restore wrote.\n\n")
                .append("How stale: a snapshot shows a title the case had, never one it did not have. For how long: ")
                .append("from the rename until the relay's next run that reaches its event (the relay reads the ")
                .append(DynamoDbSettings.DEFAULT_OUTBOX_SHARDS).append(" pending shards oldest first, so the ")
                .append("rename waits behind at most the backlog); an event left pending by a failed repair is ")
                .append("retried at every run, and what still drifts is caught by the sweep at its schedule (daily is ")
                .append("the suggested one, as its Scan reads every item). The outbox backlog gauges show the first ")
                .append("bound; the sweep's report shows the second. A reader who must have the current title (a ")
                .append("case's own screen) reads META (AP01, AP09), which is always current.\n\n")
                .append("The party name on the edges of a case and a party (AP07, AP08) is a snapshot too, of the ")
                .append("name given when the party was linked (C03). No command renames a party, but C03 keeps a ")
                .append("party's first profile (its attributes are written only if absent) and writes the edges with ")
                .append("the name the caller gave, so a later link under another name leaves its two edges apart ")
                .append("from the profile. C03 does not read the profile to avoid that (a link stays one write), and ")
                .append("no event announces a link, so the relay has nothing to repair from: the drift sweep repairs ")
                .append("both edges of such a link to the profile's name, under the same kind of condition (the ")
                .append("case's edge still shows the name read and carries the commit id read), and reports them ")
                .append("as their own kind. Until the ")
                .append("sweep runs, such a link shows the name it was made with.\n\n")
                .toString();
    }
}
