package io.enforcementcore.testkit;

import io.enforcementcore.adapters.dynamodb.DynamoDbSettings;
import io.enforcementcore.adapters.dynamodb.DynamoDbStorage;
import io.enforcementcore.adapters.inmemory.InMemoryEventChannel;
import io.enforcementcore.adapters.inmemory.InMemoryStorage;
import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.metering.ForObservingStorage;
import io.vavr.control.Option;
import java.net.URI;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import java.util.function.Function;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Hands each test a fresh {@link TestCore}: a facade of its own, with a {@link FixedClock} and
 * {@link SequentialIds}, and the {@link Given}; a test method or constructor asks for any of them (or for
 * the {@link EnforcementCore}, or the {@link InMemoryEventChannel}) as a parameter.
 *
 * <p>The store is the in-memory one, unless a DynamoDB engine is named: by {@link #onDynamoDb(URI)}, or, for
 * {@code @ExtendWith(EnforcementCoreExtension.class)}, by the environment variable {@value #ENDPOINT_ENV} or the
 * system property {@value #ENDPOINT_PROPERTY} (DynamoDB Local, or moto in server mode). Then each test gets a
 * table of its own ({@code testkit-<random>}), created before it runs and left to the engine, whose data a test
 * engine keeps in memory; such a run needs {@code software.amazon.awssdk:url-connection-client} on the test class
 * path.
 */
public final class EnforcementCoreExtension implements BeforeEachCallback, ParameterResolver {
    public static final String ENDPOINT_ENV = "ENFORCEMENTCORE_TESTKIT_DYNAMODB";
    public static final String ENDPOINT_PROPERTY = "enforcementcore.testkit.dynamodb";
    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(
            EnforcementCoreExtension.class);
    private static final Map<Class<?>, Function<TestCore, Object>> PARAMETERS = Map.of(
            TestCore.class, core -> core,
            EnforcementCore.class, TestCore::core,
            FixedClock.class, TestCore::clock,
            SequentialIds.class, TestCore::ids,
            InMemoryEventChannel.class, TestCore::events,
            Given.class, TestCore::given);

    private final Option<URI> dynamoDb;

    /** The in-memory store, or the DynamoDB engine the environment names. */
    public EnforcementCoreExtension() {
        this(configuredEndpoint());
    }

    private EnforcementCoreExtension(Option<URI> dynamoDb) {
        this.dynamoDb = dynamoDb;
    }

    /** Always the in-memory store, whatever the environment says. */
    public static EnforcementCoreExtension inMemory() {
        return new EnforcementCoreExtension(Option.none());
    }

    /** A DynamoDB engine at {@code endpoint}, signed with dummy credentials, a fresh table per test. */
    public static EnforcementCoreExtension onDynamoDb(URI endpoint) {
        return new EnforcementCoreExtension(Option.some(Objects.requireNonNull(endpoint, "endpoint")));
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        context.getStore(NAMESPACE).put(TestCore.class, dynamoDb.isEmpty()
                ? TestCore.on(InMemoryStorage.create(), "in memory")
                : onFreshTable(dynamoDb.get(), context.getStore(NAMESPACE)));
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return PARAMETERS.containsKey(parameter.getParameter().getType());
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        TestCore core = context.getStore(NAMESPACE).get(TestCore.class, TestCore.class);
        if (core == null) {
            throw new IllegalStateException("the testkit makes a facade per test method: ask for "
                    + parameter.getParameter().getType().getSimpleName() + " in a test method, not a constructor "
                    + "or a @BeforeAll method");
        }
        return PARAMETERS.get(parameter.getParameter().getType()).apply(core);
    }

    private static TestCore onFreshTable(URI endpoint, ExtensionContext.Store store) {
        String table = "testkit-" + UUID.randomUUID();
        DynamoDbStorage storage = DynamoDbStorage.connect(DynamoDbSettings.local(endpoint, table),
                ForObservingStorage.NONE);
        store.put(DynamoDbStorage.class, (ExtensionContext.Store.CloseableResource) storage::close);
        storage.createTableIfMissing();
        return TestCore.on(storage.ports(), "DynamoDB at " + endpoint + ", table " + table);
    }

    private static Option<URI> configuredEndpoint() {
        String named = System.getProperty(ENDPOINT_PROPERTY, System.getenv(ENDPOINT_ENV));
        return named == null || named.isBlank() ? Option.none() : Option.some(URI.create(named.trim()));
    }
}
