package io.enforcementcore.adapters.inmemory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.inmemory.table.ItemAddress;
import io.enforcementcore.domain.contract.ForMigratingItemsContract;
import io.enforcementcore.domain.port.ForMigratingItems;
import io.enforcementcore.domain.port.StoragePorts;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

class InMemoryForMigratingItemsTest extends ForMigratingItemsContract {
    @Override
    protected StoragePorts storage() {
        return InMemoryStorage.create();
    }

    /** This store splits partitions into segments by their hash, so it can tell another segment's position. */
    @Test
    void refuses_a_position_of_another_segment() {
        ForMigratingItems walk = InMemoryStorage.create().migration();
        String position = new ItemAddress("CASE#c-1", "META").position();
        int segment = ItemAddress.segmentOf("CASE#c-1", 4);

        assertEquals(Option.none(), walk.checkPosition(segment, 4, position));
        assertTrue(walk.checkPosition((segment + 1) % 4, 4, position).isDefined());
    }
}
