package io.enforcementcore.adapters.sqs;

import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.port.ForPublishingEvents;
import io.enforcementcore.messages.EventMessage;
import io.enforcementcore.messages.PublishFailed;
import io.vavr.control.Try;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.services.sqs.SqsClient;
import software.amazon.awssdk.services.sqs.model.MessageAttributeValue;
import software.amazon.awssdk.services.sqs.model.SendMessageRequest;

/**
 * The outbox relay's channel on one Amazon SQS queue: each event is one message, {@link EventMessage}'s body
 * and attributes (all of SQS type {@code String}). A queue whose URL ends in {@code .fifo} is sent the event id
 * as the deduplication id, so an event the relay offers again within SQS's five-minute window is delivered
 * once, and the case id as the group id, so one case's events are delivered in the order published; a standard
 * queue delivers at least once, in no promised order, and its consumers drop duplicates by the {@code event}
 * attribute. Any failure (no such queue, no permission, the service unreachable) is answered as a
 * {@link PublishFailed} naming the queue and what SQS said; nothing is thrown.
 *
 * <p>The client is the caller's (credentials, region or endpoint, HTTP client, retries): the channel never
 * builds or closes one.
 */
public final class SqsEventChannel implements ForPublishingEvents {
    private final SqsClient client;
    private final String queueUrl;
    private final boolean fifo;

    private SqsEventChannel(SqsClient client, String queueUrl) {
        this.client = Objects.requireNonNull(client, "client");
        this.queueUrl = Objects.requireNonNull(queueUrl, "queueUrl");
        if (queueUrl.isBlank()) {
            throw new IllegalArgumentException("queueUrl must not be blank");
        }
        this.fifo = queueUrl.endsWith(".fifo");
    }

    /** A channel to the queue at {@code queueUrl}, sent through {@code client}. */
    public static SqsEventChannel on(SqsClient client, String queueUrl) {
        return new SqsEventChannel(client, queueUrl);
    }

    @Override
    public Try<Void> publish(OutboxEvent event) {
        EventMessage message = EventMessage.of(event);
        SendMessageRequest.Builder request = SendMessageRequest.builder().queueUrl(queueUrl)
                .messageBody(message.body()).messageAttributes(attributes(message));
        if (fifo) {
            request.messageDeduplicationId(message.deduplicationId()).messageGroupId(message.groupId());
        }
        try {
            client.sendMessage(request.build());
            return Try.success(null);
        } catch (RuntimeException refused) {
            return Try.failure(new PublishFailed("SQS queue " + queueUrl, event, said(refused)));
        }
    }

    private static Map<String, MessageAttributeValue> attributes(EventMessage message) {
        Map<String, MessageAttributeValue> attributes = new LinkedHashMap<>();
        message.attributes().forEach((name, value) ->
                attributes.put(name, MessageAttributeValue.builder().dataType("String").stringValue(value).build()));
        return attributes;
    }

    /** The service's error code and message when it answered, else what the client said. */
    private static String said(RuntimeException refused) {
        if (refused instanceof AwsServiceException service && service.awsErrorDetails() != null) {
            return service.awsErrorDetails().errorCode() + " (HTTP " + service.statusCode() + "): "
                    + service.awsErrorDetails().errorMessage();
        }
        return String.valueOf(refused.getMessage());
    }
}
