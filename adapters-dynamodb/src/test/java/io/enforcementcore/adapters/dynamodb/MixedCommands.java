package io.enforcementcore.adapters.dynamodb;

import static io.enforcementcore.adapters.dynamodb.DesignWorkload.INTAKE;
import static io.enforcementcore.adapters.dynamodb.DesignWorkload.OPENED;
import static io.enforcementcore.adapters.dynamodb.DesignWorkload.OFFICER;
import static io.enforcementcore.adapters.dynamodb.DesignWorkload.OTHER_OFFICER;
import static io.enforcementcore.adapters.dynamodb.DesignWorkload.TENANT;
import static io.enforcementcore.adapters.dynamodb.DesignWorkload.uuid;

import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.decision.Act;
import io.enforcementcore.domain.decision.CaseDecisions;
import io.enforcementcore.domain.decision.Change;
import io.enforcementcore.domain.decision.DeadlineDecisions;
import io.enforcementcore.domain.decision.Decision;
import io.enforcementcore.domain.decision.OutboxDecisions;
import io.enforcementcore.domain.decision.TaskDecisions;
import io.enforcementcore.domain.fixtures.ChangeSets;
import io.enforcementcore.domain.model.BlobRef;
import io.enforcementcore.domain.model.RetentionPolicy;
import io.enforcementcore.domain.model.Audit;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.DeadlineId;
import io.enforcementcore.domain.model.DeadlineStatus;
import io.enforcementcore.domain.model.DeadlineType;
import io.enforcementcore.domain.model.EventId;
import io.enforcementcore.domain.model.EventPayload;
import io.enforcementcore.domain.model.Evidence;
import io.enforcementcore.domain.model.EvidenceId;
import io.enforcementcore.domain.model.EvidenceMetadata;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.Party;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.PartyKind;
import io.enforcementcore.domain.model.PartyRole;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Sha256;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskId;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.ForReadingCases;
import io.enforcementcore.domain.port.IdempotencyRecord;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.domain.port.Receipt;
import io.vavr.control.Option;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The change sets of a random mix of C01..C13, each planned as the use cases plan it, on what the store
 * holds when it is planned (read through {@code truth}); one in ten version-checked commands names a
 * version it did not see, so that refusals are mixed in. Every change set has a unique fact (or, for the
 * relay, a unique event to publish), so what landed can be told from the table. Seeded: the same seed
 * plans the same commands on the same answers.
 */
final class MixedCommands {
    private final Random random;
    private final ForReadingCases truth;
    private final String seedName;
    private final List<CaseId> cases = new ArrayList<>();
    private final List<OutboxEvent> announced = new ArrayList<>();
    private int planned;
    private int couldBeStale;

    MixedCommands(long seed, ForReadingCases truth) {
        this.random = new Random(seed);
        this.truth = truth;
        this.seedName = "mixed/" + seed + "/";
    }

    /** The next command's change set; call {@link #landed} with it once its outcome is known. */
    ChangeSet next() {
        planned++;
        if (cases.size() < 3 || random.nextInt(12) == 0) {
            return open();
        }
        CaseId caseId = cases.get(random.nextInt(cases.size()));
        Option<CaseState> state = truth.state(TENANT, caseId);
        if (state.isEmpty()) {
            cases.remove(caseId);
            return open();
        }
        return onCase(state.get());
    }

    /** Tells the mix that a set is in the table, so that the relay can publish what it announced. */
    void landed(ChangeSet set) {
        for (Change change : set.changes()) {
            if (change instanceof Change.AppendOutbox outbox) {
                announced.add(outbox.event());
            } else if (change instanceof Change.MarkOutboxPublished published) {
                announced.remove(published.event());
            } else if (change instanceof Change.InsertCase opened) {
                cases.add(opened.metadata().caseId());
            }
        }
    }

    private ChangeSet open() {
        CaseId caseId = new CaseId(id("case"));
        return set(CommandId.C01, CaseDecisions.open(act(caseId), caseId, new EventPayload.CaseOpened(
                new ExternalRef("MIX-" + planned + "-" + random.nextInt(1000)), new Title("Case " + planned),
                new RiskScore(random.nextInt(101)), Classification.RESTRICTED, new OrgId("mixed-org"))));
    }

