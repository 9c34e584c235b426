package io.enforcementcore.cli;

import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.CaseSummary;
import io.enforcementcore.domain.model.CaseView;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.Evidence;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.port.Receipt;
import java.util.Map;
import java.util.function.Function;

/** How one kind of value is printed: a line of text for people, a JSON object for scripts. */
record Printed<T>(Function<? super T, String> text, Function<? super T, Map<String, Object>> json) {
    static final Printed<Receipt> RECEIPT = new Printed<>(Formats::receipt, JsonFields::receipt);
    static final Printed<CaseMetadata> METADATA = new Printed<>(Formats::metadata, JsonFields::metadata);
    static final Printed<CaseView> CASE_WITH_STATE = new Printed<>(Formats::caseWithState, JsonFields::caseWithState);
    static final Printed<CaseView> VIEW = new Printed<>(Formats::view, JsonFields::view);
    static final Printed<CaseSummary> SUMMARY = new Printed<>(Formats::summary, JsonFields::summary);
    static final Printed<TimelineEvent> EVENT = new Printed<>(Formats::event, JsonFields::event);
    static final Printed<Task> TASK = new Printed<>(Formats::task, JsonFields::task);
    static final Printed<Deadline> DEADLINE = new Printed<>(Formats::deadline, JsonFields::deadline);
    static final Printed<CaseParty> PARTY = new Printed<>(Formats::party, JsonFields::party);
    static final Printed<Evidence> EVIDENCE = new Printed<>(Formats::evidence, JsonFields::evidence);
    static final Printed<OutboxEvent> OUTBOX = new Printed<>(Formats::outbox, JsonFields::outbox);
}
