package io.enforcementcore.design;

import io.enforcementcore.adapters.dynamodb.DynamoDbSettings;
import io.enforcementcore.adapters.dynamodb.model.KeyForm;
import io.enforcementcore.adapters.dynamodb.model.LeaseRequest;
import io.enforcementcore.adapters.dynamodb.model.TableModel;

/** The ADR's section on which instance works which outbox shard: leases in the table, and why so. */
final class LeaseRecord {
    private LeaseRecord() {
    }

    static String render() {
        StringBuilder md = new StringBuilder("## Shard ownership by leases in the table\n\n")
                .append("A fleet of instances runs the outbox relay. Without ownership, every instance reads every ")
                .append("one of the ").append(DynamoDbSettings.DEFAULT_OUTBOX_SHARDS).append(" pending shards, so an ")
                .append("event is read N times and published up to N times. Decision: the instances share the shards ")
                .append("by leases kept in the table itself, with nothing else between them.\n\n")
                .append("- One partition per lease group: ");
        for (KeyForm key : TableModel.keyGrammar()) {
            if (key.entity().startsWith("Lease")) {
                md.append("`").append(key.pk()).append("` / `").append(key.sk()).append("` (").append(key.entity())
                        .append("), ");
            }
        }
        md.append("so one consistent Query reads a group's leases and its members' beats together, where a ")
                .append("partition per lease would need a read per shard and a separate way to find the members. ")
                .append("The partition stays cold: a group holds one small item per shard and one per member, and ")
                .append("a worker's round writes its beat and its renewals, a few writes a second for a fleet that ")
                .append("ticks every ten seconds, against a partition's 1,000 write units a second.\n")
                .append("- A lease is an owner (an instance id: a label and a random UUID, unique per process on any ")
                .append("machine), an expiry, and a fence that steps by one every time the lease changes hands. ")
                .append("Every write of a lease is one conditional UpdateItem; a member's beat is unconditional ")
                .append("(the last one counts). The requests, with what they cost, are in `docs/access-patterns.md`")
                .append(" and `docs/write-amplification.md`:\n\n")
                .append("| request | operation | condition |\n|---|---|---|\n");
        for (LeaseRequest request : TableModel.leaseRequests()) {
            md.append("| ").append(request.purpose()).append(" | ").append(request.operation()).append(" | ")
                    .append(request.condition().isEmpty() ? "none" : "`" + request.condition() + "`").append(" |\n");
        }
        md.append("\n- Of instances racing for one lease, the condition lets exactly one write land; the others ")
                .append("are answered who holds it. A refused write reads the lease back, so that a write whose ")
                .append("answer was lost and whose retry met its own landing is answered as landed.\n")
                .append("- The fence is what makes a lost lease harmless: C13's mark, made under the shard's lease, ")
                .append("checks owner and fence in its own transaction, so an instance that stalled past its expiry ")
                .append("and woke after another took its shard is refused (a stale version of the lease) and the ")
                .append("event stays pending for the new owner. Publishing stays at least once: the stalled ")
                .append("instance may have sent the event before its mark was refused; the event id is the ")
                .append("channel's deduplication key.\n")
                .append("- Clocks: expiry is judged by the clock of the instance that asks, not the table's. That ")
                .append("assumes the fleet's clocks differ by far less than a lease period (NTP keeps them within ")
                .append("milliseconds; a period is tens of seconds); an owner acts on a lease only while more than a ")
                .append("margin of it is left, and ticks well within a period. When the assumption fails, the fence ")
                .append("still refuses the former owner's marks.\n")
                .append("- Shares: each instance beats as a member of the group; the live members, sorted by id, own ")
                .append("shards / members shards each and the first shards % members one more, so the shares add up. ")
                .append("An instance renews its share, releases what is above it (so that a joiner finds shards ")
                .append("free) and takes free or expired shards up to it. An instance that stops is out of the ")
                .append("shares once its beat expires, and its shards are taken as soon as its leases expire.\n")
                .append("- A lease item never carries the table's time to live: deleting it would start its fence ")
                .append("from one again. A member's beat does, a day after it expires. Lease items belong to no tenant ")
                .append("and carry no audit stamps; the migration walk leaves them alone.\n\n");
        return md.toString();
    }
}
