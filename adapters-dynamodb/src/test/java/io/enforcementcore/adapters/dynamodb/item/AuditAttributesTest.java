package io.enforcementcore.adapters.dynamodb.item;

import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenDeadline;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenTask;
import static io.enforcementcore.domain.fixtures.Moments.daysAfterStart;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.Audit;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The audit stamp's attributes: their names and formats are part of every stored item, so they are pinned. */
class AuditAttributesTest {
    private static final Audit AUDIT = new Audit(new OrgId("licensing-unit"), Classification.CONFIDENTIAL,
            Instant.parse("2026-07-01T09:00:00Z"), new UserId("opener"), Instant.parse("2026-07-02T10:30:00.250Z"),
            new UserId("supervisor"));

    @Test
    void a_stamp_is_six_strings_under_fixed_names_with_times_in_the_one_fixed_width_format() {
        assertEquals(Map.of(
                "ownerOrgId", AttributeValue.fromS("licensing-unit"),
                "classification", AttributeValue.fromS("CONFIDENTIAL"),
                "createdAt", AttributeValue.fromS("2026-07-01T09:00:00.000Z"),
                "createdBy", AttributeValue.fromS("opener"),
                "updatedAt", AttributeValue.fromS("2026-07-02T10:30:00.250Z"),
                "updatedBy", AttributeValue.fromS("supervisor")), AuditAttributes.of(AUDIT));
        assertEquals(AuditAttributes.NAMES, AuditAttributes.of(AUDIT).keySet().stream().toList());
    }

    @Test
    void reads_back_the_stamp_it_writes() {
        Map<String, AttributeValue> item = new HashMap<>(AuditAttributes.of(AUDIT));
        item.put("title", AttributeValue.fromS("not part of the stamp"));

        assertEquals(Option.some(AUDIT), AuditAttributes.read(item));
    }

    @Test
    void an_item_without_the_whole_stamp_reads_as_not_stamped() {
        for (String attribute : AuditAttributes.NAMES) {
            Map<String, AttributeValue> item = new HashMap<>(AuditAttributes.of(AUDIT));
            item.remove(attribute);

            assertEquals(Option.none(), AuditAttributes.read(item), "without " + attribute);
        }
    }

    @Test
    void tasks_and_deadlines_carry_their_audit_as_the_stamp_writes_it() {
        NewCase aCase = aCaseUnderReview(Ids.aTenant()).classified(Classification.PUBLIC);
        // changed by another hand later than made, so that no two of the six attributes agree by chance
        Task task = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(3))
                .withCaseTitle(new Title("Renamed"), AUDIT.updatedBy(), daysAfterStart(1));
        Deadline deadline = anOpenDeadline(aCase, daysAfterStart(5))
                .withCaseTitle(new Title("Renamed"), AUDIT.updatedBy(), daysAfterStart(1));

        assertEquals(AuditAttributes.of(task.audit()), stampOf(WorkCodecs.task(task)));
        assertEquals(AuditAttributes.of(deadline.audit()), stampOf(WorkCodecs.deadline(deadline)));
    }

    @Test
    void a_stamp_adds_the_bytes_of_what_the_item_lacks_and_keeps() {
        Map<String, AttributeValue> stamp = AuditAttributes.of(AUDIT);
        Map<String, AttributeValue> carriesItsOwner = Map.of("ownerOrgId", stamp.get("ownerOrgId"));
        Set<String> projected = Set.of("ownerOrgId", "classification", "updatedAt");

        assertEquals(ItemSize.of(stamp), AuditAttributes.bytesAdded(Map.of(), AUDIT, attribute -> true));
        assertEquals(ItemSize.of(stamp) - ItemSize.of(carriesItsOwner),
                AuditAttributes.bytesAdded(carriesItsOwner, AUDIT, attribute -> true));
        assertEquals(("classification" + "CONFIDENTIAL" + "updatedAt" + "2026-07-02T10:30:00.250Z").length(),
                AuditAttributes.bytesAdded(carriesItsOwner, AUDIT, projected::contains));
    }

    private static Map<String, AttributeValue> stampOf(Map<String, AttributeValue> item) {
        Map<String, AttributeValue> stamp = new HashMap<>(item);
        stamp.keySet().retainAll(AuditAttributes.NAMES);
        return stamp;
    }
}
