package io.enforcementcore.adapters.sns;

import io.enforcementcore.adapters.dynamodb.engine.DynamoDbTestEngine;
import io.enforcementcore.adapters.sqs.consumer.SqsTestQueue;
import io.enforcementcore.domain.contract.ForPublishingEventsContract;
import io.enforcementcore.domain.port.ForPublishingEvents;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.sns.SnsClient;

/**
 * The channel contract on a fresh topic of the engine per test, read by the consumer of a queue subscribed to
 * it with raw message delivery, which receives the body and attributes as published.
 */
abstract class SnsTopicChannelContract extends ForPublishingEventsContract {
    private static SnsClient client;
    private final SqsTestQueue subscriber;
    private final SnsEventChannel channel;

    SnsTopicChannelContract(boolean fifo) {
        subscriber = fifo ? SqsTestQueue.fifo() : SqsTestQueue.standard();
        String name = DynamoDbTestEngine.uniqueTableName("events") + (fifo ? ".fifo" : "");
        String topicArn = client().createTopic(t -> t.name(name)
                .attributes(fifo ? Map.of("FifoTopic", "true") : Map.of())).topicArn();
        client().subscribe(s -> s.topicArn(topicArn).protocol("sqs").endpoint(subscriber.arn())
                .attributes(Map.of("RawMessageDelivery", "true")));
        channel = SnsEventChannel.on(client(), topicArn);
    }

    private static synchronized SnsClient client() {
        if (client == null) {
            client = SnsClient.builder().endpointOverride(DynamoDbTestEngine.endpoint()).region(Region.US_EAST_1)
                    .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("test", "test")))
                    .httpClient(UrlConnectionHttpClient.create())
                    .overrideConfiguration(c -> c.apiCallTimeout(Duration.ofSeconds(10)))
                    .build();
        }
        return client;
    }

    SqsTestQueue subscriber() {
        return subscriber;
    }

    @Override
    protected ForPublishingEvents channel() {
        return channel;
    }

    @Override
    protected List<Received> receivedSoFar() {
        return subscriber.receivedSoFar();
    }

    @Override
    protected Missing aChannelThatDoesNotExist() {
        String topicArn = "arn:aws:sns:us-east-1:123456789012:no-such-topic";
        return new Missing(SnsEventChannel.on(client(), topicArn), topicArn);
    }
}
