package io.enforcementcore.domain.model;

public enum TaskStatus implements RecordStatus {
    OPEN,
    DONE
}
