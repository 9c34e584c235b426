package io.enforcementcore.application.parse;

import io.enforcementcore.domain.model.InvalidValue;
import io.enforcementcore.domain.model.Timestamps;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Turns a request's raw fields into value objects. The value objects refuse bad input by throwing
 * {@link InvalidValue} under their own name ({@code userId}); the caller knows the field by the request's
 * name ({@code assigneeId}), so each field is parsed under the request's name and the first refusal
 * becomes one {@link Rejection.InvalidInput}.
 */
final class Fields {
    private Fields() {
    }

    /** Runs a whole parse; the first refused field (or the refusal of the record it builds) is the rejection. */
    static <T> Either<Rejection, T> parse(Supplier<T> parsing) {
        try {
            return Either.right(parsing.get());
        } catch (InvalidValue refused) {
            return Either.left(refused.toRejection());
        }
    }

    /** One field of the request, parsed by a value object; a refusal names {@code field}. */
    static <T> T field(String field, String raw, Function<String, T> parser) {
        return field(field, () -> parser.apply(raw));
    }

    /** One field of the request, built by {@code parser}; a refusal names {@code field}. */
    static <T> T field(String field, Supplier<T> parser) {
        try {
            return parser.get();
        } catch (InvalidValue refused) {
            throw new InvalidValue(field, reasonUnder(field, refused));
        }
    }

    /** An optional field: absent when null. */
    static <T> Option<T> optional(String field, String raw, Function<String, T> parser) {
        return raw == null ? Option.none() : Option.some(field(field, raw, parser));
    }

    static Instant instant(String field, String raw) {
        return Timestamps.parse(field, raw);
    }

    static Option<Instant> optionalInstant(String field, String raw) {
        return optional(field, raw, text -> Timestamps.parse(field, text));
    }

    /** Keeps the detail of a nested refusal ("metadata key ...") when the request names the whole field. */
    private static String reasonUnder(String field, InvalidValue refused) {
        boolean nested = !refused.field().equals(field) && refused.field().startsWith(field + " ");
        return nested ? refused.field() + " " + refused.reason() : refused.reason();
    }
}
