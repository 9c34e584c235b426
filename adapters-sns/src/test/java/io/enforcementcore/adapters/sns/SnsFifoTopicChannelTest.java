package io.enforcementcore.adapters.sns;

class SnsFifoTopicChannelTest extends SnsTopicChannelContract {
    SnsFifoTopicChannelTest() {
        super(true);
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
