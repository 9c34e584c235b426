package io.enforcementcore.architecture;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.conditions.ArchConditions.accessTargetWhere;
import static com.tngtech.archunit.lang.conditions.ArchConditions.be;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.Architectures.onionArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.AccessTarget;
import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Every architecture rule of EnforcementCore, defined once and parameterised by the root package:
 * {@code ArchitectureTest} applies them to the production classes under {@code io.enforcementcore},
 * {@code RulesCatchViolationsTest} applies the very same rules to small violating fixtures under
 * another root, proving each rule can fail.
 */
final class ArchitectureRules {

    /**
     * Ambient time and randomness a pure domain must not reach for; it asks the injected
     * {@code ForTellingTime} and {@code ForMintingIds} instead. Only the no-argument forms are listed:
     * {@code Instant.now(clock)} or a seeded {@code Random} stay deterministic.
     */
    static final List<String> CLOCK_AND_RANDOMNESS_SOURCES = List.of(
            "java.time.Instant.now()",
            "java.time.LocalDateTime.now()",
            "java.time.LocalDate.now()",
            "java.time.OffsetDateTime.now()",
            "java.time.ZonedDateTime.now()",
            "java.time.Clock.systemUTC()",
            "java.time.Clock.systemDefaultZone()",
            "java.lang.System.currentTimeMillis()",
            "java.lang.System.nanoTime()",
            "java.util.UUID.randomUUID()",
            "java.util.Random.<init>()",
            "java.security.SecureRandom.<init>()",
            "java.util.concurrent.ThreadLocalRandom.current()",
            "java.lang.Math.random()");

    /**
     * The domain's decisions, relative to the root package, with their parameters' simple names: the lifecycle,
     * who sees everything and what an unstated classification reads as, every version step, status and expiry
     * a change writes. Adapters and use cases never make them: a store translates the preconditions and copies
     * the values a decision states (through its change, as {@code appliedTo}), and a use case's receipt names
     * the version its decision wrote, so a rule never lives twice. Reading a status to render or index it, and
     * asking the domain what a clearance sees ({@code isWithin}, {@code andBelow}, {@code seesEverything},
     * {@code unstated}), decide nothing, and are left open.
     */
    static final List<String> DOMAIN_DECISIONS = List.of(
            "domain.model.CaseStatus.predecessor()",
            "domain.model.CaseStatus.successor()",
            "domain.model.CaseStatus.isOpen()",
            "domain.model.CaseStatus.openStatuses()",
            "domain.model.Classification.CONFIDENTIAL",
            "domain.model.Classification.values()",
            "domain.model.Classification.compareTo(Enum)",
            "domain.model.Classification.ordinal()",
            "domain.model.Versions.after(long)",
            "domain.model.Versions.FIRST",
            "domain.model.CaseState.FIRST_VERSION",
            "domain.model.CaseState.rescored(RiskScore, Instant)",
            "domain.model.CaseState.updated(CaseStatus, long, Instant)",
            "domain.model.Task.rescheduledTo(Instant, UserId, Instant)",
            "domain.model.Task.updated(UserId, TaskStatus, long, UserId, Instant)",
            "domain.model.Deadline.updated(DeadlineStatus, long, UserId, Instant)",
            "domain.model.OutboxEvent.published(Instant, RetentionPolicy)",
            "domain.model.RetentionPolicy.publishedOutboxExpiry(Instant)");

    /**
     * What an adapter may use of the decision package: the vocabulary of a change set, never the
     * decisions themselves. (Value types, ports and rejections live in their own packages, all open.)
     */
    static final List<String> DECISION_VOCABULARY = List.of(
            "Change", "Precondition", "Subject", "Expectation", "Observed");

    /** The one class of the command line that builds the channels' SDK clients. */
    static final String CHANNEL_CLIENTS = "ChannelClients";

    private ArchitectureRules() {
    }

    static ArchRule domainDependsOnNothingButJavaAndVavr(String root) {
        return classes().that().resideInAPackage(domain(root))
                .should().onlyDependOnClassesThat().resideInAnyPackage(domain(root), "java..", "io.vavr..")
                .as("the domain depends on nothing but itself, the JDK and vavr");
    }

