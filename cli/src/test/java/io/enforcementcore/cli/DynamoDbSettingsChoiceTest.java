package io.enforcementcore.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.DynamoDbSettings;
import io.enforcementcore.adapters.dynamodb.DynamoDbSettings.Credentials;
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
                options("--store", "dynamodb", "--region", "ap-southeast-3", "--table", "Cases"));

        assertTrue(settings.endpoint().isEmpty());
        assertEquals("ap-southeast-3", settings.region());
        assertEquals("Cases", settings.tableName());
        assertEquals(Credentials.DEFAULT_CHAIN, settings.credentials());
    }

    @Test
    void at_an_endpoint_the_adapter_picks_the_credentials() {
        DynamoDbSettings settings = DynamoDbStore.settings(
                options("--store", "dynamodb", "--endpoint", "http://localhost:8000", "--region", "eu-west-1"));

        assertEquals(DynamoDbSettings.endpoint(settings.endpoint().get(), "eu-west-1", "EnforcementCore"), settings);
        assertEquals("http://localhost:8000", settings.endpoint().get().toString());
        assertEquals(Credentials.DEFAULT_CHAIN_OR_DUMMY, settings.credentials());
    }
}
