package io.enforcementcore.adapters.sns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.domain.contract.Eventually;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.Moments;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.EventType;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.OutboxStatus;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SnsFifoTopicChannelTest extends SnsTopicChannelContract {
    SnsFifoTopicChannelTest() {
        super(true);
    }

    @Override
    protected boolean deduplicates() {
        return true;
    }

    @Override
    protected boolean keepsOrderPerCase() {
        return true;
    }

    @Test
    void one_cases_events_share_the_case_id_as_their_message_group() {
        CaseId aCase = Ids.aCaseId();
        CaseId another = Ids.aCaseId();

        for (CaseId caseId : List.of(aCase, another, aCase)) {
            assertTrue(channel().publish(new OutboxEvent(Ids.aTenant(), caseId, Ids.anEventId(),
                    EventType.CASE_OPENED, Moments.START, Map.of(), OutboxStatus.PENDING)).isSuccess());
        }

        Eventually.check(subscriber()::messageGroupsSoFar, groups -> assertEquals(
                List.of(aCase.value(), another.value(), aCase.value()), groups));
    }
}
