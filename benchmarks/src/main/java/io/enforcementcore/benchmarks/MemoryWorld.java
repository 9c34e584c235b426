package io.enforcementcore.benchmarks;

import io.enforcementcore.adapters.inmemory.InMemoryStorage;
import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.EnforcementCoreBuilder;
import io.enforcementcore.application.command.AddDeadline;
import io.enforcementcore.application.command.CreateTask;
import io.enforcementcore.application.command.OpenCase;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.DeadlineType;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicLong;

/** The in-memory store behind the public use cases only, so the figures follow whichever store is built. */
final class MemoryWorld {
    static final Instant DUE = Instant.parse("2027-01-01T00:00:00Z");
    static final UserId ASSIGNEE = new UserId("officer-1");
    final EnforcementCore core = EnforcementCoreBuilder.on(InMemoryStorage.create()).build();
    private final AtomicLong refs = new AtomicLong();

    CaseId openCase() {
        return core.openCase(RecordedCase.OFFICER, new OpenCase(new ExternalRef("EXT-" + refs.incrementAndGet()),
                new Title("Benchmark case"), new RiskScore(5), Classification.PUBLIC, new OrgId("org-1"))).get().caseId();
    }

    long createTask(CaseId caseId, int i) {
        return core.createTask(RecordedCase.OFFICER, new CreateTask(caseId, new Title("Task " + i), ASSIGNEE,
                DUE.plusSeconds(i * 60L))).get().version();
    }

    long addDeadline(CaseId caseId, int i) {
        return core.addDeadline(RecordedCase.OFFICER, new AddDeadline(caseId, DeadlineType.HEARING,
                DUE.plusSeconds(i * 60L))).get().version();
    }
}