    private ChangeSet onCase(CaseState state) {
        CaseId caseId = state.caseId();
        List<Task> open = null;
        List<Deadline> pending = null;
        while (true) {
            int choice = random.nextInt(13);
            if (open == null && (choice == 3 || choice == 4 || choice == 8)) {
                open = truth.tasksOfCase(TENANT, caseId, Option.none(), PageRequest.first(100)).items().stream()
                        .filter(Task::isOpen).toList();
            }
            if (pending == null && choice == 6) {
                pending = truth.deadlinesOfCase(TENANT, caseId, PageRequest.first(100)).items().stream()
                        .filter(Deadline::isOpen).toList();
            }
            switch (choice) {
                case 0:
                    if (state.status().successor().isDefined()) {
                        return set(CommandId.C02, CaseDecisions.move(act(caseId), caseId, seen(state.version()),
                                state.status().successor().get()).get());
                    }
                    break;
                case 1:
                    return link(caseId);
                case 2:
                    return createTask(caseId);
                case 3:
                    if (!open.isEmpty()) {
                        Task task = pick(open);
                        UserId to = task.assignee().equals(OFFICER) ? OTHER_OFFICER : OFFICER;
                        return set(CommandId.C05, TaskDecisions.reassign(act(caseId), task.handle(), seen(task.version()), to));
                    }
                    break;
                case 4:
                    if (!open.isEmpty()) {
                        Task task = pick(open);
                        return set(CommandId.C06, TaskDecisions.complete(act(caseId), task.handle(), seen(task.version())));
                    }
                    break;
                case 5:
                    return set(CommandId.C07, DeadlineDecisions.add(act(caseId), Deadline.open(TENANT, caseId,
                            new DeadlineId(id("deadline")), DeadlineType.LEGAL_RESPONSE, due(), new Title("Case"),
                Audit.created(new OrgId("mixed-org"), Classification.RESTRICTED, INTAKE, now()))));
                case 6:
                    if (!pending.isEmpty()) {
                        Deadline deadline = pick(pending);
                        return set(CommandId.C08, DeadlineDecisions.resolve(act(caseId), deadline.handle(),
                                seen(deadline.version()), random.nextBoolean() ? DeadlineStatus.MET
                                        : DeadlineStatus.MISSED));
                    }
                    break;
                case 7:
                    return attach(caseId);
                case 8:
                    if (!open.isEmpty()) {
                        Task task = pick(open);
                        var decision = TaskDecisions.reschedule(act(caseId), task, seen(task.version()),
                                task.dueAt().plus(Duration.ofHours(1 + random.nextInt(48))));
                        if (decision.isRight()) {
                            return set(CommandId.C10, decision.get());
                        }
                    }
                    break;
                case 9: {
                    var decision = CaseDecisions.rescore(act(caseId), state, state.version(),
                            new RiskScore(random.nextInt(101)));
                    return set(CommandId.C11, decision.get());
                }
                case 10:
                    return set(CommandId.C12, CaseDecisions.rename(act(caseId), caseId, seen(state.version()),
                            new Title("Case renamed " + planned)));
                case 11: {
                    List<OutboxEvent> ofCase = announced.stream().filter(e -> e.caseId().equals(caseId)).toList();
                    if (!ofCase.isEmpty()) {
                        return set(CommandId.C13, OutboxDecisions.markPublished(pick(ofCase), now(), RetentionPolicy.DEFAULT));
                    }
                    break;
                }
                default:
                    if (random.nextInt(4) == 0) {
                        return keyedTask(caseId);
                    }
            }
        }
    }

    private ChangeSet link(CaseId caseId) {
        Party party = new Party(TENANT, new PartyId(id("party")), PartyKind.COMPANY, new Title("Party " + planned),
                now());
        return set(CommandId.C03, CaseDecisions.linkParty(act(caseId), new CaseParty(TENANT, caseId, party.partyId(),
                party.kind(), party.name(), PartyRole.RESPONDENT, Classification.RESTRICTED, now())));
    }

    private ChangeSet createTask(CaseId caseId) {
        return set(CommandId.C04, TaskDecisions.create(act(caseId), task(caseId)));
    }

    private ChangeSet keyedTask(CaseId caseId) {
        Task task = task(caseId);
        IdempotencyRecord record = new IdempotencyRecord(TENANT, new IdempotencyKey(id("key")), "ab".repeat(32),
                Receipt.ofTask(CommandId.C04, task.handle(), 1), now(), RetentionPolicy.DEFAULT.idempotencyExpiry(now()));
        return set(CommandId.C04, TaskDecisions.create(act(caseId), task)).rememberedAs(record);
    }

    private Task task(CaseId caseId) {
        return Task.open(TENANT, caseId, new TaskId(id("task")), new Title("Task " + planned),
                random.nextBoolean() ? OFFICER : OTHER_OFFICER, due(), new Title("Case"),
                Audit.created(new OrgId("mixed-org"), Classification.RESTRICTED, INTAKE, now()));
    }

    private ChangeSet attach(CaseId caseId) {
        EvidenceId evidenceId = new EvidenceId(id("evidence"));
        return set(CommandId.C09, CaseDecisions.attachEvidence(act(caseId), new Evidence(TENANT, caseId, evidenceId,
                new Title("Scan " + planned), new BlobRef("s3://evidence/" + evidenceId.value()),
                new Sha256("ab".repeat(32)), 1024,
                INTAKE, new EvidenceMetadata(Map.of("mimeType", "application/pdf")), now())));
    }

    /**
     * The version a command names: the one it saw, or, every tenth time it could, an older one; counted rather
     * than drawn, so that every mix long enough holds refusals whatever its seed.
     */
    private long seen(long version) {
        return version > 1 && ++couldBeStale % 10 == 0 ? version - 1 : version;
    }

    private <T> T pick(List<T> from) {
        return from.get(random.nextInt(from.size()));
    }

    private Act act(CaseId caseId) {
        return new Act(TENANT, INTAKE, Classification.CONFIDENTIAL, now(), new EventId(id("event")));
    }

    private Instant now() {
        return OPENED.plusSeconds(planned);
    }

    private Instant due() {
        return OPENED.plus(Duration.ofDays(10 + random.nextInt(30))).plusSeconds(random.nextInt(86_400));
    }

    private String id(String kind) {
        return uuid(seedName + kind + "/" + planned + "/" + random.nextInt());
    }

    private static ChangeSet set(CommandId command, Decision decision) {
        return ChangeSets.of(command, TENANT, decision);
    }
}
