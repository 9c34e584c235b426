package io.enforcementcore.domain.model;

/** Where an outbox event is: waiting for the relay, or published by it. */
public enum OutboxStatus implements RecordStatus {
    PENDING,
    PUBLISHED
}
