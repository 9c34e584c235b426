package io.enforcementcore.application;

import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.domain.model.Audit;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.DeadlineId;
import io.enforcementcore.domain.model.DeadlineType;
import io.enforcementcore.domain.model.EventId;
import io.enforcementcore.domain.model.EventType;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.OutboxStatus;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskId;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.ForTellingTime;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/** Named test data in the words of the domain. */
public final class UseCaseFixtures {
    static final Instant NOON = Instant.parse("2026-07-07T12:00:00Z");
    static final TenantId AGENCY = new TenantId("agency-a");
    static final CaseId CASE = new CaseId("case-1");
    public static final byte[] SECRET = "a-secret-of-at-least-16-bytes".getBytes(StandardCharsets.UTF_8);

    private UseCaseFixtures() {
    }

    static Principal anOfficer() {
        return Principal.of(AGENCY.value(), "officer-1", Classification.CONFIDENTIAL, Role.OFFICER);
    }

    static Principal aSupervisor() {
        return Principal.of(AGENCY.value(), "supervisor-1", Classification.CONFIDENTIAL, Role.SUPERVISOR);
    }

    static Principal anOperator() {
        return Principal.of("platform", "operator-1", Classification.PUBLIC, Role.PLATFORM_OPERATOR);
    }

    static CaseMetadata aCaseTitled(String title) {
        return new CaseMetadata(AGENCY, CASE, new ExternalRef("REF-1"), new Title(title), Classification.RESTRICTED,
                new OrgId("org-1"), new UserId("officer-1"), NOON, NOON);
    }

    static Task aTaskWithCaseTitle(int number, String caseTitle) {
        return Task.open(AGENCY, CASE, new TaskId(String.format("task-%03d", number)), new Title("Review filing"),
                new UserId("officer-1"), NOON.plus(Duration.ofDays(number)), new Title(caseTitle),
                aRecordOfTheCase());
    }

    static Deadline aDeadlineWithCaseTitle(int number, String caseTitle) {
        return Deadline.open(AGENCY, CASE, new DeadlineId(String.format("deadline-%03d", number)),
                DeadlineType.LEGAL_RESPONSE, NOON.plus(Duration.ofDays(number)), new Title(caseTitle),
                aRecordOfTheCase());
    }

    /** What a record of {@link #CASE} says of its case and writer. */
    static Audit aRecordOfTheCase() {
        return Audit.created(new OrgId("org-1"), Classification.RESTRICTED, new UserId("officer-1"), NOON);
    }

    static OutboxEvent aPendingEvent(String tenant, String eventId, Instant occurredAt) {
        return new OutboxEvent(new TenantId(tenant), CASE, new EventId(eventId), EventType.CASE_OPENED, occurredAt,
                Map.of(), OutboxStatus.PENDING);
    }

    /** A clock that only moves when told to. */
    static final class ManualClock implements ForTellingTime {
        private Instant now;

        ManualClock(Instant start) {
            this.now = start;
        }

        @Override
        public Instant now() {
            return now;
        }

        void advance(Duration duration) {
            now = now.plus(duration);
        }
    }

    /** Ids "id-1", "id-2", ... in the order they are minted. */
    static io.enforcementcore.domain.port.ForMintingIds countingIds() {
        AtomicInteger next = new AtomicInteger();
        return () -> "id-" + next.incrementAndGet();
    }
}
