package io.enforcementcore.cli;

import io.enforcementcore.adapters.sns.SnsEventChannel;
import io.enforcementcore.adapters.sqs.SqsEventChannel;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.port.ForPublishingEvents;
import io.vavr.control.Try;
import java.net.URI;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Supplier;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProviderChain;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.client.builder.AwsSyncClientBuilder;
import software.amazon.awssdk.awscore.client.builder.AwsClientBuilder;
import software.amazon.awssdk.core.SdkClient;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.sns.SnsClient;
import software.amazon.awssdk.services.sqs.SqsClient;

/**
 * The relay's channel named by {@code --publish-to}: {@code sqs:<queue-url>} or {@code sns:<topic-arn>}, on a
 * client built from the store options as the DynamoDB client is (the region; the endpoint, if given, with the
 * default credentials chain's credentials or dummy ones for a local engine). The channels take the user's
 * client; this is the command line being that user, and the only class of it that touches the AWS SDK.
 */
final class ChannelClients {
    static final String STDOUT = "stdout";
    static final String SQS = "sqs:";
    static final String SNS = "sns:";
    private static final Duration CALL_TIMEOUT = Duration.ofSeconds(10);

    private ChannelClients() {
    }

    /**
     * The channel {@code target} names, none for {@code stdout}; its client is built at the first publish and
     * closed by its close. Anything else is refused, with examples.
     */
    static Optional<Channel> open(String target, StoreOptions options) {
        if (target.equals(STDOUT)) {
            return Optional.empty();
        }
        String where = target.substring(target.indexOf(':') + 1);
        if (target.startsWith(SQS) && isHttpUrl(where)) {
            return Optional.of(new Channel(() -> {
                SqsClient client = build(SqsClient.builder(), options);
                return new Opened(SqsEventChannel.on(client, where), client);
            }));
        }
        if (target.startsWith(SNS) && where.startsWith("arn:")) {
            return Optional.of(new Channel(() -> {
                SnsClient client = build(SnsClient.builder(), options);
                return new Opened(SnsEventChannel.on(client, where), client);
            }));
        }
        throw new CommandRefused("invalid-channel", "--publish-to '" + target + "' names no channel: give stdout, "
                + "sqs:<queue-url> (e.g. sqs:https://sqs.eu-west-1.amazonaws.com/123456789012/case-events) or "
                + "sns:<topic-arn> (e.g. sns:arn:aws:sns:eu-west-1:123456789012:case-events)");
    }

    private static boolean isHttpUrl(String text) {
        try {
            URI uri = URI.create(text);
            return uri.getHost() != null && ("http".equalsIgnoreCase(uri.getScheme())
                    || "https".equalsIgnoreCase(uri.getScheme()));
        } catch (IllegalArgumentException notAUri) {
            return false;
        }
    }

    private static <B extends AwsClientBuilder<B, C> & AwsSyncClientBuilder<B, C>, C> C build(B builder,
                                                                                              StoreOptions options) {
        builder.region(Region.of(options.region())).httpClient(UrlConnectionHttpClient.create())
                .overrideConfiguration(c -> c.apiCallTimeout(CALL_TIMEOUT));
        options.endpoint().ifPresentOrElse(
                endpoint -> builder.endpointOverride(endpoint).credentialsProvider(chainOrDummy()),
                () -> builder.credentialsProvider(DefaultCredentialsProvider.builder().build()));
        return builder.build();
    }

    /** A local engine accepts any credentials; an endpoint on AWS (a VPC endpoint) needs the chain's. */
    private static AwsCredentialsProvider chainOrDummy() {
        return AwsCredentialsProviderChain.builder().credentialsProviders(DefaultCredentialsProvider.builder().build(),
                StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local"))).build();
    }

    private record Opened(ForPublishingEvents channel, SdkClient client) {
    }

    /** A channel and the client it owns, opened when first used. */
    static final class Channel implements ForPublishingEvents, AutoCloseable {
        private final Supplier<Opened> opening;
        private Opened opened;

        private Channel(Supplier<Opened> opening) {
            this.opening = opening;
        }

        @Override
        public synchronized Try<Void> publish(OutboxEvent event) {
            if (opened == null) {
                Try<Opened> opening = Try.of(this.opening::get);
                if (opening.isFailure()) {
                    return Try.failure(opening.getCause());
                }
                opened = opening.get();
            }
            return opened.channel().publish(event);
        }

        @Override
        public synchronized void close() {
            if (opened != null) {
                opened.client().close();
            }
        }
    }
}
