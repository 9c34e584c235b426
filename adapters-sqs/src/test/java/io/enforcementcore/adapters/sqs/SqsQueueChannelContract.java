package io.enforcementcore.adapters.sqs;

import io.enforcementcore.adapters.sqs.consumer.SqsTestQueue;
import io.enforcementcore.domain.contract.ForPublishingEventsContract;
import io.enforcementcore.domain.port.ForPublishingEvents;
import java.util.List;

/** The channel contract on a fresh queue of the engine per test. */
abstract class SqsQueueChannelContract extends ForPublishingEventsContract {
    private final SqsTestQueue queue = newQueue();
    private final SqsEventChannel channel = SqsEventChannel.on(SqsTestQueue.client(), queue.url());

    abstract SqsTestQueue newQueue();

    SqsTestQueue queue() {
        return queue;
    }

    @Override
    protected ForPublishingEvents channel() {
        return channel;
    }

    @Override
    protected List<Received> receivedSoFar() {
        return queue.receivedSoFar();
    }

    @Override
    protected Missing aChannelThatDoesNotExist() {
        String url = SqsTestQueue.missingQueueUrl();
        return new Missing(SqsEventChannel.on(SqsTestQueue.client(), url), url);
    }
}
