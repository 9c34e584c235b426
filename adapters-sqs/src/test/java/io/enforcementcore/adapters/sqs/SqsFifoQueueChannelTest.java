package io.enforcementcore.adapters.sqs;

import io.enforcementcore.adapters.sqs.consumer.SqsTestQueue;

class SqsFifoQueueChannelTest extends SqsQueueChannelContract {
    @Override
    SqsTestQueue newQueue() {
        return SqsTestQueue.fifo();
    }

    @Override
    protected boolean deduplicates() {
        return true;
    }

    @Override
    protected boolean keepsOrderPerCase() {
        return true;
    }
}
