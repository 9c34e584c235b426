package io.enforcementcore.adapters.dynamodb;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.EnumMap;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import software.amazon.awssdk.http.AbortableInputStream;
import software.amazon.awssdk.http.ExecutableHttpRequest;
import software.amazon.awssdk.http.HttpExecuteRequest;
import software.amazon.awssdk.http.HttpExecuteResponse;
import software.amazon.awssdk.http.SdkHttpClient;
import software.amazon.awssdk.http.SdkHttpResponse;

/**
 * The client's HTTP layer, failing a share of the data requests as DynamoDB fails them under load, drawn
 * anew for every attempt (an execution interceptor changes a request once per call, before the retries,
 * so it cannot fail one attempt and let the next through). Throttling, a server error and a transaction
 * conflict never reach the engine. A lost answer does: the engine applies the request, then the client
 * hears a server error or a connection reset, as when the connection drops after DynamoDB committed.
 */
final class FaultyWire implements SdkHttpClient {
    enum Fault { THROTTLING, SERVER_ERROR, TRANSACTION_CONFLICT, LOST_ANSWER }

    private static final Set<String> FAULTED = Set.of("TransactWriteItems", "GetItem", "Query", "BatchGetItem",
            "UpdateItem");

    private final SdkHttpClient engine;
    private final Random random;
    private final double rate;
    private final Map<Fault, Integer> injected = new EnumMap<>(Fault.class);

    FaultyWire(SdkHttpClient engine, long seed, double rate) {
        this.engine = engine;
        this.random = new Random(seed);
        this.rate = rate;
    }

    synchronized Map<Fault, Integer> injected() {
        return Map.copyOf(injected);
    }

    @Override
    public ExecutableHttpRequest prepareRequest(HttpExecuteRequest request) {
        String target = request.httpRequest().firstMatchingHeader("X-Amz-Target").orElse("");
        String operation = target.substring(target.indexOf('.') + 1);
        Fault fault = FAULTED.contains(operation) ? draw(operation.equals("TransactWriteItems")) : null;
        if (fault == null) {
            return engine.prepareRequest(request);
        }
        if (fault != Fault.LOST_ANSWER) {
            return answering(fault);
        }
        ExecutableHttpRequest applied = engine.prepareRequest(request);
        boolean reset = random.nextBoolean();
        return new ExecutableHttpRequest() {
            @Override
            public HttpExecuteResponse call() throws IOException {
                HttpExecuteResponse heard = applied.call();
                if (heard.responseBody().isPresent()) {
                    heard.responseBody().get().close();
                }
                if (reset) {
                    throw new IOException("connection reset after the engine applied the request (injected)");
                }
                return answer(fault);
            }

            @Override
            public void abort() {
                applied.abort();
            }
        };
    }

    @Override
    public String clientName() {
        return "FaultyWire";
    }

    @Override
    public void close() {
        engine.close();
    }

    private synchronized Fault draw(boolean transaction) {
        if (random.nextDouble() >= rate) {
            return null;
        }
        Fault[] kinds = Fault.values();
        Fault fault = kinds[random.nextInt(kinds.length)];
        if (fault == Fault.TRANSACTION_CONFLICT && !transaction) {
            fault = Fault.THROTTLING;
        }
        injected.merge(fault, 1, Integer::sum);
        return fault;
    }

    private static ExecutableHttpRequest answering(Fault fault) {
        return new ExecutableHttpRequest() {
            @Override
            public HttpExecuteResponse call() {
                return answer(fault);
            }

            @Override
            public void abort() {
            }
        };
    }

    private static HttpExecuteResponse answer(Fault fault) {
        byte[] body = body(fault).getBytes(StandardCharsets.UTF_8);
        InputStream content = new ByteArrayInputStream(body);
        return HttpExecuteResponse.builder()
                .response(SdkHttpResponse.builder().statusCode(fault == Fault.SERVER_ERROR
                                || fault == Fault.LOST_ANSWER ? 500 : 400)
                        .putHeader("Content-Type", "application/x-amz-json-1.0")
                        .putHeader("Content-Length", String.valueOf(body.length))
                        .putHeader("x-amzn-RequestId", "injected-" + fault).build())
                .responseBody(AbortableInputStream.create(content)).build();
    }

    private static String body(Fault fault) {
        return switch (fault) {
            case THROTTLING -> error("ProvisionedThroughputExceededException", "");
            case SERVER_ERROR, LOST_ANSWER -> error("InternalServerError", "");
            case TRANSACTION_CONFLICT -> error("TransactionCanceledException",
                    ",\"CancellationReasons\":[{\"Code\":\"TransactionConflict\",\"Message\":\"injected\"}]");
        };
    }

    private static String error(String code, String extraFields) {
        return "{\"__type\":\"com.amazonaws.dynamodb.v20120810#" + code + "\",\"message\":\"injected by the test\""
                + extraFields + "}";
    }
}
