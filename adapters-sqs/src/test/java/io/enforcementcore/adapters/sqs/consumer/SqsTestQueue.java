package io.enforcementcore.adapters.sqs.consumer;

import io.enforcementcore.adapters.dynamodb.engine.DynamoDbTestEngine;
import io.enforcementcore.domain.contract.ForPublishingEventsContract.Received;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.sqs.SqsClient;
import software.amazon.awssdk.services.sqs.model.DeleteMessageBatchRequestEntry;
import software.amazon.awssdk.services.sqs.model.Message;
import software.amazon.awssdk.services.sqs.model.MessageSystemAttributeName;
import software.amazon.awssdk.services.sqs.model.QueueAttributeName;

/**
 * A fresh queue on the test engine (moto, which serves SQS beside DynamoDB) and its consumer: what it
 * received is read, kept and deleted, so each look returns every message so far in the order received.
 */
public final class SqsTestQueue {
    /** A queue URL in the engine's account that no test creates. */
    public static final String MISSING_QUEUE_NAME = "no-such-queue";
    private static SqsClient client;
    private final String url;
    private final List<Received> received = new ArrayList<>();
    private final List<String> groups = new ArrayList<>();

    private SqsTestQueue(String url) {
        this.url = url;
    }

    /** This JVM's client to the engine's SQS, with dummy credentials. */
    public static synchronized SqsClient client() {
        if (client == null) {
            client = SqsClient.builder().endpointOverride(DynamoDbTestEngine.endpoint()).region(Region.US_EAST_1)
                    .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("test", "test")))
                    .httpClient(UrlConnectionHttpClient.create())
                    .overrideConfiguration(c -> c.apiCallTimeout(Duration.ofSeconds(10)))
                    .build();
        }
        return client;
    }

    public static SqsTestQueue standard() {
        return new SqsTestQueue(client().createQueue(q -> q.queueName(DynamoDbTestEngine.uniqueTableName("events")))
                .queueUrl());
    }

    public static SqsTestQueue fifo() {
        return new SqsTestQueue(client().createQueue(q -> q.queueName(DynamoDbTestEngine.uniqueTableName("events")
                + ".fifo").attributes(Map.of(QueueAttributeName.FIFO_QUEUE, "true"))).queueUrl());
    }

    /** The URL of a queue that does not exist, in the engine's account. */
    public static String missingQueueUrl() {
        return DynamoDbTestEngine.endpoint().resolve("/123456789012/" + MISSING_QUEUE_NAME).toString();
    }

    public String url() {
        return url;
    }

    public String arn() {
        return client().getQueueAttributes(a -> a.queueUrl(url).attributeNames(QueueAttributeName.QUEUE_ARN))
                .attributes().get(QueueAttributeName.QUEUE_ARN);
    }

    /** The message group of each message {@link #receivedSoFar} returned, in the same order. */
    public synchronized List<String> messageGroupsSoFar() {
        receivedSoFar();
        return List.copyOf(groups);
    }

    /** Every message received so far, oldest first: reads until the queue answers none. */
    public synchronized List<Received> receivedSoFar() {
        List<Message> batch;
        do {
            batch = client().receiveMessage(r -> r.queueUrl(url).maxNumberOfMessages(10).waitTimeSeconds(0)
                    .messageAttributeNames("All").messageSystemAttributeNames(MessageSystemAttributeName.MESSAGE_GROUP_ID))
                    .messages();
            for (Message m : batch) {
                received.add(new Received(m.body(), m.messageAttributes().entrySet().stream()
                        .collect(Collectors.toMap(Map.Entry::getKey, a -> a.getValue().stringValue()))));
                groups.add(m.attributes().getOrDefault(MessageSystemAttributeName.MESSAGE_GROUP_ID, "(none)"));
            }
            if (!batch.isEmpty()) {
                List<DeleteMessageBatchRequestEntry> entries = new ArrayList<>();
                for (int i = 0; i < batch.size(); i++) {
                    entries.add(DeleteMessageBatchRequestEntry.builder().id(Integer.toString(i))
                            .receiptHandle(batch.get(i).receiptHandle()).build());
                }
                client().deleteMessageBatch(d -> d.queueUrl(url).entries(entries));
            }
        } while (!batch.isEmpty());
        return List.copyOf(received);
    }
}
