package io.enforcementcore.cli;

/** Which storage adapter the command line wires behind the use cases. */
public enum StoreKind {
    INMEMORY,
    DYNAMODB
}
