package io.enforcementcore.acceptance.support;

import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.EnforcementCoreBuilder;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.function.Supplier;

/**
 * Everything one scenario shares between its steps: the platform under test, reached only through its
 * driving port {@link EnforcementCore}, built on a fresh store of the configured kind with a clock, ids and
 * a message channel the scenario controls; the names the scenario gives things; and the last request and
 * its outcome. Created per scenario by the dependency-injection container.
 */
public final class ScenarioContext {
    public static final Instant DEFAULT_START = Instant.parse("2026-01-05T09:00:00Z");
    private static final byte[] CURSOR_SECRET =
            "acceptance scenarios sign their page cursors with this".getBytes(StandardCharsets.UTF_8);
    private static final String AUDITOR = "scenario-auditor";

    private final ScenarioStore storeKind = ScenarioStore.configured();
    private final TestClock clock = new TestClock(DEFAULT_START);
    private final RecordingChannel channel = new RecordingChannel();
    private final ActivityFeed activityFeed = new ActivityFeed(channel);
    private final RecordingObserver storage = new RecordingObserver();
    private final Names names = new Names();
    private EnforcementCore core;
    private StoragePorts ports;
    private Supplier<Either<Rejection, ?>> lastRequest;
    private RequestOutcome lastOutcome;
    private RequestOutcome previousOutcome;

    public EnforcementCore core() {
        if (core == null) {
            core = EnforcementCoreBuilder.on(ports())
                    .publishingTo(activityFeed)
                    .withClock(clock)
                    .withIds(new ScenarioIds())
                    .withCursorSecret(CURSOR_SECRET)
                    .build();
        }
        return core;
    }

    /**
     * The store beneath the platform, for the one kind of step that must bypass it: leaving a record
     * the way a lost repair or an older version would have left it, which no command can do.
     */
    public StoragePorts ports() {
        if (ports == null) {
            ports = StoreFactory.open(storeKind, storage);
        }
        return ports;
    }

    public ScenarioStore storeKind() {
        return storeKind;
    }

    public TestClock clock() {
        return clock;
    }

    public RecordingChannel channel() {
        return channel;
    }

    /** What the channel delivers to the case activity summary a reader keeps from it. */
    public ActivityFeed activityFeed() {
        return activityFeed;
    }

    public Names names() {
        return names;
    }

    public Principal person(String name) {
        return names.person(name);
    }

    /**
     * Someone who may read all of an agency's records, for checks a scenario makes about the state of
     * things rather than about what a particular person sees.
     */
    public Principal auditorOf(TenantId tenant) {
        return Principal.of(tenant.value(), AUDITOR, Classification.CONFIDENTIAL, Role.ANALYST);
    }

    /** Sends a request and keeps its outcome for the steps that judge it. */
    public <T> Either<Rejection, T> attempt(Supplier<Either<Rejection, T>> request) {
        core();
        int writesBefore = storage.writeRequests();
        Either<Rejection, T> answer = request.get();
        remember(request::get, answer, writesBefore);
        return answer;
    }

    /** Sends a request that the scenario takes for granted: a refusal fails the scenario right there. */
    public <T> T require(String what, Supplier<Either<Rejection, T>> request) {
        return accepted(attempt(request), what);
    }

    /** The accepted answer of a request the scenario took for granted; a refusal fails the scenario. */
    public static <T> T accepted(Either<Rejection, T> outcome, String what) {
        return outcome.getOrElseThrow(rejection ->
                new AssertionError(what + " was refused: " + rejection.message() + " (" + rejection + ")"));
    }

    /** Sends the very same request as last time, as a caller retrying after a lost answer would. */
    public RequestOutcome repeatLastRequest() {
        if (lastRequest == null) {
            throw new IllegalStateException("no request was sent yet, so none can be sent again");
        }
        Supplier<Either<Rejection, ?>> again = lastRequest;
        int writesBefore = storage.writeRequests();
        remember(again, again.get(), writesBefore);
        return lastOutcome;
    }

    private void remember(Supplier<Either<Rejection, ?>> request, Either<Rejection, ?> answer, int writesBefore) {
        lastRequest = request;
        previousOutcome = lastOutcome;
        lastOutcome = new RequestOutcome(answer, storage.writeRequests() - writesBefore);
    }

    /** The answer to the last request, which must have been accepted and be of the given kind. */
    public <T> T lastAnswer(Class<T> type) {
        Either<Rejection, ?> answer = lastOutcome().answer();
        if (answer.isLeft()) {
            throw new AssertionError("the last request was refused: " + answer.getLeft().message());
        }
        if (!type.isInstance(answer.get())) {
            throw new IllegalStateException("the last request answered a " + answer.get().getClass().getSimpleName()
                    + ", not a " + type.getSimpleName());
        }
        return type.cast(answer.get());
    }

    public RequestOutcome lastOutcome() {
        if (lastOutcome == null) {
            throw new IllegalStateException("no request was sent in this scenario");
        }
        return lastOutcome;
    }

    public RequestOutcome previousOutcome() {
        if (previousOutcome == null) {
            throw new IllegalStateException("only one request was sent in this scenario");
        }
        return previousOutcome;
    }
}
