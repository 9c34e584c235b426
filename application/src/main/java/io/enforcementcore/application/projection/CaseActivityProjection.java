package io.enforcementcore.application.projection;

import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.EventId;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.port.ForPublishingEvents;
import io.vavr.control.Option;
import io.vavr.control.Try;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@link CaseActivity} read model of every case whose facts it was given: fed live as the outbox
 * relay's channel, or rebuilt by {@link #replay} from the durable history (the timeline, AP02).
 *
 * <p>Contract: the result depends only on the set of facts, never on how they arrived. A fact whose event
 * id was seen is a duplicate and changes nothing (the relay is at-least-once); facts are folded in the
 * timeline's order whatever order they came in (the relay reads its shards one after another, so a
 * case's facts can arrive out of order). A case is shown once its opening fact is in. Facts that are
 * recorded but never announced may be given (a replay reads the whole timeline) and change nothing. An
 * announced event whose fields do not fit its type is refused and applies nothing, so the relay keeps it
 * pending.
 */
public final class CaseActivityProjection implements ForPublishingEvents {
    private record CaseKey(TenantId tenantId, CaseId caseId) {
    }

    private final Map<CaseKey, Map<EventId, CaseFact>> histories = new LinkedHashMap<>();

    public static CaseActivityProjection replay(Iterable<CaseFact> history) {
        CaseActivityProjection rebuilt = new CaseActivityProjection();
        history.forEach(rebuilt::apply);
        return rebuilt;
    }

    @Override
    public Try<Void> publish(OutboxEvent event) {
        return Try.of(() -> CaseFact.of(event)).map(fact -> {
            apply(fact);
            return null;
        });
    }

    /** Whether the fact was new to the projection. */
    public synchronized boolean apply(CaseFact fact) {
        return histories.computeIfAbsent(new CaseKey(fact.tenantId(), fact.caseId()), key -> new HashMap<>())
                .putIfAbsent(fact.eventId(), fact) == null;
    }

    public synchronized Option<CaseActivity> activity(TenantId tenantId, CaseId caseId) {
        return Option.of(histories.get(new CaseKey(tenantId, caseId))).flatMap(CaseActivityProjection::fold);
    }

    /** Every case shown, ordered by tenant and case id. */
    public synchronized List<CaseActivity> all() {
        List<CaseActivity> shown = new ArrayList<>();
        histories.values().forEach(history -> fold(history).forEach(shown::add));
        shown.sort(Comparator.comparing((CaseActivity a) -> a.tenantId().value())
                .thenComparing(a -> a.caseId().value()));
        return List.copyOf(shown);
    }

    private static Option<CaseActivity> fold(Map<EventId, CaseFact> history) {
        CaseActivityFold fold = new CaseActivityFold();
        history.values().stream().sorted(CaseFact.HISTORY_ORDER).forEach(fold::apply);
        return fold.result();
    }
}
