package io.enforcementcore.benchmarks;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import software.amazon.awssdk.http.AbortableInputStream;
import software.amazon.awssdk.http.ExecutableHttpRequest;
import software.amazon.awssdk.http.HttpExecuteRequest;
import software.amazon.awssdk.http.HttpExecuteResponse;
import software.amazon.awssdk.http.SdkHttpClient;
import software.amazon.awssdk.http.SdkHttpResponse;

/**
 * An HTTP client that answers every DynamoDB operation with one fixed JSON body, so a benchmark measures
 * the client-side work (marshalling, signing, the adapter) and no network. For benchmarks only: the tests
 * talk to the real engine.
 */
final class CannedHttpClient implements SdkHttpClient {
    private final Map<String, byte[]> bodies = new ConcurrentHashMap<>();

    /** Answers {@code operation} (e.g. "GetItem") with {@code json} from now on. */
    CannedHttpClient answering(String operation, String json) {
        bodies.put(operation, json.getBytes(StandardCharsets.UTF_8));
        return this;
    }

    @Override
    public ExecutableHttpRequest prepareRequest(HttpExecuteRequest request) {
        String target = request.httpRequest().firstMatchingHeader("X-Amz-Target").orElse("");
        String operation = target.substring(target.indexOf('.') + 1);
        byte[] body = bodies.getOrDefault(operation, "{}".getBytes(StandardCharsets.UTF_8));
        return new ExecutableHttpRequest() {
            @Override
            public HttpExecuteResponse call() {
                request.contentStreamProvider().ifPresent(provider -> drain(provider.newStream()));
                SdkHttpResponse response = SdkHttpResponse.builder().statusCode(200)
                        .putHeader("Content-Type", "application/x-amz-json-1.0")
                        .putHeader("Content-Length", String.valueOf(body.length)).build();
                return HttpExecuteResponse.builder().response(response)
                        .responseBody(AbortableInputStream.create(new ByteArrayInputStream(body))).build();
            }

            @Override
            public void abort() {
            }
        };
    }

    /** A real client writes the request body to the wire; reading it keeps that cost in the measurement. */
    private static void drain(java.io.InputStream in) {
        try (in) {
            in.transferTo(java.io.OutputStream.nullOutputStream());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Override
    public String clientName() {
        return "canned";
    }

    @Override
    public void close() {
    }
}
