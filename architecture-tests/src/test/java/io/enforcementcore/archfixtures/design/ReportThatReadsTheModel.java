package io.enforcementcore.archfixtures.design;

import io.enforcementcore.archfixtures.adapters.dynamodb.model.TableModel;

/** The design reads the adapter's read-only model: its face. */
public final class ReportThatReadsTheModel {

    public String table() {
        return TableModel.NAME;
    }
}
