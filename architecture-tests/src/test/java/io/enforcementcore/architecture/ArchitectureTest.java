package io.enforcementcore.architecture;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/** The production classes of every module, held to the rules of {@link ArchitectureRules}. */
@AnalyzeClasses(packages = ArchitectureTest.ROOT, importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {

    static final String ROOT = "io.enforcementcore";

    @ArchTest
    static final ArchRule domain_depends_on_nothing_but_java_and_vavr =
            ArchitectureRules.domainDependsOnNothingButJavaAndVavr(ROOT);

    @ArchTest
    static final ArchRule application_depends_on_nothing_but_the_domain_java_and_vavr =
            ArchitectureRules.applicationDependsOnNothingButTheDomainJavaAndVavr(ROOT);

    @ArchTest
    static final ArchRule adapters_depend_on_neither_each_other_nor_the_application_nor_the_cli =
            ArchitectureRules.adaptersDependOnNeitherEachOtherNorTheApplicationNorTheCli(ROOT);

    @ArchTest
    static final ArchRule areas_are_free_of_cycles = ArchitectureRules.areasAreFreeOfCycles(ROOT);

    @ArchTest
    static final ArchRule domain_packages_are_free_of_cycles = ArchitectureRules.domainPackagesAreFreeOfCycles(ROOT);

    @ArchTest
    static final ArchRule only_the_dynamodb_adapter_touches_the_aws_sdk =
            ArchitectureRules.onlyTheDynamoDbAdapterTouchesTheAwsSdk(ROOT);

    @ArchTest
    static final ArchRule only_the_json_module_touches_jackson = ArchitectureRules.onlyTheJsonModuleTouchesJackson(ROOT);

    @ArchTest
    static final ArchRule the_design_never_calls_dynamodb = ArchitectureRules.theDesignNeverCallsDynamoDb(ROOT);

    @ArchTest
    static final ArchRule the_in_memory_adapters_internals_stay_inside =
            ArchitectureRules.theInMemoryAdaptersInternalsStayInside(ROOT);

    @ArchTest
    static final ArchRule the_dynamodb_adapters_root_holds_its_entry_points_only =
            ArchitectureRules.theDynamoDbAdaptersRootHoldsItsEntryPointsOnly(ROOT);

    @ArchTest
    static final ArchRule the_applications_internals_stay_inside =
            ArchitectureRules.theApplicationsInternalsStayInside(ROOT);

    @ArchTest
    static final ArchRule every_simple_name_means_one_thing = ArchitectureRules.everySimpleNameMeansOneThing(ROOT);

    @ArchTest
    static final ArchRule adapters_use_the_domains_values_ports_and_decision_vocabulary_only =
            ArchitectureRules.adaptersUseTheDomainsValuesPortsAndDecisionVocabularyOnly(ROOT);

    @ArchTest
    static final ArchRule adapters_and_use_cases_never_make_a_domain_decision =
            ArchitectureRules.adaptersAndUseCasesNeverMakeADomainDecision(ROOT);

    @ArchTest
    static final ArchRule domain_never_reads_the_clock_or_randomness =
            ArchitectureRules.domainNeverReadsTheClockOrRandomness(ROOT);

    @ArchTest
    static final ArchRule onion_with_the_domain_at_its_centre = ArchitectureRules.onionWithTheDomainAtItsCentre(ROOT);
}
