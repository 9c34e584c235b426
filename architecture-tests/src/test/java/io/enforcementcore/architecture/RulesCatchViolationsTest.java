package io.enforcementcore.architecture;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Each rule of {@link ArchitectureRules}, applied to the fixtures under {@code io.enforcementcore.archfixtures}:
 * the well-behaved fixtures satisfy it, and adding one violating fixture makes it fail, naming that class.
 */
class RulesCatchViolationsTest {

    private static final String FIXTURES = "io.enforcementcore.archfixtures";

    /** The fixtures that each commit one violation; the rest are a small, well-behaved architecture. */
    private static final Set<String> VIOLATORS = Set.of(
            "CaseFileThatKnowsTheApplication",
            "CaseFileThatKnowsItsPort",
            "CaseFileWithItsOwnClock",
            "UseCaseThatKnowsAnAdapter",
            "BorrowedDynamoDbSettings",
            "StorageThatRunsUseCases",
            "IndexFromTheCommandLine",
            "KeyGrammarFromTheCommandLine",
            "ReportThatReadsTheKeyGrammar",
            "DemoThatKnowsMain",
            "ReportThatCallsDynamoDb",
            "BenchThatKnowsTheCli",
            "RegionFromTheCommandLine",
            "GuardThatKnowsTheLifecycle",
            "StoreThatDecides",
            "StoreThatStepsTheVersion",
            "ReceiptThatStepsTheVersion",
            "QueryThatKnowsWhoSeesEverything",
            "HelperAtTheRoot",
            "Paging",
            "ChannelThatKeepsCaseFiles",
            "ReceiptWrittenByJackson",
            "JsonThatKeepsCaseFiles",
            "RunnerFromTheCommandLine",
            "StoreWithAStatusOfItsOwn");

    private static final JavaClasses WELL_BEHAVED = fixturesWith(Set.of());
    private static final Map<String, JavaClasses> WITH_ONE_VIOLATOR = new ConcurrentHashMap<>();

    @Test
    void domain_depends_on_nothing_but_java_and_vavr_catches_a_model_that_knows_the_application() {
        assertCaught(ArchitectureRules.domainDependsOnNothingButJavaAndVavr(FIXTURES),
                "CaseFileThatKnowsTheApplication");
    }

    @Test
    void application_depends_on_nothing_but_the_domain_java_and_vavr_catches_a_use_case_that_knows_an_adapter() {
        assertCaught(ArchitectureRules.applicationDependsOnNothingButTheDomainJavaAndVavr(FIXTURES),
                "UseCaseThatKnowsAnAdapter");
    }

    @ParameterizedTest
    @ValueSource(strings = {"BorrowedDynamoDbSettings", "StorageThatRunsUseCases", "BenchThatKnowsTheCli",
        "ChannelThatKeepsCaseFiles", "JsonThatKeepsCaseFiles"})
    void adapters_depend_on_neither_each_other_nor_the_application_nor_the_cli_catches(String violator) {
        assertCaught(ArchitectureRules.adaptersDependOnNeitherEachOtherNorTheApplicationNorTheCli(FIXTURES),
                violator);
    }

    @Test
    void areas_are_free_of_cycles_catches_a_domain_that_knows_the_application() {
        assertCaught(ArchitectureRules.areasAreFreeOfCycles(FIXTURES), "CaseFileThatKnowsTheApplication");
    }

    @Test
    void areas_are_free_of_cycles_catches_a_command_that_knows_the_root_that_registers_it() {
        assertCaught(ArchitectureRules.areasAreFreeOfCycles(FIXTURES), "DemoThatKnowsMain");
    }

    @Test
    void the_design_never_calls_dynamodb_catches_a_report_that_holds_an_sdk_type() {
        assertCaught(ArchitectureRules.theDesignNeverCallsDynamoDb(FIXTURES), "ReportThatCallsDynamoDb");
    }

    @Test
    void domain_packages_are_free_of_cycles_catches_a_model_that_knows_its_port() {
        assertCaught(ArchitectureRules.domainPackagesAreFreeOfCycles(FIXTURES), "CaseFileThatKnowsItsPort");
    }

