package io.enforcementcore.design.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.enforcementcore.adapters.dynamodb.DynamoDbTestStores;
import io.enforcementcore.adapters.dynamodb.ReadDataSet;
import io.enforcementcore.adapters.dynamodb.StorageRecorder;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.metering.StorageCall;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The template alarms on the latency of exactly the operations the adapter sends on a request's path, as
 * the adapter reports them on the test engine, and charts the backfill's: a new operation in the adapter
 * fails here until the template watches it.
 */
class AdapterOperationTest {
    private static final String TABLE = DynamoDbTestStores.freshTable();
    private static final StorageRecorder RECORDER = new StorageRecorder();
    private static final List<StorageCall> REQUEST_PATH = new ArrayList<>();
    private static final List<StorageCall> BACKFILL = new ArrayList<>();

    @BeforeAll
    static void seedAskEveryQuestionAndBackfill() {
        StoragePorts ports = DynamoDbTestStores.connect(TABLE, RECORDER);
        REQUEST_PATH.addAll(RECORDER.callsOf(() -> {
            ReadDataSet.seed(ports);
            ReadDataSet.askEveryQuestionOnce(ports, Runnable::run);
            ReadDataSet.askTheSupportingReads(ports);
        }));
        BACKFILL.addAll(RECORDER.callsOf(() -> ports.migration().migrate(0, 1, Option.none(), 100)));
    }

    @AfterAll
    static void dropTable() {
        DynamoDbTestStores.dropTable(TABLE);
    }

    @Test
    void every_operation_on_a_requests_path_has_a_latency_alarm_and_no_alarm_watches_another() {
        Set<String> alarmed = Arrays.stream(AdapterOperation.values()).filter(AdapterOperation::alarmed)
                .map(AdapterOperation::apiName).collect(Collectors.toCollection(TreeSet::new));

        assertEquals(alarmed, operations(REQUEST_PATH));
    }

    @Test
    void the_backfills_operations_are_charted_without_a_latency_alarm() {
        Set<String> chartedOnly = Arrays.stream(AdapterOperation.values()).filter(operation -> !operation.alarmed())
                .map(AdapterOperation::apiName).collect(Collectors.toSet());

        assertEquals(Set.of(), difference(operations(BACKFILL), chartedOnly));
    }

    @Test
    void an_operation_the_template_does_not_know_is_found() {
        List<StorageCall> withPutItem = new ArrayList<>(REQUEST_PATH);
        withPutItem.add(new StorageCall("C01", "PutItem", StorageCall.BASE_TABLE, 1, 1, 100, 1.0, 1));

        Set<String> alarmed = Arrays.stream(AdapterOperation.values()).filter(AdapterOperation::alarmed)
                .map(AdapterOperation::apiName).collect(Collectors.toSet());

        assertEquals(Set.of("PutItem"), difference(operations(withPutItem), alarmed));
    }

    private static Set<String> operations(List<StorageCall> calls) {
        return calls.stream().map(StorageCall::operation).collect(Collectors.toCollection(TreeSet::new));
    }

    private static Set<String> difference(Set<String> these, Set<String> those) {
        Set<String> left = new TreeSet<>(these);
        left.removeAll(those);
        return left;
    }
}
