package io.enforcementcore.benchmarks;

import io.enforcementcore.adapters.inmemory.InMemoryStorage;
import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.EnforcementCoreBuilder;
import io.enforcementcore.application.command.CreateTask;
import io.enforcementcore.application.command.OpenCase;
import io.enforcementcore.application.command.TransitionCase;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.StoragePorts;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * One case worked through the use cases on the in-memory store, keeping every change set the use cases
 * committed: replayed on the DynamoDB adapter they give the items its canned responses are made of, and
 * the last one is a real C02 transition to commit again and again.
 */
record RecordedCase(TenantId tenant, CaseId caseId, List<ChangeSet> changeSets, ChangeSet transition) {
    static final Principal OFFICER = Principal.of("agency-bench", "officer-1", Classification.CONFIDENTIAL, Role.OFFICER,
            Role.SUPERVISOR);
    static final int TASKS = 30;

    static RecordedCase record() {
        List<ChangeSet> committed = new ArrayList<>();
        StoragePorts memory = InMemoryStorage.create();
        StoragePorts capturing = new StoragePorts(changes -> {
            committed.add(changes);
            return memory.changes().commit(changes);
        }, memory.cases(), memory.views(), memory.outbox(), memory.commands(), memory.migration(), memory.leases());
        EnforcementCore core = EnforcementCoreBuilder.on(capturing).build();
        CaseId caseId = core.openCase(OFFICER, new OpenCase(new ExternalRef("EXT-BENCH-1"), new Title("Benchmark case"),
                new RiskScore(5), Classification.PUBLIC, new OrgId("org-1"))).get().caseId();
        long version = 0;
        for (int i = 0; i < TASKS; i++) {
            version = core.createTask(OFFICER, new CreateTask(caseId, new Title("Task " + i), new UserId("officer-1"),
                    Instant.parse("2027-01-01T00:00:00Z").plusSeconds(i * 3600L))).get().version();
        }
        core.transitionCase(OFFICER, new TransitionCase(caseId, version, CaseStatus.NOTICE_ISSUED)).get();
        return new RecordedCase(OFFICER.tenantId(), caseId, List.copyOf(committed), committed.get(committed.size() - 1));
    }
}
