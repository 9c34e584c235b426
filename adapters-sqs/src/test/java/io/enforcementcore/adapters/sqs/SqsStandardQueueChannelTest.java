package io.enforcementcore.adapters.sqs;

import io.enforcementcore.adapters.sqs.consumer.SqsTestQueue;

class SqsStandardQueueChannelTest extends SqsQueueChannelContract {
    @Override
    SqsTestQueue newQueue() {
        return SqsTestQueue.standard();
    }

    @Override
    protected boolean deduplicates() {
        return false;
    }

    @Override
    protected boolean keepsOrderPerCase() {
        return false;
    }
}
