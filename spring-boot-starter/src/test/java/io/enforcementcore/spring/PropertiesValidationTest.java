package io.enforcementcore.spring;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** A value the library would refuse fails startup, and what Spring Boot prints names the property and the reason. */
class PropertiesValidationTest {
    final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(EnforcementCoreAutoConfiguration.class));

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            enforcementcore.store=nowhere                            | enforcementcore.store           | nowhere
            enforcementcore.table-name=ab                            | enforcementcore.table-name      | 3 to 255 letters
            enforcementcore.table-name=cases#2026                    | enforcementcore.table-name      | 3 to 255 letters
            enforcementcore.outbox-shards=0                          | enforcementcore.outbox-shards   | greater than or equal to 1
            enforcementcore.outbox-shards=100                        | enforcementcore.outbox-shards   | less than or equal to 99
            enforcementcore.provenance-cache-size=-1                 | enforcementcore.provenance-cache-size | greater than or equal to 0
            enforcementcore.retention.idempotency-window=0s          | enforcementcore.retention.idempotency-window | positive
            enforcementcore.retention.published-events=3651d         | enforcementcore.retention.published-events | at most 3650 days
            enforcementcore.cursor.secret=too short                  | enforcementcore.cursor.secret   | at least 16 bytes
            enforcementcore.cursor.secrets=new                       | enforcementcore.cursor.secrets  | id=secret
            enforcementcore.cursor.secrets=a=0123456789abcdef,a=0123456789abcdeg | enforcementcore.cursor.secrets | given twice
            """)
    void a_refused_value_fails_startup_naming_its_property(String setting, String property, String reason) {
        runner.withPropertyValues("enforcementcore.store=in-memory", setting).run(context -> {
            assertThat(context).hasFailed();
            assertThat(StartupFailures.asPrinted(context.getStartupFailure())).contains(property).contains(reason);
        });
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            store left to its default      | enforcementcore.table-name=EnforcementCore
            store named                    | enforcementcore.store=dynamodb
            """)
    void a_dynamodb_store_without_a_shared_cursor_key_fails_startup_naming_the_secret(String why, String setting) {
        runner.withPropertyValues(setting).run(context -> {
            assertThat(context).hasFailed();
            assertThat(StartupFailures.asPrinted(context.getStartupFailure()))
                    .contains("enforcementcore.cursor.secret").contains("enforcementcore.cursor.this-instance-only");
        });
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            a shared secret            | enforcementcore.cursor.secret=a secret shared by the fleet
            keys while rotating        | enforcementcore.cursor.secrets=new=0123456789abcdef, old=fedcba9876543210
            this instance only         | enforcementcore.cursor.this-instance-only=true
            """)
    void a_dynamodb_store_starts_with_a_shared_key_or_when_told_its_cursors_stay_here(String why, String setting) {
        runner.withPropertyValues(setting).run(context -> assertThat(context).hasNotFailed());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            a secret            | enforcementcore.cursor.secret=too short
            a rotated secret    | enforcementcore.cursor.secrets=new=0123456789abcdef,old=short
            """)
    void a_refused_secret_is_never_printed(String why, String setting) {
        runner.withPropertyValues("enforcementcore.store=in-memory", setting).run(context ->
                assertThat(StartupFailures.asPrinted(context.getStartupFailure())).doesNotContain("short")
                        .doesNotContain("0123456789abcdef"));
    }
}
