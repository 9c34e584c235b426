package io.enforcementcore.acceptance;

import static io.cucumber.junit.platform.engine.Constants.GLUE_PROPERTY_NAME;
import static io.cucumber.junit.platform.engine.Constants.OBJECT_FACTORY_PROPERTY_NAME;

import org.junit.platform.suite.api.ConfigurationParameter;
import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.SelectPackages;
import org.junit.platform.suite.api.Suite;

/**
 * Runs every scenario under {@code features/} on the store named by {@code -Denforcementcore.store}
 * (inmemory or dynamodb). The build runs this suite once per store. The features are selected as a
 * package of classpath resources, the form Cucumber's engine asks for.
 */
@Suite
@IncludeEngines("cucumber")
@SelectPackages("features")
@ConfigurationParameter(key = GLUE_PROPERTY_NAME, value = AcceptanceSpecsTest.GLUE)
@ConfigurationParameter(key = OBJECT_FACTORY_PROPERTY_NAME, value = "io.cucumber.picocontainer.PicoFactory")
public class AcceptanceSpecsTest {
    /** The step definitions and hooks; support classes are injected, not glue. */
    public static final String GLUE = "io.enforcementcore.acceptance.steps";
}