    /**
     * The JDK here includes {@code javax.crypto}, for the HMAC that signs paging cursors; not all of
     * {@code javax}, much of which is third-party libraries. SLF4J is a logging facade: the user picks
     * the logger behind it. Caffeine holds the bounded cache of case provenances.
     */
    static ArchRule applicationDependsOnNothingButTheDomainJavaAndVavr(String root) {
        return classes().that().resideInAPackage(application(root))
                .should().onlyDependOnClassesThat()
                .resideInAnyPackage(application(root), domain(root), "java..", "javax.crypto..", "io.vavr..",
                        "org.slf4j..", "com.github.benmanes.caffeine..")
                .as("the application depends on nothing but itself, the domain, the JDK, vavr, the SLF4J facade "
                        + "and Caffeine");
    }

    /**
     * Adapters reach into the domain and metering only: never into each other, the application or the cli.
     * Metering sits on the domain; the design reads the DynamoDB adapter; the workbench runs the use cases
     * and never reaches into the cli that hosts it. The event channels (in memory, SQS, SNS) share the message
     * they send, which knows the domain only. A layered view rather than the onion, because the onion lets
     * adapters use application services.
     */
    static ArchRule adaptersDependOnNeitherEachOtherNorTheApplicationNorTheCli(String root) {
        return layeredArchitecture().consideringOnlyDependenciesInLayers().withOptionalLayers(true)
                .layer("domain").definedBy(domain(root))
                .layer("metering").definedBy(metering(root))
                .layer("application").definedBy(application(root))
                .layer("messages").definedBy(messages(root))
                .layer("in-memory adapter").definedBy(inMemory(root))
                .layer("DynamoDB adapter").definedBy(dynamoDb(root))
                .layer("SQS adapter").definedBy(sqs(root))
                .layer("SNS adapter").definedBy(sns(root))
                .layer("metrics").definedBy(metrics(root))
                .layer("JSON").definedBy(json(root))
                .layer("design").definedBy(design(root))
                .layer("workbench").definedBy(workbench(root))
                .layer("cli").definedBy(cli(root))
                .whereLayer("metering").mayOnlyAccessLayers("domain")
                .whereLayer("messages").mayOnlyAccessLayers("domain")
                .whereLayer("in-memory adapter").mayOnlyAccessLayers("domain", "metering", "messages")
                .whereLayer("DynamoDB adapter").mayOnlyAccessLayers("domain", "metering")
                .whereLayer("SQS adapter").mayOnlyAccessLayers("domain", "messages")
                .whereLayer("SNS adapter").mayOnlyAccessLayers("domain", "messages")
                .whereLayer("metrics").mayOnlyAccessLayers("domain", "metering", "application")
                .whereLayer("JSON").mayOnlyAccessLayers("domain", "application")
                .whereLayer("design").mayOnlyAccessLayers("domain", "metering", "DynamoDB adapter")
                .whereLayer("workbench").mayOnlyAccessLayers("domain", "metering", "application", "metrics")
                .as("adapters depend on neither each other nor the application nor the cli; metering only on the "
                        + "domain; the metrics on the application and metering, never a store; the design on the "
                        + "DynamoDB adapter; the workbench on the application and the metrics, not the cli; the "
                        + "messages on the domain only; the JSON on the domain and the application only");
    }

    /**
     * One slice per package, not per area, so that a cycle inside one module (a command that reaches back
     * into the root that registers it) is caught as well as one between modules.
     */
    static ArchRule areasAreFreeOfCycles(String root) {
        return slices().matching(root + ".(**)").namingSlices("package $1")
                .should().beFreeOfCycles()
                .as("the packages of every module are free of cycles");
    }

    /** One slice per domain package (model, rejection, port). */
    static ArchRule domainPackagesAreFreeOfCycles(String root) {
        return slices().matching(root + ".domain.(*)..").namingSlices("domain package $1")
                .should().beFreeOfCycles()
                .as("the domain's packages are free of cycles");
    }

