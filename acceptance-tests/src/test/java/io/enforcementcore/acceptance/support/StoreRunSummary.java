package io.enforcementcore.acceptance.support;

import io.cucumber.plugin.ConcurrentEventListener;
import io.cucumber.plugin.event.EventPublisher;
import io.cucumber.plugin.event.Status;
import io.cucumber.plugin.event.TestCaseFinished;
import io.cucumber.plugin.event.TestRunFinished;
import io.cucumber.plugin.event.TestRunStarted;
import java.util.EnumMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Cucumber plugin that says which store a run used, at its start and in its closing tally, so that the
 * two runs of the same scenarios in one build can be told apart in the log.
 */
public final class StoreRunSummary implements ConcurrentEventListener {
    private final Map<Status, Integer> tally = new EnumMap<>(Status.class);

    @Override
    public void setEventPublisher(EventPublisher publisher) {
        publisher.registerHandlerFor(TestRunStarted.class, event -> System.out.println(
                "Acceptance scenarios run on the " + storeLabel() + " store (-D" + ScenarioStore.PROPERTY + ")"));
        publisher.registerHandlerFor(TestCaseFinished.class, this::count);
        publisher.registerHandlerFor(TestRunFinished.class, event -> System.out.println(closingLine()));
    }

    private synchronized void count(TestCaseFinished finished) {
        tally.merge(finished.getResult().getStatus(), 1, Integer::sum);
    }

    private synchronized String closingLine() {
        int passed = tally.getOrDefault(Status.PASSED, 0);
        int failed = tally.entrySet().stream().filter(e -> e.getKey() != Status.PASSED)
                .mapToInt(Map.Entry::getValue).sum();
        String other = tally.entrySet().stream().filter(e -> e.getKey() != Status.PASSED)
                .map(e -> e.getValue() + " " + e.getKey().name().toLowerCase())
                .collect(Collectors.joining(", "));
        return "Acceptance scenarios on the " + storeLabel() + " store: " + passed + " passed, " + failed
                + " failed" + (other.isEmpty() ? "" : " (" + other + ")");
    }

    private static String storeLabel() {
        try {
            return ScenarioStore.configured().label();
        } catch (IllegalStateException unknown) {
            return "unknown ('" + System.getProperty(ScenarioStore.PROPERTY) + "')";
        }
    }
}