    @ParameterizedTest
    @ValueSource(strings = {"RegionFromTheCommandLine", "ReportThatCallsDynamoDb"})
    void only_the_dynamodb_adapter_touches_the_aws_sdk_catches(String violator) {
        assertCaught(ArchitectureRules.onlyTheDynamoDbAdapterTouchesTheAwsSdk(FIXTURES), violator);
    }

    @Test
    void only_the_json_module_touches_jackson_catches_a_use_case_that_writes_json_itself() {
        assertCaught(ArchitectureRules.onlyTheJsonModuleTouchesJackson(FIXTURES), "ReceiptWrittenByJackson");
    }

    @Test
    void the_in_memory_adapters_internals_stay_inside_catches_a_command_line_that_reads_its_index() {
        assertCaught(ArchitectureRules.theInMemoryAdaptersInternalsStayInside(FIXTURES), "IndexFromTheCommandLine");
    }

    @ParameterizedTest
    @ValueSource(strings = {"KeyGrammarFromTheCommandLine", "ReportThatReadsTheKeyGrammar"})
    void the_dynamodb_adapters_internals_stay_inside_catches(String violator) {
        assertCaught(ArchitectureRules.theDynamoDbAdaptersInternalsStayInside(FIXTURES), violator);
    }

    @Test
    void the_applications_internals_stay_inside_catches_a_command_line_that_runs_a_command_itself() {
        assertCaught(ArchitectureRules.theApplicationsInternalsStayInside(FIXTURES), "RunnerFromTheCommandLine");
    }

    @Test
    void the_dynamodb_adapters_root_holds_its_entry_points_only_catches_a_helper_beside_them() {
        assertCaught(ArchitectureRules.theDynamoDbAdaptersRootHoldsItsEntryPointsOnly(FIXTURES), "HelperAtTheRoot");
    }

    @Test
    void every_simple_name_means_one_thing_catches_two_classes_called_paging() {
        String report = assertCaught(ArchitectureRules.everySimpleNameMeansOneThing(FIXTURES), "Paging");
        assertTrue(report.contains("application.Paging") && report.contains("adapters.inmemory.Paging"),
                () -> "both namesakes should be named in:\n" + report);
    }

    @Test
    void every_simple_name_means_one_thing_catches_a_nested_type_named_as_a_domain_class() {
        String report = assertCaught(ArchitectureRules.everySimpleNameMeansOneThing(FIXTURES),
                "StoreWithAStatusOfItsOwn");
        assertTrue(report.contains("StoreWithAStatusOfItsOwn$CaseStatus") && report.contains("domain.model.CaseStatus"),
                () -> "both namesakes should be named in:\n" + report);
    }

    @Test
    void adapters_use_the_domains_values_ports_and_decision_vocabulary_only_catches_a_store_that_decides() {
        String report = assertCaught(ArchitectureRules.adaptersUseTheDomainsValuesPortsAndDecisionVocabularyOnly(
                FIXTURES), "StoreThatDecides");
        assertTrue(report.contains("CaseDecisions"), () -> "the decision went unnoticed in:\n" + report);
    }

    @Test
    void adapters_and_use_cases_never_make_a_domain_decision_catches_a_guard_that_restates_the_lifecycle() {
        String report = assertCaught(ArchitectureRules.adaptersAndUseCasesNeverMakeADomainDecision(FIXTURES),
                "GuardThatKnowsTheLifecycle");
        assertTrue(report.contains("CaseStatus.predecessor()"), () -> "the rule call went unnoticed in:\n" + report);
    }

    @Test
    void adapters_and_use_cases_never_make_a_domain_decision_catches_a_store_that_steps_a_version() {
        String report = assertCaught(ArchitectureRules.adaptersAndUseCasesNeverMakeADomainDecision(FIXTURES),
                "StoreThatStepsTheVersion");
        assertTrue(report.contains("Versions.after(long)"), () -> "the version step went unnoticed in:\n" + report);
    }

    @Test
    void adapters_and_use_cases_never_make_a_domain_decision_catches_a_receipt_that_steps_the_version_itself() {
        String report = assertCaught(ArchitectureRules.adaptersAndUseCasesNeverMakeADomainDecision(FIXTURES),
                "ReceiptThatStepsTheVersion");
        assertTrue(report.contains("Versions.after(long)"), () -> "the version step went unnoticed in:\n" + report);
    }

