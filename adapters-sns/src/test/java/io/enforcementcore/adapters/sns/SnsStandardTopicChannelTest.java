package io.enforcementcore.adapters.sns;

class SnsStandardTopicChannelTest extends SnsTopicChannelContract {
    SnsStandardTopicChannelTest() {
        super(false);
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
