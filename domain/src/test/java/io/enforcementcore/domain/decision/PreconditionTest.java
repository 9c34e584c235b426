package io.enforcementcore.domain.decision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.domain.decision.FailedPreconditions.Verdict;
import io.enforcementcore.domain.decision.Observed.Found;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Option;
import java.util.List;
import java.util.function.BiFunction;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link Precondition#failureOn}, the one place where a failed precondition gets its meaning, against
 * the whole {@link FailedPreconditions table}; and the table against explanations with one defect each,
 * to show it would notice.
 */
class PreconditionTest {
    private static final List<Verdict> TABLE = FailedPreconditions.table();

    static Stream<Verdict> table() {
        return TABLE.stream();
    }

    @ParameterizedTest
    @MethodSource("table")
    void explains_what_the_store_observed_as_the_table_says(Verdict verdict) {
        assertEquals(verdict.expected(), verdict.precondition().failureOn(verdict.observed()));
    }

    /** A store checks the expectation alone; it must hold exactly when the domain sees no failure. */
    @ParameterizedTest
    @MethodSource("table")
    void holds_for_a_store_exactly_when_the_domain_sees_no_failure(Verdict verdict) {
        assertEquals(verdict.expected().isEmpty(), verdict.precondition().expectation().isMetBy(verdict.observed()));
    }

    @Test
    void the_table_catches_an_explanation_that_takes_another_tenants_record_for_the_owners() {
        assertCaught((precondition, observed) -> precondition.failureOn(asTheOwners(precondition, observed)));
    }

    @Test
    void the_table_catches_an_explanation_that_ignores_the_version() {
        assertCaught((precondition, observed) -> precondition.failureOn(atTheExpectedVersion(precondition, observed)));
    }

    @Test
    void the_table_catches_an_explanation_that_ignores_the_status() {
        assertCaught((precondition, observed) -> precondition.failureOn(inAnAllowedStatus(precondition, observed)));
    }

    @Test
    void the_table_catches_an_explanation_that_names_the_version_before_a_closed_status() {
        assertCaught((precondition, observed) -> {
            Option<Rejection> stale = precondition.failureOn(inAnAllowedStatus(precondition, observed))
                    .filter(Rejection.StaleVersion.class::isInstance);
            return stale.orElse(precondition.failureOn(observed));
        });
    }

    @Test
    void the_table_catches_an_explanation_that_names_a_wrong_status_before_a_stale_version() {
        assertCaught((precondition, observed) -> {
            Option<Rejection> elsewhere = precondition.failureOn(atTheExpectedVersion(precondition, observed));
            return elsewhere.isDefined() ? elsewhere : precondition.failureOn(observed);
        });
    }

    private static void assertCaught(BiFunction<Precondition, Observed, Option<Rejection>> defective) {
        long disagreements = TABLE.stream()
                .filter(v -> !defective.apply(v.precondition(), v.observed()).equals(v.expected())).count();
        assertTrue(disagreements > 0, "the table let the defect pass");
        assertFalse(TABLE.isEmpty());
    }

    private static Observed asTheOwners(Precondition precondition, Observed observed) {
        if (observed instanceof Found found && precondition.expectation() instanceof Expectation.Present present) {
            return new Found(present.owner(), found.version(), found.status());
        }
        return observed;
    }

    private static Observed atTheExpectedVersion(Precondition precondition, Observed observed) {
        if (observed instanceof Found found && precondition.expectation() instanceof Expectation.Present present
                && present.version().isDefined()) {
            return new Found(found.owner(), present.version().map(Long::valueOf), found.status());
        }
        return observed;
    }

    private static Observed inAnAllowedStatus(Precondition precondition, Observed observed) {
        if (observed instanceof Found found && precondition.expectation() instanceof Expectation.Present present
                && present.statusIn().isDefined()) {
            return new Found(found.owner(), found.version(), Option.some(present.statusIn().get().iterator().next().name()));
        }
        return observed;
    }
}
