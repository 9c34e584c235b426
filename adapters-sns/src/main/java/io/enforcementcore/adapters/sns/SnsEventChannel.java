package io.enforcementcore.adapters.sns;

import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.port.ForPublishingEvents;
import io.enforcementcore.messages.EventMessage;
import io.enforcementcore.messages.PublishFailed;
import io.vavr.control.Try;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.services.sns.SnsClient;
import software.amazon.awssdk.services.sns.model.MessageAttributeValue;
import software.amazon.awssdk.services.sns.model.PublishRequest;

/**
 * The outbox relay's channel on one Amazon SNS topic: each event is one notification, {@link EventMessage}'s
 * body and attributes (all of SNS type {@code String}, so that subscription filter policies can route on them).
 * A subscriber with raw message delivery receives exactly that body and those attributes; without it, SNS wraps
 * them in its own JSON envelope ({@code Message}, {@code MessageAttributes}). A topic whose ARN ends in
 * {@code .fifo} is sent the event id as the deduplication id and the case id as the group id, so an event the
 * relay offers again within the five-minute window is delivered once, and one case's events in the order
 * published; a standard topic delivers at least once, in no promised order. Any failure is answered as a
 * {@link PublishFailed} naming the topic and what SNS said; nothing is thrown.
 *
 * <p>The client is the caller's (credentials, region or endpoint, HTTP client, retries): the channel never
 * builds or closes one.
 */
public final class SnsEventChannel implements ForPublishingEvents {
    private final SnsClient client;
    private final String topicArn;
    private final boolean fifo;

    private SnsEventChannel(SnsClient client, String topicArn) {
        this.client = Objects.requireNonNull(client, "client");
        this.topicArn = Objects.requireNonNull(topicArn, "topicArn");
        if (topicArn.isBlank()) {
            throw new IllegalArgumentException("topicArn must not be blank");
        }
        this.fifo = topicArn.endsWith(".fifo");
    }

    /** A channel to the topic {@code topicArn}, published to through {@code client}. */
    public static SnsEventChannel on(SnsClient client, String topicArn) {
        return new SnsEventChannel(client, topicArn);
    }

    @Override
    public Try<Void> publish(OutboxEvent event) {
        EventMessage message = EventMessage.of(event);
        PublishRequest.Builder request = PublishRequest.builder().topicArn(topicArn).message(message.body())
                .messageAttributes(attributes(message));
        if (fifo) {
            request.messageDeduplicationId(message.deduplicationId()).messageGroupId(message.groupId());
        }
        try {
            client.publish(request.build());
            return Try.success(null);
        } catch (RuntimeException refused) {
            return Try.failure(new PublishFailed("SNS topic " + topicArn, event, said(refused)));
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