    /**
     * The design reads the adapter's table model, which carries no SDK type, so it is held to this rule too. The
     * channels take the user's clients; the command line builds those in one class, as a user's service would.
     */
    static ArchRule onlyTheDynamoDbAdapterTouchesTheAwsSdk(String root) {
        return noClasses().that().resideInAPackage(root + "..")
                .and().resideOutsideOfPackages(dynamoDb(root), sqs(root), sns(root))
                .and(DescribedPredicate.not(entryPointOrNestedIn(Set.of(root + ".cli." + CHANNEL_CLIENTS))))
                .should().dependOnClassesThat().resideInAPackage("software.amazon.awssdk..")
                .as("nothing but the DynamoDB, SQS and SNS adapters, and the command line's " + CHANNEL_CLIENTS
                        + ", touches the AWS SDK");
    }

    /** JSON is a service's choice: the one module that maps the API to it keeps Jackson out of all the others. */
    static ArchRule onlyTheJsonModuleTouchesJackson(String root) {
        return noClasses().that().resideInAPackage(root + "..").and().resideOutsideOfPackage(json(root))
                .should().dependOnClassesThat().resideInAPackage("com.fasterxml.jackson..")
                .as("nothing but the JSON module touches Jackson");
    }

    /** The design reads the adapter's items as the SDK's model types; it never holds a client or a request path. */
    static ArchRule theDesignNeverCallsDynamoDb(String root) {
        return noClasses().that().resideInAPackage(design(root))
                .should().dependOnClassesThat(resideInAPackage("software.amazon.awssdk..")
                        .and(DescribedPredicate.not(resideInAPackage("software.amazon.awssdk.services.dynamodb.model.."))))
                .allowEmptyShould(true)
                .as("the design uses no part of the AWS SDK but its DynamoDB model types");
    }

    /**
     * The in-memory store's face is its entry points (the store and the event channel); its ports, tables,
     * commit path and meter live in sub-packages by role, public only so that its root can wire them, and used
     * by the adapter alone. Meant to run on test classes too.
     */
    static ArchRule theInMemoryAdaptersInternalsStayInside(String root) {
        Set<String> entryPoints = Set.of(root + ".adapters.inmemory.InMemoryStorage",
                root + ".adapters.inmemory.InMemoryEventChannel");
        return classes().that().resideInAPackage(inMemory(root))
                .and(DescribedPredicate.not(entryPointOrNestedIn(entryPoints)))
                .should().onlyHaveDependentClassesThat().resideInAPackage(inMemory(root))
                .allowEmptyShould(true)
                .as("outside the in-memory adapter, nothing uses more of it than " + entryPoints);
    }

    /**
     * The adapter's face is its entry points (the store and its settings) and the read-only model of its table
     * that the tools reading the design get; everything else of it is used by the adapter alone. Meant to run on
     * test classes too, so that no test of another module leans on the internals either.
     */
    static ArchRule theDynamoDbAdaptersInternalsStayInside(String root) {
        Set<String> entryPoints = Set.of(root + ".adapters.dynamodb.DynamoDbStorage",
                root + ".adapters.dynamodb.DynamoDbSettings");
        String model = root + ".adapters.dynamodb.model";
        return classes().that().resideInAPackage(dynamoDb(root))
                .and(DescribedPredicate.not(entryPointOrNestedIn(entryPoints)))
                .and().resideOutsideOfPackage(model)
                .should().onlyHaveDependentClassesThat().resideInAPackage(dynamoDb(root))
                .allowEmptyShould(true)
                .as("outside the DynamoDB adapter, nothing uses more of it than " + entryPoints + " and " + model);
    }

    /**
     * The application's face is its root (the facade and its builder), the records users build and read
     * (commands, queries, parsing, security, observations, projections) and the cursor keys they hand the
     * builder; the use cases, jobs, command runtime and cursor codec are public only so that the root can wire
     * them, and nothing outside the application uses them. Meant to run on test classes too.
     */
    static ArchRule theApplicationsInternalsStayInside(String root) {
        String application = root + ".application";
        Set<String> entryPoints = Set.of(application + ".cursor.CursorKey", application + ".cursor.CursorKeysMisconfigured");
        return classes().that().resideInAnyPackage(application + ".usecase..", application + ".job..",
                        application + ".runtime..", application + ".cursor..")
                .and(DescribedPredicate.not(entryPointOrNestedIn(entryPoints)))
                .should().onlyHaveDependentClassesThat().resideInAPackage(application(root))
                .allowEmptyShould(true)
                .as("outside the application, nothing uses its use cases, jobs, runtime or cursor codec: only its "
                        + "root, its records and " + entryPoints);
    }

