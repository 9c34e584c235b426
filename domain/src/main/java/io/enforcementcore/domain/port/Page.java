package io.enforcementcore.domain.port;

import io.vavr.control.Option;
import java.util.List;
import java.util.function.Function;

/** One page of a query; {@code next} is present exactly when more items may follow. */
public record Page<T>(List<T> items, Option<String> next) {
    public Page {
        items = List.copyOf(items);
        java.util.Objects.requireNonNull(next, "next");
    }

    public static <T> Page<T> empty() {
        return new Page<>(List.of(), Option.none());
    }

    public <R> Page<R> map(Function<? super T, ? extends R> f) {
        return new Page<>(items.stream().<R>map(f).toList(), next);
    }
}
