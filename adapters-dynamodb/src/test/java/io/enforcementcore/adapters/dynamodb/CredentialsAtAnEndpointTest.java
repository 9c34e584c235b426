package io.enforcementcore.adapters.dynamodb;

import static io.enforcementcore.domain.fixtures.ChangeSets.opening;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.DynamoDbSettings.Credentials;
import io.enforcementcore.adapters.dynamodb.client.Retrier;
import io.enforcementcore.adapters.dynamodb.client.SigningCredentials;
import io.enforcementcore.adapters.dynamodb.engine.DynamoDbTestEngine;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.metering.ForObservingStorage;
import java.net.URI;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.AwsCredentials;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;

/** At an explicit endpoint the default chain's credentials sign the requests if it has any, dummy ones if not. */
class CredentialsAtAnEndpointTest {
    private static final AwsCredentials OPERATOR = AwsBasicCredentials.create("AKIDOPERATOR", "operator-secret");
    private static final Pattern SIGNED_BY = Pattern.compile("Credential=([^/]+)/");

    @Test
    void endpoint_settings_name_the_endpoint_region_and_table_and_fall_back_to_dummy_credentials() {
        DynamoDbSettings settings = DynamoDbSettings.endpoint(URI.create("http://localhost:8000"), "ap-southeast-3",
                "Cases");

        assertEquals("http://localhost:8000", settings.endpoint().get().toString());
        assertEquals("ap-southeast-3", settings.region());
        assertEquals("Cases", settings.tableName());
        assertEquals(Credentials.DEFAULT_CHAIN_OR_DUMMY, settings.credentials());
        assertEquals(Credentials.DEFAULT_CHAIN, DynamoDbSettings.aws("eu-west-1", "Cases").credentials());
        assertEquals(Credentials.DUMMY, DynamoDbSettings.local(URI.create("http://localhost:8000"), "Cases")
                .credentials());
    }

    @Test
    void the_chain_is_first_asked_when_a_request_is_signed() {
        CountingChain chain = new CountingChain(() -> OPERATOR);

        SigningCredentials credentials = new SigningCredentials(chain);

        assertEquals(0, chain.asked.get());
        assertSame(OPERATOR, credentials.resolveCredentials());
        assertEquals(1, chain.asked.get());
    }

    @Test
    void credentials_the_chain_finds_are_served_by_the_chain_from_then_on() {
        CountingChain chain = new CountingChain(() -> OPERATOR);
        SigningCredentials credentials = new SigningCredentials(chain);

        credentials.resolveCredentials();
        credentials.resolveCredentials();

        assertEquals(2, chain.asked.get(), "the chain refreshes its own credentials");
    }

    @Test
    void without_credentials_in_the_chain_dummy_ones_are_served_and_the_chain_is_not_asked_again() {
        CountingChain chain = new CountingChain(() -> {
            throw SdkClientException.create("Unable to load credentials from any of the providers in the chain");
        });
        SigningCredentials credentials = new SigningCredentials(chain);

        assertEquals("local", credentials.resolveCredentials().accessKeyId());
        assertEquals("local", credentials.resolveCredentials().accessKeyId());
        assertEquals(1, chain.asked.get());
    }

    @Test
    void a_chain_that_found_credentials_and_then_fails_is_not_covered_with_dummy_ones() {
        AtomicInteger calls = new AtomicInteger();
        SigningCredentials credentials = new SigningCredentials(() -> {
            if (calls.incrementAndGet() > 1) {
                throw SdkClientException.create("session expired");
            }
            return OPERATOR;
        });
        credentials.resolveCredentials();

        assertThrows(SdkClientException.class, credentials::resolveCredentials);
    }

    @Test
    void requests_to_an_endpoint_are_signed_with_what_the_default_chain_finds() {
        String table = DynamoDbTestStores.freshTable();
        SignedBy signedBy = new SignedBy();
        NewCase aCase = aCaseUnderReview(Ids.aTenant());
        // system properties are the default chain's first source, whatever else this machine holds
        String previousKey = System.setProperty("aws.accessKeyId", OPERATOR.accessKeyId());
        String previousSecret = System.setProperty("aws.secretAccessKey", OPERATOR.secretAccessKey());
        try (DynamoDbStorage storage = DynamoDbStorage.connect(
                DynamoDbSettings.endpoint(DynamoDbTestEngine.endpoint(), "us-east-1", table),
                ForObservingStorage.NONE, override -> override.addExecutionInterceptor(signedBy),
                Retrier.standard())) {
            assertTrue(storage.ports().changes().commit(opening(aCase)).isRight());
            assertTrue(storage.ports().cases().metadata(aCase.tenantId(), aCase.caseId()).isDefined());
        } finally {
            restore("aws.accessKeyId", previousKey);
            restore("aws.secretAccessKey", previousSecret);
            DynamoDbTestStores.dropTable(table);
        }

        assertEquals(List.of(OPERATOR.accessKeyId(), OPERATOR.accessKeyId()), signedBy.accessKeys);
    }

    private static void restore(String property, String previous) {
        if (previous == null) {
            System.clearProperty(property);
        } else {
            System.setProperty(property, previous);
        }
    }

    private static final class CountingChain implements AwsCredentialsProvider {
        private final AtomicInteger asked = new AtomicInteger();
        private final AwsCredentialsProvider answer;

        CountingChain(AwsCredentialsProvider answer) {
            this.answer = answer;
        }

        @Override
        public AwsCredentials resolveCredentials() {
            asked.incrementAndGet();
            return answer.resolveCredentials();
        }
    }

    /** The access key id in each transmitted request's SigV4 Authorization header. */
    private static final class SignedBy implements ExecutionInterceptor {
        private final List<String> accessKeys = new CopyOnWriteArrayList<>();

        @Override
        public void beforeTransmission(Context.BeforeTransmission context, ExecutionAttributes attributes) {
            Matcher signed = SIGNED_BY.matcher(context.httpRequest().firstMatchingHeader("Authorization").orElse(""));
            accessKeys.add(signed.find() ? signed.group(1) : "unsigned");
        }
    }
}