    @Test
    void adapters_and_use_cases_never_make_a_domain_decision_catches_a_query_that_names_who_sees_everything() {
        String report = assertCaught(ArchitectureRules.adaptersAndUseCasesNeverMakeADomainDecision(FIXTURES),
                "QueryThatKnowsWhoSeesEverything");
        assertTrue(report.contains("Classification.CONFIDENTIAL"),
                () -> "the clearance decision went unnoticed in:\n" + report);
    }

    @Test
    void adapters_and_use_cases_never_make_a_domain_decision_lets_a_use_case_ask_what_a_clearance_sees() {
        EvaluationResult result = ArchitectureRules.adaptersAndUseCasesNeverMakeADomainDecision(FIXTURES)
                .evaluate(WELL_BEHAVED);

        assertFalse(result.hasViolation(), () -> report(result));
        assertTrue(WELL_BEHAVED.contain(FIXTURES + ".application.CaseFileQueries"));
    }

    @ParameterizedTest
    @FieldSource("io.enforcementcore.architecture.ArchitectureRules#CLOCK_AND_RANDOMNESS_SOURCES")
    void domain_never_reads_the_clock_or_randomness_catches(String source) {
        String report = assertCaught(ArchitectureRules.domainNeverReadsTheClockOrRandomness(FIXTURES),
                "CaseFileWithItsOwnClock");
        assertTrue(report.contains("<" + source + ">"), () -> source + " went unnoticed in:\n" + report);
    }

    @Test
    void domain_never_reads_the_clock_or_randomness_catches_a_method_reference() {
        String report = assertCaught(ArchitectureRules.domainNeverReadsTheClockOrRandomness(FIXTURES),
                "CaseFileWithItsOwnClock");
        assertTrue(report.contains("references method <java.time.Instant.now()>"),
                () -> "Instant::now went unnoticed in:\n" + report);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "CaseFileThatKnowsItsPort", "CaseFileThatKnowsTheApplication", "UseCaseThatKnowsAnAdapter",
        "BorrowedDynamoDbSettings"})
    void onion_with_the_domain_at_its_centre_catches(String violator) {
        assertCaught(ArchitectureRules.onionWithTheDomainAtItsCentre(FIXTURES), violator);
    }

    /**
     * The rule passes on the well-behaved fixtures and fails once the violator joins them, naming it.
     * Returns the failure report.
     */
    private static String assertCaught(ArchRule rule, String violator) {
        assertTrue(VIOLATORS.contains(violator), () -> violator + " is not a known violator");
        EvaluationResult onWellBehaved = rule.evaluate(WELL_BEHAVED);
        assertFalse(onWellBehaved.hasViolation(),
                () -> "well-behaved fixtures break '" + rule.getDescription() + "':\n" + report(onWellBehaved));

        EvaluationResult withViolator = rule.evaluate(
                WITH_ONE_VIOLATOR.computeIfAbsent(violator, name -> fixturesWith(Set.of(name))));
        String report = report(withViolator);
        assertTrue(withViolator.hasViolation(), () -> "'" + rule.getDescription() + "' let " + violator + " pass");
        assertTrue(report.contains("." + violator), () -> "the report does not name " + violator + ":\n" + report);
        return report;
    }

    /**
     * A separate import rather than a filter over one import: layered rules also look at who depends on a
     * layer, and an imported violator would still show up as such a dependent.
     */
    private static JavaClasses fixturesWith(Set<String> admittedViolators) {
        return new ClassFileImporter()
                .withImportOption(location -> {
                    String violator = topLevelSimpleName(location.asURI().getPath());
                    return !VIOLATORS.contains(violator) || admittedViolators.contains(violator);
                })
                .importPackages(FIXTURES);
    }

    /** Nested and synthetic classes go with the class that declares them. */
    private static String topLevelSimpleName(String classFilePath) {
        String fileName = classFilePath.substring(classFilePath.lastIndexOf('/') + 1);
        int end = fileName.indexOf('$') >= 0 ? fileName.indexOf('$') : fileName.indexOf('.');
        return end < 0 ? fileName : fileName.substring(0, end);
    }

    private static String report(EvaluationResult result) {
        return String.join("\n", result.getFailureReport().getDetails());
    }
}
