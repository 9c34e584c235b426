package io.enforcementcore.adapters.dynamodb.client;

import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.AwsCredentials;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.utils.SdkAutoCloseable;

/**
 * The credentials provider for a credentials choice of the settings. For
 * the "default chain or dummy" choice the default chain is asked once, when the
 * first request is signed: credentials it finds are served by the chain from then on (refreshed as
 * usual, failing as usual), and when it finds none dummy ones are served without asking again, since
 * every miss of the chain may wait for the instance-metadata service.
 */
public final class SigningCredentials implements AwsCredentialsProvider, SdkAutoCloseable {
    /** What a local engine is signed with; it checks nothing. */
    public static final AwsCredentials DUMMY = AwsBasicCredentials.create("local", "local");

    private final AwsCredentialsProvider chain;
    private volatile AwsCredentialsProvider decided;

    public SigningCredentials(AwsCredentialsProvider chain) {
        this.chain = chain;
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
