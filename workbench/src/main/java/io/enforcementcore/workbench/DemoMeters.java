package io.enforcementcore.workbench;

import io.enforcementcore.application.observation.ForObservingCommands;
import io.enforcementcore.domain.port.ForRelayingOutbox;
import io.enforcementcore.domain.port.ForTellingTime;
import io.enforcementcore.metering.ForObservingStorage;
import io.enforcementcore.metrics.MicrometerCommandMetrics;
import io.enforcementcore.metrics.MicrometerStorageMetrics;
import io.enforcementcore.metrics.OutboxBacklogGauges;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.Tag;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The demo's run in Micrometer meters, wired as a service embedding the library would wire them (one
 * registry, the store's and the facade's observers, the outbox gauges), and summed up as tables.
 */
final class DemoMeters {
    private static final int BACKLOG_COUNT_BOUND = 10_000;

    private final SimpleMeterRegistry registry = new SimpleMeterRegistry();
    private final MicrometerStorageMetrics storage = new MicrometerStorageMetrics(registry);
    private final MicrometerCommandMetrics commands = new MicrometerCommandMetrics(registry);

    ForObservingStorage storage() {
        return storage;
    }

    ForObservingCommands commands() {
        return commands;
    }

    /** One row per meter: its tags, how many series the run made and their total; then the rejections. */
    String summary(ForRelayingOutbox outbox, ForTellingTime clock) {
        OutboxBacklogGauges.register(registry, outbox, clock, BACKLOG_COUNT_BOUND).refresh();
        Map<String, List<Meter>> byName = registry.getMeters().stream()
                .collect(Collectors.groupingBy(meter -> meter.getId().getName(), TreeMap::new, Collectors.toList()));
        List<List<String>> rows = new ArrayList<>();
        byName.forEach((name, meters) -> rows.add(List.of(name, type(meters.get(0)), tagKeys(meters),
                Integer.toString(meters.size()), total(meters))));
        return "Meters (Micrometer, this run; a timer's total is its calls, a counter's the sum of its series):\n\n"
                + TextTable.render(List.of(TextTable.Column.text("meter"), TextTable.Column.text("type"),
                        TextTable.Column.text("tags"), TextTable.Column.number("series"),
                        TextTable.Column.number("total")), rows)
                + "\nRejections and replays by command and kind:\n\n" + rejections();
    }

    private String rejections() {
        List<List<String>> rows = new ArrayList<>();
        registry.getMeters().stream()
                .filter(meter -> meter.getId().getName().equals(MicrometerCommandMetrics.REJECTIONS)
                        || meter.getId().getName().equals(MicrometerCommandMetrics.REPLAYS))
                .sorted(Comparator.comparing((Meter meter) -> meter.getId().getTag("command"))
                        .thenComparing(meter -> meter.getId().getName()))
                .forEach(meter -> rows.add(List.of(meter.getId().getName(), meter.getId().getTag("command"),
                        String.valueOf(meter.getId().getTag("kind")).replace("null", "-"),
                        format(((Counter) meter).count()))));
        return TextTable.render(List.of(TextTable.Column.text("meter"), TextTable.Column.text("command"),
                TextTable.Column.text("kind"), TextTable.Column.number("count")), rows);
    }

    private static String type(Meter meter) {
        return meter.getId().getType().name().toLowerCase(Locale.ROOT);
    }

    private static String tagKeys(List<Meter> meters) {
        TreeSet<String> keys = new TreeSet<>();
        meters.forEach(meter -> meter.getId().getTags().stream().map(Tag::getKey).forEach(keys::add));
        return keys.isEmpty() ? "-" : String.join(", ", keys);
    }

    private static String total(List<Meter> meters) {
        double total = 0;
        for (Meter meter : meters) {
            if (meter instanceof Counter counter) {
                total += counter.count();
            } else if (meter instanceof Timer timer) {
                total += timer.count();
            } else if (meter instanceof Gauge gauge) {
                total += gauge.value();
            }
        }
        return format(total);
    }

    private static String format(double value) {
        return value == Math.rint(value) ? String.format(Locale.ROOT, "%.0f", value)
                : String.format(Locale.ROOT, "%.1f", value);
    }
}
