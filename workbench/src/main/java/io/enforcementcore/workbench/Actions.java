package io.enforcementcore.workbench;

import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.command.AddDeadline;
import io.enforcementcore.application.command.AttachEvidence;
import io.enforcementcore.application.command.ChangeExternalRef;
import io.enforcementcore.application.command.ChangeRiskScore;
import io.enforcementcore.application.command.CompleteTask;
import io.enforcementcore.application.command.CreateTask;
import io.enforcementcore.application.command.LinkParty;
import io.enforcementcore.application.command.OpenCase;
import io.enforcementcore.application.command.ReassignTask;
import io.enforcementcore.application.command.RenameCase;
import io.enforcementcore.application.command.RescheduleTask;
import io.enforcementcore.application.command.ResolveDeadline;
import io.enforcementcore.application.command.TransitionCase;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.workbench.Catalog.CaseRef;
import io.enforcementcore.workbench.Catalog.WorkRef;
import io.enforcementcore.domain.model.BlobRef;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.DeadlineHandle;
import io.enforcementcore.domain.model.DeadlineStatus;
import io.enforcementcore.domain.model.DeadlineType;
import io.enforcementcore.domain.model.EvidenceMetadata;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.PartyKind;
import io.enforcementcore.domain.model.PartyRole;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Sha256;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.ForTellingTime;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.function.Supplier;

/**
 * The commands C01..C12 and C15 as the demo's people would issue them, with valid, realistic input drawn
 * from {@code random}. Each keeps the {@link Catalog} in step with what its receipt says; each answers
 * what it created or changed, or none when it was rejected (the invoker counts rejections).
 */
final class Actions {
    private static final List<Classification> CLASSIFICATIONS = List.of(Classification.values());
    /** How the demo names C04 sent with an idempotency key. */
    static final String KEYED_C04 = "C04k";
    private static final List<DeadlineType> DEADLINE_TYPES = List.of(DeadlineType.values());

    private final EnforcementCore core;
    private final Catalog catalog;
    private final ForTellingTime clock;
    private final Invoker invoker;

    Actions(EnforcementCore core, Catalog catalog, ForTellingTime clock, Invoker invoker) {
        this.core = core;
        this.catalog = catalog;
        this.clock = clock;
        this.invoker = invoker;
    }

    /** C01. */
    Option<CaseRef> openCase(DemoTenant tenant, Random random) {
        return openCase(tenant, random, 0);
    }

    /** C01 of a case whose risk score is at least {@code minimumRisk}. */
    Option<CaseRef> openCase(DemoTenant tenant, Random random, int minimumRisk) {
        return open(tenant, tenant.nextExternalRef(year()), random, minimumRisk);
    }

    /** C01 of the tenant's case number {@code reference}, as the seeding plans it. */
    Option<CaseRef> openNumbered(DemoTenant tenant, int reference, Random random) {
        return open(tenant, tenant.externalRef(year(), reference), random, 0);
    }

    private int year() {
        return clock.now().atZone(ZoneOffset.UTC).getYear();
    }

    private Option<CaseRef> open(DemoTenant tenant, String ref, Random random, int minimumRisk) {
        String title = Vocabulary.pick(random, tenant.topics()) + " \u2014 " + Vocabulary.company(random);
        int risk = Math.max(minimumRisk, riskScore(random));
        OpenCase command = new OpenCase(new ExternalRef(ref), new Title(title), new RiskScore(risk),
                Vocabulary.pick(random, CLASSIFICATIONS),
                new OrgId(tenant.code().toLowerCase(Locale.ROOT) + "-unit-" + (1 + random.nextInt(6))));
        Principal officer = tenant.officer(random);
        return run(CommandId.C01.id(), () -> core.openCase(officer, command)).map(receipt -> {
            CaseRef opened = new CaseRef(tenant, receipt.caseId(), command.classification(), ref, title,
                    receipt.version(), risk);
            catalog.cases().add(opened);
            return opened;
        });
    }

    /** C02: the next status of the lifecycle. */
    Option<CaseRef> advance(CaseRef ref, Random random) {
        CaseStatus target = ref.status.successor().getOrElseThrow(() -> new IllegalStateException("case is closed"));
        Principal who = target == CaseStatus.CLOSED ? ref.tenant.supervisor() : ref.tenant.officer(random);
        TransitionCase command = new TransitionCase(ref.caseId, ref.version, target);
        return run(CommandId.C02.id(), () -> core.transitionCase(who, command)).map(receipt -> {
            ref.status = target;
            ref.version = receipt.version();
            return ref;
        });
    }

