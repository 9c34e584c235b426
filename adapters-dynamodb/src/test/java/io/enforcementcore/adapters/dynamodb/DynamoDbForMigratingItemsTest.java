package io.enforcementcore.adapters.dynamodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.read.PagePositions;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.domain.contract.ForMigratingItemsContract;
import io.enforcementcore.domain.port.ForMigratingItems;
import io.enforcementcore.domain.port.StoragePorts;
import io.vavr.control.Option;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The ForMigratingItems contract on the DynamoDB test engine, on a table of this class's own. */
class DynamoDbForMigratingItemsTest extends ForMigratingItemsContract {
    @RegisterExtension
    static final OwnTable TABLE = new OwnTable();

    @Override
    protected StoragePorts storage() {
        return TABLE.connect();
    }

    /** Positions in the form this store writes, but not a key of the table that a Scan could start after. */
    @Test
    void refuses_a_position_of_an_index_or_of_a_key_no_item_can_have() {
        ForMigratingItems walk = TABLE.connect().migration();
        List<Map<String, AttributeValue>> notTableKeys = List.of(
                Map.of(KeyGrammar.GSI1PK, s("TENANT#t-1#CASE_STATUS#OPEN"), KeyGrammar.GSI1SK, s("90#CASE#c-1")),
                Map.of(KeyGrammar.PK, s("CASE#c-1"), KeyGrammar.SK, s("META"), KeyGrammar.GSI1PK, s("TENANT#t-1")),
                Map.of(KeyGrammar.PK, s("CASE#c-1"), KeyGrammar.LSI1SK, s("OPEN")),
                Map.of(KeyGrammar.PK, s(""), KeyGrammar.SK, s("META")),
                Map.of(KeyGrammar.PK, s("CASE#c-1"), KeyGrammar.SK, s("")),
                Map.of(KeyGrammar.PK, s("P".repeat(2049)), KeyGrammar.SK, s("META")),
                Map.of(KeyGrammar.PK, s("CASE#c-1"), KeyGrammar.SK, s("\u00e9".repeat(513))));

        for (Map<String, AttributeValue> key : notTableKeys) {
            assertTrue(walk.checkPosition(0, 1, PagePositions.encode(key)).isDefined(), key::toString);
        }
        assertEquals(Option.none(), walk.checkPosition(0, 1, PagePositions.encode(
                Map.of(KeyGrammar.PK, s("P".repeat(2048)), KeyGrammar.SK, s("\u00e9".repeat(512))))));
    }

    private static AttributeValue s(String value) {
        return AttributeValue.fromS(value);
    }
}
