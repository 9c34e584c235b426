package io.enforcementcore.adapters.inmemory;

import io.enforcementcore.domain.contract.ForPublishingEventsContract;
import io.enforcementcore.domain.port.ForPublishingEvents;
import java.util.List;

class InMemoryEventChannelTest extends ForPublishingEventsContract {
    private final InMemoryEventChannel channel = InMemoryEventChannel.create();

    @Override
    protected ForPublishingEvents channel() {
        return channel;
    }

    @Override
    protected List<Received> receivedSoFar() {
        return channel.published().stream().map(m -> new Received(m.body(), m.attributes())).toList();
    }

    @Override
    protected Missing aChannelThatDoesNotExist() {
        InMemoryEventChannel closed = InMemoryEventChannel.create();
        closed.close();
        return new Missing(closed, InMemoryEventChannel.NAME);
    }

    @Override
    protected boolean deduplicates() {
        return false;
    }

    @Override
    protected boolean keepsOrderPerCase() {
        return true;
    }
}
