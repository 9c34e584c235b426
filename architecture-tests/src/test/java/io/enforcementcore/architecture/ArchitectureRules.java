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
import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.lang.ArchRule;
import java.util.List;
import java.util.Optional;
import java.util.Set;

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
     * The domain's lifecycle rules, relative to the root package. Adapters never call them: they only
     * translate the preconditions a decision states, so a rule never lives twice.
     */
    static final List<String> DOMAIN_RULE_METHODS = List.of(
            "domain.model.CaseStatus.predecessor()",
            "domain.model.CaseStatus.successor()",
            "domain.model.CaseStatus.isOpen()",
            "domain.model.CaseStatus.openStatuses()");

    /**
     * What an adapter may use of the decision package: the vocabulary of a change set, never the
     * decisions themselves. (Value types, ports and rejections live in their own packages, all open.)
     */
    static final List<String> DECISION_VOCABULARY = List.of(
            "Change", "Precondition", "Subject", "Expectation", "Observed");

    /**
     * The workload that prices commands for the hotspot report plays them as the application decides them:
     * simulation code that sits in the DynamoDB adapter's package to reach its codecs, not storage code.
     */
    static final String DECIDING_SIMULATION = "HotspotRequests";

    private ArchitectureRules() {
    }

    static ArchRule domainDependsOnNothingButJavaAndVavr(String root) {
        return classes().that().resideInAPackage(domain(root))
                .should().onlyDependOnClassesThat().resideInAnyPackage(domain(root), "java..", "io.vavr..")
                .as("the domain depends on nothing but itself, the JDK and vavr");
    }

    /**
     * The JDK here includes {@code javax.crypto}, for the HMAC that signs paging cursors; not all of
     * {@code javax}, much of which is third-party libraries.
     */
    static ArchRule applicationDependsOnNothingButTheDomainJavaAndVavr(String root) {
        return classes().that().resideInAPackage(application(root))
                .should().onlyDependOnClassesThat()
                .resideInAnyPackage(application(root), domain(root), "java..", "javax.crypto..", "io.vavr..")
                .as("the application depends on nothing but itself, the domain, the JDK and vavr");
    }

    /**
     * Adapters reach into the domain only: never into each other, the application or the cli. A layered
     * view rather than the onion, because the onion lets adapters use application services.
     */
    static ArchRule adaptersDependOnNeitherEachOtherNorTheApplicationNorTheCli(String root) {
        return layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("domain").definedBy(domain(root))
                .layer("application").definedBy(application(root))
                .layer("in-memory adapter").definedBy(inMemory(root))
                .layer("DynamoDB adapter").definedBy(dynamoDb(root))
                .layer("cli").definedBy(cli(root))
                .whereLayer("in-memory adapter").mayOnlyAccessLayers("domain")
                .whereLayer("DynamoDB adapter").mayOnlyAccessLayers("domain")
                .as("adapters depend on neither each other nor the application nor the cli");
    }

    /** One slice per module-level area (domain, application, adapters, cli). */
    static ArchRule areasAreFreeOfCycles(String root) {
        return slices().matching(root + ".(*)..").namingSlices("area $1")
                .should().beFreeOfCycles()
                .as("the domain, application, adapters and cli are free of cycles");
    }

    /** One slice per domain package (model, rejection, port). */
    static ArchRule domainPackagesAreFreeOfCycles(String root) {
        return slices().matching(root + ".domain.(*)..").namingSlices("domain package $1")
                .should().beFreeOfCycles()
                .as("the domain's packages are free of cycles");
    }

    static ArchRule onlyTheDynamoDbAdapterTouchesTheAwsSdk(String root) {
        return noClasses().that().resideInAPackage(root + "..").and().resideOutsideOfPackage(dynamoDb(root))
                .should().dependOnClassesThat().resideInAPackage("software.amazon.awssdk..")
                .as("nothing but the DynamoDB adapter touches the AWS SDK");
    }

    static ArchRule theInMemoryAdapterExposesOnlyItsEntryPoint(String root) {
        return adapterExposesOnly(inMemory(root), root + ".adapters.inmemory.InMemoryStorage");
    }

    /** The store and its settings, and the design reports computed from the adapter's key grammar. */
    static ArchRule theDynamoDbAdapterExposesOnlyItsEntryPoints(String root) {
        return adapterExposesOnly(dynamoDb(root),
                root + ".adapters.dynamodb.DynamoDbStorage", root + ".adapters.dynamodb.DynamoDbSettings",
                root + ".adapters.dynamodb.DynamoDbDesign");
    }

    /** Values, ports, rejections and the decision vocabulary: what a store needs to keep a decision. */
    static ArchRule adaptersUseTheDomainsValuesPortsAndDecisionVocabularyOnly(String root) {
        return classes().that().resideInAnyPackage(inMemory(root), dynamoDb(root))
                .and().doNotHaveSimpleName(DECIDING_SIMULATION)
                .should().onlyDependOnClassesThat(outsideTheDomainOrItsVocabulary(root))
                .as("adapters use the domain's values, ports, rejections and decision vocabulary only");
    }

    /** Accesses rather than calls, so that a method reference such as {@code CaseStatus::isOpen} counts too. */
    static ArchRule adaptersNeverCallADomainRule(String root) {
        return noClasses().that().resideInAnyPackage(inMemory(root), dynamoDb(root))
                .and().doNotHaveSimpleName(DECIDING_SIMULATION)
                .should(accessTargetWhere(domainRule(root)))
                .as("adapters never call a domain rule");
    }

    static ArchRule domainNeverReadsTheClockOrRandomness(String root) {
        return noClasses().that().resideInAPackage(domain(root))
                .should(accessTargetWhere(clockOrRandomnessSource()))
                .as("the domain never reads the clock or randomness by itself");
    }

    static ArchRule onionWithTheDomainAtItsCentre(String root) {
        return onionArchitecture()
                .domainModels(root + ".domain.model..", root + ".domain.rejection..", root + ".domain.decision..")
                .domainServices(root + ".domain.port..")
                .applicationServices(application(root))
                .adapter("inmemory", inMemory(root))
                .adapter("dynamodb", dynamoDb(root))
                .adapter("cli", cli(root))
                // the cli is the composition root: wiring the adapters together is its job, not the
                // adapter-to-adapter coupling the onion forbids
                .ignoreDependency(resideInAPackage(cli(root)), resideInAnyPackage(inMemory(root), dynamoDb(root)))
                .as("the domain model, rejections and decisions sit at the centre, its ports around them, the "
                        + "application around those, and the adapters and cli outside");
    }

    private static ArchRule adapterExposesOnly(String adapterPackage, String... entryPoints) {
        return classes().that().resideInAPackage(adapterPackage).and(visibleOutsideTheirPackage())
                .should(be(entryPointOrNestedIn(Set.of(entryPoints))))
                .as("in " + adapterPackage + " only " + String.join(", ", entryPoints) + " (and their nested types)"
                        + " are visible outside the package");
    }

    /**
     * Public, and nested only in public classes: a record declared in a package-private interface is
     * implicitly public, yet nobody outside the package can name it.
     */
    private static DescribedPredicate<JavaClass> visibleOutsideTheirPackage() {
        return DescribedPredicate.describe("visible outside their package", javaClass -> {
            for (Optional<JavaClass> c = Optional.of(javaClass); c.isPresent(); c = c.get().getEnclosingClass()) {
                if (!c.get().getModifiers().contains(JavaModifier.PUBLIC)) {
                    return false;
                }
            }
            return true;
        });
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

    private static DescribedPredicate<JavaAccess<?>> domainRule(String root) {
        return DescribedPredicate.describe("a domain rule", access -> DOMAIN_RULE_METHODS.stream()
                .anyMatch(rule -> access.getTarget().getFullName().equals(root + "." + rule)));
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

    private static String cli(String root) {
        return root + ".cli..";
    }
}
