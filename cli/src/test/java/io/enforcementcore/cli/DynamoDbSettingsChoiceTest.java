package io.enforcementcore.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.DynamoDbSettings;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class DynamoDbSettingsChoiceTest {

    private static StoreOptions options(String... args) {
        CommandLine commandLine = Main.commandLine();
        commandLine.parseArgs(args);
        return commandLine.<Main>getCommand().storeOptions();
    }

    @Test
    void without_an_endpoint_it_is_aws_with_the_default_credential_chain() {
        DynamoDbSettings settings = DynamoDbStore.settings(
                options("--store", "dynamodb", "--region", "ap-southeast-3", "--table", "Cases"), Map.of());

        assertTrue(settings.endpoint().isEmpty());
        assertEquals("ap-southeast-3", settings.region());
        assertEquals("Cases", settings.tableName());
        assertFalse(settings.localCredentials());
    }

    @Test
    void at_an_endpoint_without_credentials_in_the_environment_dummy_ones_do() {
        DynamoDbSettings settings = DynamoDbStore.settings(
                options("--store", "dynamodb", "--endpoint", "http://localhost:8000"), Map.of("HOME", "/home/x"));

        assertEquals("http://localhost:8000", settings.endpoint().get().toString());
        assertEquals("EnforcementCore", settings.tableName());
        assertTrue(settings.localCredentials());
    }

    @Test
    void at_an_endpoint_credentials_of_the_environment_are_used() {
        DynamoDbSettings settings = DynamoDbStore.settings(
                options("--store", "dynamodb", "--endpoint", "http://localhost:8000"), Map.of("AWS_PROFILE", "ops"));

        assertFalse(settings.localCredentials());
    }
}