    /** Its root package is its face: everything else lives in the sub-package of its role. */
    static ArchRule theDynamoDbAdaptersRootHoldsItsEntryPointsOnly(String root) {
        Set<String> entryPoints = Set.of(root + ".adapters.dynamodb.DynamoDbStorage",
                root + ".adapters.dynamodb.DynamoDbSettings");
        return classes().that().resideInAPackage(root + ".adapters.dynamodb")
                .should(be(entryPointOrNestedIn(entryPoints)))
                .as("the DynamoDB adapter's root package holds its entry points " + entryPoints + " only");
    }

    /** Values, ports, rejections and the decision vocabulary: what a store needs to keep a decision. */
    static ArchRule adaptersUseTheDomainsValuesPortsAndDecisionVocabularyOnly(String root) {
        return classes().that().resideInAnyPackage(inMemory(root), dynamoDb(root), sqs(root), sns(root))
                .should().onlyDependOnClassesThat(outsideTheDomainOrItsVocabulary(root))
                .as("adapters use the domain's values, ports, rejections and decision vocabulary only");
    }

    /**
     * Accesses rather than calls, so that a method reference such as {@code CaseStatus::isOpen} counts too, and so
     * does reading a constant such as {@code Classification.CONFIDENTIAL}.
     */
    static ArchRule adaptersAndUseCasesNeverMakeADomainDecision(String root) {
        return noClasses().that().resideInAnyPackage(inMemory(root), dynamoDb(root), application(root))
                .should(accessTargetWhere(domainDecision(root)))
                .as("adapters and use cases never make a domain decision");
    }

    /**
     * A simple name is how a reader searches; two types behind one name send them to the wrong one. Nested types
     * count as much as top-level ones, and tests as much as main code when the rule is given them; anonymous
     * classes have no name. The rules' own fixtures, which stand in for production classes by their names, are
     * left out.
     */
    static ArchRule everySimpleNameMeansOneThing(String root) {
        return classes().that().resideInAPackage(root + "..").and().areNotAnonymousClasses()
                .and().resideOutsideOfPackage(root + ".archfixtures..")
                .should(new ArchCondition<JavaClass>("have a simple name that no other class has") {
                    private final Map<String, List<String>> namesakes = new HashMap<>();

                    @Override
                    public void init(Collection<JavaClass> all) {
                        all.forEach(javaClass -> namesakes.computeIfAbsent(javaClass.getSimpleName(),
                                name -> new ArrayList<>()).add(javaClass.getName()));
                    }

                    @Override
                    public void check(JavaClass javaClass, ConditionEvents events) {
                        List<String> same = namesakes.getOrDefault(javaClass.getSimpleName(), List.of());
                        if (same.size() > 1) {
                            events.add(SimpleConditionEvent.violated(javaClass,
                                    javaClass.getName() + " shares its simple name with " + same));
                        }
                    }
                })
                .as("every simple name means one thing: no two types, top-level or nested, share one");
    }

    static ArchRule domainNeverReadsTheClockOrRandomness(String root) {
        return noClasses().that().resideInAPackage(domain(root))
                .should(accessTargetWhere(clockOrRandomnessSource()))
                .as("the domain never reads the clock or randomness by itself");
    }