    /** C03: a party of the tenant's pool that is not linked to the case yet. */
    Option<String> linkParty(CaseRef ref, Random random) {
        DemoTenant tenant = ref.tenant;
        int number = 1 + random.nextInt(tenant.partyPool());
        String partyId = String.format("P-%05d", number);
        if (ref.partyIds.contains(partyId)) {
            return Option.none();
        }
        Random profile = new Random(tenant.id().hashCode() * 31L + number);
        boolean company = profile.nextInt(3) != 0;
        String name = company ? Vocabulary.company(profile) : Vocabulary.person(profile);
        PartyRole role = ref.partyIds.isEmpty() ? PartyRole.RESPONDENT
                : PartyRole.values()[1 + random.nextInt(PartyRole.values().length - 1)];
        PartyKind kind = company ? PartyKind.COMPANY : PartyKind.PERSON;
        LinkParty command = new LinkParty(ref.caseId, ref.classification, new PartyId(partyId), kind, new Title(name),
                role);
        Principal officer = tenant.officer(random);
        return run(CommandId.C03.id(), () -> core.linkParty(officer, command)).map(receipt -> {
            tenant.noteLinked(partyId);
            ref.partyIds.add(partyId);
            return partyId;
        });
    }

    /** C04: due one day to eight weeks from now. */
    Option<WorkRef<TaskHandle>> createTask(CaseRef ref, Random random) {
        return createTask(ref, random, Option.none());
    }

    /** C04 as a client that retries safely sends it: with an idempotency key, measured as C04k. */
    Option<WorkRef<TaskHandle>> createTaskWithKey(CaseRef ref, Random random) {
        return createTask(ref, random, Option.some(new IdempotencyKey("demo-" + ref.caseId.value() + "-"
                + random.nextInt(Integer.MAX_VALUE))));
    }

    private Option<WorkRef<TaskHandle>> createTask(CaseRef ref, Random random, Option<IdempotencyKey> key) {
        String assignee = ref.tenant.randomOfficer(random);
        Instant due = dueIn(random, 1, 56);
        CreateTask unkeyed = new CreateTask(ref.caseId, new Title(Vocabulary.pick(random, Vocabulary.TASKS)),
                new UserId(assignee), due);
        CreateTask command = key.map(unkeyed::withIdempotencyKey).getOrElse(unkeyed);
        Principal officer = ref.tenant.officer(random);
        String measuredAs = key.isDefined() ? KEYED_C04 : CommandId.C04.id();
        return run(measuredAs, () -> core.createTask(officer, command)).map(receipt -> {
            WorkRef<TaskHandle> task = new WorkRef<>(ref, receipt.task().get(), receipt.version(), assignee);
            catalog.openTasks().add(task);
            return task;
        });
    }

    /** C05. */
    Option<WorkRef<TaskHandle>> reassign(WorkRef<TaskHandle> task, Random random) {
        String to = task.owner.tenant.randomOfficerOtherThan(task.assignee, random);
        ReassignTask command = new ReassignTask(task.handle, task.version, new UserId(to));
        return run(CommandId.C05.id(), () -> core.reassignTask(task.owner.tenant.supervisor(), command)).map(receipt -> {
            task.version = receipt.version();
            task.assignee = to;
            return task;
        });
    }

    /** C06. */
    Option<WorkRef<TaskHandle>> complete(WorkRef<TaskHandle> task, Random random) {
        CompleteTask command = new CompleteTask(task.handle, task.version);
        Principal who = Principal.of(task.owner.tenant.id(), task.assignee, DemoTenant.CLEARANCE,
                Role.OFFICER);
        return run(CommandId.C06.id(), () -> core.completeTask(who, command)).map(receipt -> {
            catalog.openTasks().remove(task);
            return task;
        });
    }

    /** C10: moved by one to fourteen days. */
    Option<WorkRef<TaskHandle>> reschedule(WorkRef<TaskHandle> task, Random random) {
        Instant newDue = task.handle.dueAt().plus(Duration.ofDays(1 + random.nextInt(14)));
        RescheduleTask command = new RescheduleTask(task.handle, task.version, newDue);
        Principal officer = task.owner.tenant.officer(random);
        return run(CommandId.C10.id(), () -> core.rescheduleTask(officer, command)).map(receipt -> {
            task.handle = receipt.task().get();
            task.version = receipt.version();
            return task;
        });
    }

