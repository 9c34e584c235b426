package io.enforcementcore.application.observation;

import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.port.OutcomeUnknown;
import io.enforcementcore.domain.port.StorageFailure;
import io.enforcementcore.domain.port.StoreDefect;
import io.enforcementcore.domain.port.StoreMisconfigured;
import io.enforcementcore.domain.port.StoreUnavailable;
import io.enforcementcore.domain.rejection.Rejection;
import io.enforcementcore.domain.rejection.RejectionKinds;
import java.time.Duration;
import java.util.Locale;
import java.util.Objects;

/**
 * How one command or job ended.
 *
 * @param command  the command id: C01..C12, C12r (the title reconciliation job), C12s (the drift sweep), C13 or C14
 * @param tenant   the tenant of the principal that ran it (for a platform job, the operator's)
 * @param outcome  accepted, replayed, rejected or failed
 * @param kind     why it was rejected or failed, as a stable lower-case label ({@code stale-version},
 *                 {@code forbidden}, {@code store-unavailable}, ...); {@value #NO_KIND} otherwise
 * @param duration from the call to its answer, on the caller's thread
 */
public record CommandObservation(String command, TenantId tenant, Outcome outcome, String kind, Duration duration) {
    public static final String NO_KIND = "none";

    public CommandObservation {
        Objects.requireNonNull(command, "command");
        Objects.requireNonNull(tenant, "tenant");
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(duration, "duration");
    }

    public enum Outcome {
        /** The command ran and its changes were written. */
        ACCEPTED,
        /** A retry with the same idempotency key: the first call's answer, nothing written. */
        REPLAYED,
        /** A business rejection; nothing written. */
        REJECTED,
        /**
         * The store failed (the caller got an exception); nothing written by a command, except where the kind
         * is {@code outcome-unknown}: its answer was lost and it may have landed.
         */
        FAILED;

        public String label() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** The rejection's kind as a label, {@link RejectionKinds}': {@code StaleVersion} reads {@code stale-version}. */
    public static String kindOf(Rejection rejection) {
        return RejectionKinds.of(rejection);
    }

    /** The storage failure's kind as a label: unavailable, misconfigured or defect; anything else is an error. */
    public static String kindOf(RuntimeException failure) {
        if (failure instanceof StoreUnavailable) {
            return "store-unavailable";
        }
        if (failure instanceof OutcomeUnknown) {
            return "outcome-unknown";
        }
        if (failure instanceof StoreMisconfigured) {
            return "store-misconfigured";
        }
        if (failure instanceof StoreDefect || failure instanceof StorageFailure) {
            return "store-defect";
        }
        return "error";
    }
}
