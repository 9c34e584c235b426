package io.enforcementcore.domain.model;

public enum TaskStatus {
    OPEN,
    DONE
}
