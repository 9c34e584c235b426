package io.enforcementcore.archfixtures.adapters.dynamodb.model;

/** The adapter's read-only model of its table, for the tools that read the design. */
public final class TableModel {
    public static final String NAME = "CaseFiles";

    private TableModel() {
    }
}