    /** C07: due one week to four months from now. */
    Option<WorkRef<DeadlineHandle>> addDeadline(CaseRef ref, Random random) {
        Instant due = dueIn(random, 7, 120);
        AddDeadline command = new AddDeadline(ref.caseId, Vocabulary.pick(random, DEADLINE_TYPES), due);
        Principal officer = ref.tenant.officer(random);
        return run(CommandId.C07.id(), () -> core.addDeadline(officer, command)).map(receipt -> {
            WorkRef<DeadlineHandle> deadline = new WorkRef<>(ref, receipt.deadline().get(), receipt.version(), null);
            catalog.openDeadlines().add(deadline);
            return deadline;
        });
    }

    /** C08: met four times out of five. */
    Option<WorkRef<DeadlineHandle>> resolve(WorkRef<DeadlineHandle> deadline, Random random) {
        DeadlineStatus outcome = random.nextInt(5) == 0 ? DeadlineStatus.MISSED : DeadlineStatus.MET;
        ResolveDeadline command = new ResolveDeadline(deadline.handle, deadline.version, outcome);
        Principal officer = deadline.owner.tenant.officer(random);
        return run(CommandId.C08.id(), () -> core.resolveDeadline(officer, command)).map(receipt -> {
            catalog.openDeadlines().remove(deadline);
            return deadline;
        });
    }

    /** C09: metadata of a document stored elsewhere. */
    Option<String> attachEvidence(CaseRef ref, Random random) {
        byte[] digest = new byte[32];
        random.nextBytes(digest);
        String kind = Vocabulary.pick(random, Vocabulary.EVIDENCE);
        String blob = "s3://" + ref.tenant.id() + "-evidence/" + ref.caseId + "/"
                + HexFormat.of().formatHex(digest, 0, 6) + ".pdf";
        AttachEvidence command = new AttachEvidence(ref.caseId, new Title(kind + " (" + ref.externalRef + ")"),
                new BlobRef(blob), new Sha256(HexFormat.of().formatHex(digest)), 10_000L + random.nextInt(50_000_000),
                new EvidenceMetadata(Map.of("mimeType", "application/pdf",
                        "source", random.nextBoolean() ? "respondent" : "inspection")));
        Principal officer = ref.tenant.officer(random);
        return run(CommandId.C09.id(), () -> core.attachEvidence(officer, command)).map(receipt -> receipt.entity().text());
    }

    /** C11: sometimes across the high-risk threshold, so that the sparse view gains and loses cases. */
    Option<CaseRef> changeRisk(CaseRef ref, Random random) {
        return changeRisk(ref, riskScore(random));
    }

    /** C11 to a given score. */
    Option<CaseRef> changeRisk(CaseRef ref, int score) {
        ChangeRiskScore command = new ChangeRiskScore(ref.caseId, ref.version, new RiskScore(score));
        return run(CommandId.C11.id(), () -> core.changeRiskScore(ref.tenant.supervisor(), command)).map(receipt -> {
            ref.riskScore = score;
            ref.version = receipt.version();
            return ref;
        });
    }

    /** C12: the task and deadline snapshots stay stale until the case is reconciled. */
    Option<CaseRef> rename(CaseRef ref, Random random) {
        String title = Vocabulary.pick(random, ref.tenant.topics()) + " \u2014 " + Vocabulary.company(random)
                + " (amended)";
        RenameCase command = new RenameCase(ref.caseId, ref.version, new Title(title));
        return run(CommandId.C12.id(), () -> core.renameCase(ref.tenant.supervisor(), command)).map(receipt -> {
            ref.title = title;
            ref.version = receipt.version();
            catalog.renamed().add(ref);
            return ref;
        });
    }

    /** C15: the case takes its tenant's next reference; the old one is free again. */
    Option<CaseRef> changeExternalRef(CaseRef ref) {
        String next = ref.tenant.nextExternalRef(year());
        ChangeExternalRef command = new ChangeExternalRef(ref.caseId, ref.version, new ExternalRef(next));
        return run(CommandId.C15.id(), () -> core.changeExternalRef(ref.tenant.supervisor(), command)).map(receipt -> {
            ref.externalRef = next;
            ref.version = receipt.version();
            return ref;
        });
    }

    private Option<Receipt> run(String commandId, Supplier<Either<Rejection, Receipt>> call) {
        return invoker.invoke(commandId, call).toOption();
    }

    private Instant dueIn(Random random, int minDays, int maxDays) {
        return clock.now().plus(Duration.ofHours(24L * minDays + random.nextInt(24 * (maxDays - minDays + 1))))
                .truncatedTo(ChronoUnit.HOURS);
    }

    /** Most cases are of low or middling risk; about one in six is high risk. */
    private static int riskScore(Random random) {
        return random.nextInt(6) == 0 ? 80 + random.nextInt(21) : 5 + random.nextInt(75);
    }
}
