package io.enforcementcore.adapters.dynamodb;

import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.AwsCredentials;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.utils.SdkAutoCloseable;

/**
 * The credentials provider for a {@link DynamoDbSettings.Credentials} choice. For
 * {@link DynamoDbSettings.Credentials#DEFAULT_CHAIN_OR_DUMMY} the default chain is asked once, when the
 * first request is signed: credentials it finds are served by the chain from then on (refreshed as
 * usual, failing as usual), and when it finds none dummy ones are served without asking again, since
 * every miss of the chain may wait for the instance-metadata service.
 */
final class SigningCredentials implements AwsCredentialsProvider, SdkAutoCloseable {
    /** What a local engine is signed with; it checks nothing. */
    static final AwsCredentials DUMMY = AwsBasicCredentials.create("local", "local");

    private final AwsCredentialsProvider chain;
    private volatile AwsCredentialsProvider decided;

    SigningCredentials(AwsCredentialsProvider chain) {
        this.chain = chain;
    }

    static AwsCredentialsProvider of(DynamoDbSettings.Credentials choice) {
        return switch (choice) {
            case DEFAULT_CHAIN -> DefaultCredentialsProvider.builder().build();
            case DUMMY -> StaticCredentialsProvider.create(DUMMY);
            case DEFAULT_CHAIN_OR_DUMMY -> new SigningCredentials(DefaultCredentialsProvider.builder().build());
        };
    }

    @Override
    public AwsCredentials resolveCredentials() {
        AwsCredentialsProvider source = decided;
        return source != null ? source.resolveCredentials() : decide();
    }

    private synchronized AwsCredentials decide() {
        if (decided != null) {
            return decided.resolveCredentials();
        }
        try {
            AwsCredentials found = chain.resolveCredentials();
            decided = chain;
            return found;
        } catch (SdkClientException none) {
            decided = StaticCredentialsProvider.create(DUMMY);
            return DUMMY;
        }
    }

    @Override
    public void close() {
        if (chain instanceof SdkAutoCloseable closeable) {
            closeable.close();
        }
    }
}
