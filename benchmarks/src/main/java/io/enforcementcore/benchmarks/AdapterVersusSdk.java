package io.enforcementcore.benchmarks;

import io.enforcementcore.adapters.dynamodb.DynamoDbStorage;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.domain.port.StoragePorts;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * The adapter's own cost per call: each adapter call against the raw SDK call sending the very request
 * the adapter sent, both through one user-built client whose HTTP client answers from canned JSON.
 * The ratio adapter/raw is the figure to keep under 1.10.
 *
 * <p>Twenty seconds of warm-up: the SDK's call path takes the JIT some 5,800 compilations, about fifteen
 * seconds of a whole core on two cores (the last large ones, the SDK's request pipeline and signer, end
 * some thirteen seconds in, and later still when the machine is shared), so a few seconds of warm-up
 * measure half-compiled code whose times still fall from one iteration to the next.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 10, time = 2)
@Measurement(iterations = 4, time = 2)
public class AdapterVersusSdk {
    private DynamoDbClient client;
    private StoragePorts adapter;
    private RecordedCase recorded;
    private final PageRequest pageOf25 = PageRequest.first(25);
    private GetItemRequest rawGet;
    private QueryRequest rawQuery;
    private TransactWriteItemsRequest rawTransaction;

    @Setup
    public void setUp() {
        recorded = RecordedCase.record();
        CannedHttpClient canned = new CannedHttpClient();
        LastRequests requests = new LastRequests();
        client = DynamoDbClient.builder().httpClient(canned).region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("bench", "bench")))
                .overrideConfiguration(override -> override.addExecutionInterceptor(requests)).build();
        adapter = DynamoDbStorage.builder(client, "enforcement-bench").build().ports();

        recorded.changeSets().forEach(changes -> adapter.changes().commit(changes).get());
        List<TransactWriteItemsRequest> commits = requests.of(TransactWriteItemsRequest.class);
        rawTransaction = commits.get(commits.size() - 1);
        List<Map<String, AttributeValue>> written = new ArrayList<>();
        commits.forEach(commit -> commit.transactItems().stream().map(TransactWriteItem::put)
                .filter(put -> put != null).forEach(put -> written.add(put.item())));
        Map<String, AttributeValue> meta = written.stream().filter(item -> sk(item).equals("META")).reduce((a, b) -> b)
                .orElseThrow(() -> new IllegalStateException("no META item was written"));
        List<Map<String, AttributeValue>> events = written.stream().filter(item -> sk(item).startsWith("EVENT#"))
                .limit(25).toList();
        if (events.size() < 25) {
            throw new IllegalStateException("only " + events.size() + " timeline events were written");
        }
        canned.answering("GetItem", "{\"Item\":" + ItemJson.item(meta) + "}")
                .answering("Query", "{\"Count\":25,\"ScannedCount\":25,\"Items\":" + ItemJson.items(events) + "}");

        requests.clear();
        if (adapter.cases().metadata(recorded.tenant(), recorded.caseId()).isEmpty()) {
            throw new IllegalStateException("the canned META item was not read back");
        }
        if (adapter.cases().timeline(recorded.tenant(), recorded.caseId(), pageOf25).items().size() != 25) {
            throw new IllegalStateException("the canned page did not hold 25 events");
        }
        rawGet = requests.of(GetItemRequest.class).get(0);
        rawQuery = requests.of(QueryRequest.class).get(0);
        requests.stop();
    }

    private static String sk(Map<String, AttributeValue> item) {
        AttributeValue sk = item.get("SK");
        return sk == null || sk.s() == null ? "" : sk.s();
    }

    @Benchmark
    public Object ap01AdapterMetadata() {
        return adapter.cases().metadata(recorded.tenant(), recorded.caseId());
    }

    @Benchmark
    public Object ap01RawGetItem() {
        return client.getItem(rawGet);
    }

    @Benchmark
    public Object ap02AdapterTimelinePage() {
        return adapter.cases().timeline(recorded.tenant(), recorded.caseId(), pageOf25);
    }

    @Benchmark
    public Object ap02RawQueryOf25() {
        return client.query(rawQuery);
    }

    @Benchmark
    public Object c02AdapterCommit() {
        return adapter.changes().commit(recorded.transition());
    }

    @Benchmark
    public Object c02RawTransactWriteItems() {
        return client.transactWriteItems(rawTransaction);
    }
}