    static ArchRule onionWithTheDomainAtItsCentre(String root) {
        return onionArchitecture().withOptionalLayers(true)
                .domainModels(root + ".domain.model..", root + ".domain.rejection..", root + ".domain.decision..")
                .domainServices(root + ".domain.port..", root + ".domain.commit..", root + ".domain.paging..", metering(root),
                        messages(root))
                .applicationServices(application(root))
                .adapter("inmemory", inMemory(root))
                .adapter("dynamodb", dynamoDb(root))
                .adapter("sqs", sqs(root))
                .adapter("sns", sns(root))
                .adapter("design", design(root))
                .adapter("metrics", metrics(root))
                .adapter("json", json(root))
                .adapter("workbench", workbench(root))
                .adapter("cli", cli(root))
                // the cli is the composition root: wiring the adapters together is its job, not the
                // adapter-to-adapter coupling the onion forbids; the design reads the DynamoDB adapter's model
                .ignoreDependency(resideInAPackage(cli(root)),
                        resideInAnyPackage(inMemory(root), dynamoDb(root), sqs(root), sns(root), design(root),
                                workbench(root), metrics(root)))
                .ignoreDependency(resideInAPackage(design(root)), resideInAPackage(dynamoDb(root)))
                // the workbench's demo can show its run's meters, as a user's service would
                .ignoreDependency(resideInAPackage(workbench(root)), resideInAPackage(metrics(root)))
                .as("the domain model, rejections and decisions sit at the centre, its ports, metering and the "
                        + "channels' messages around them, the application around those, and the adapters and cli "
                        + "outside");
    }

    private static DescribedPredicate<JavaClass> entryPointOrNestedIn(Set<String> entryPoints) {
        return DescribedPredicate.describe("one of " + entryPoints + " or nested in one",
                javaClass -> entryPoints.stream().anyMatch(entryPoint ->
                        javaClass.getName().equals(entryPoint) || javaClass.getName().startsWith(entryPoint + "$")));
    }

    /** Accesses rather than calls, so that a method reference such as {@code Instant::now} counts too. */
    private static DescribedPredicate<JavaAccess<?>> clockOrRandomnessSource() {
        return DescribedPredicate.describe("a clock or randomness source",
                access -> CLOCK_AND_RANDOMNESS_SOURCES.contains(access.getTarget().getFullName()));
    }

    private static DescribedPredicate<JavaClass> outsideTheDomainOrItsVocabulary(String root) {
        String decision = root + ".domain.decision.";
        return DescribedPredicate.describe("outside the domain's decision package, or its vocabulary "
                + DECISION_VOCABULARY, javaClass -> !javaClass.getPackageName().equals(decision.substring(0,
                decision.length() - 1)) || DECISION_VOCABULARY.stream().anyMatch(name ->
                javaClass.getName().equals(decision + name) || javaClass.getName().startsWith(decision + name + "$")));
    }

    private static DescribedPredicate<JavaAccess<?>> domainDecision(String root) {
        return DescribedPredicate.describe("a domain decision",
                access -> DOMAIN_DECISIONS.contains(relativeName(root, access.getTarget())));
    }

    /** {@code domain.model.Task.updated(UserId, ...)}: the owner below the root, and parameters by simple name. */
    private static String relativeName(String root, AccessTarget target) {
        String owner = target.getOwner().getName();
        String member = (owner.startsWith(root + ".") ? owner.substring(root.length() + 1) : owner)
                + "." + target.getName();
        if (target instanceof AccessTarget.CodeUnitAccessTarget codeUnit) {
            return member + codeUnit.getRawParameterTypes().stream().map(JavaClass::getSimpleName)
                    .collect(Collectors.joining(", ", "(", ")"));
        }
        return member;
    }

    private static String domain(String root) {
        return root + ".domain..";
    }

    private static String application(String root) {
        return root + ".application..";
    }

    private static String inMemory(String root) {
        return root + ".adapters.inmemory..";
    }

    private static String dynamoDb(String root) {
        return root + ".adapters.dynamodb..";
    }

    private static String sqs(String root) {
        return root + ".adapters.sqs..";
    }

    private static String sns(String root) {
        return root + ".adapters.sns..";
    }

    private static String messages(String root) {
        return root + ".messages..";
    }

    private static String metering(String root) {
        return root + ".metering..";
    }

    private static String metrics(String root) {
        return root + ".metrics..";
    }

    private static String json(String root) {
        return root + ".json..";
    }

    private static String design(String root) {
        return root + ".design..";
    }

    private static String workbench(String root) {
        return root + ".workbench..";
    }

    private static String cli(String root) {
        return root + ".cli..";
    }
}
