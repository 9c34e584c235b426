package io.enforcementcore.messages;

import io.enforcementcore.domain.model.OutboxEvent;

/**
 * Why a channel did not take an event, as the failure of {@code ForPublishingEvents.publish}: which channel,
 * which event, and what the service said. It carries no cause, so that nothing of a client library crosses the
 * port; the text says all the cause did.
 */
public final class PublishFailed extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public PublishFailed(String channel, OutboxEvent event, String said) {
        super(channel + " did not take event " + event.eventId() + " (" + event.type() + " of case " + event.caseId()
                + "): " + said);
    }
}
