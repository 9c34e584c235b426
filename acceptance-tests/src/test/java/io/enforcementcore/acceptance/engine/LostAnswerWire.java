package io.enforcementcore.acceptance.engine;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Predicate;
import software.amazon.awssdk.http.AbortableInputStream;
import software.amazon.awssdk.http.ExecutableHttpRequest;
import software.amazon.awssdk.http.HttpExecuteRequest;
import software.amazon.awssdk.http.HttpExecuteResponse;
import software.amazon.awssdk.http.SdkHttpClient;
import software.amazon.awssdk.http.SdkHttpResponse;

/**
 * The client's HTTP layer, losing the answer to one chosen TransactWriteItems after the engine applied it:
 * before the client hears anything, what the test wants to happen meanwhile runs (another instance's
 * writes, through a client of its own), and then the client hears a server error, so the adapter sends the
 * same request again. Every other request passes through untouched.
 */
final class LostAnswerWire implements SdkHttpClient {
    private static final String TRANSACT_WRITE = "DynamoDB_20120810.TransactWriteItems";

    /** Which request loses its answer (by its JSON body), and what happens before the client hears of it. */
    private record Loss(Predicate<String> body, Runnable meanwhile) {
    }

    private final SdkHttpClient engine;
    private final AtomicReference<Loss> armed = new AtomicReference<>();
    private final AtomicInteger lost = new AtomicInteger();

    LostAnswerWire(SdkHttpClient engine) {
        this.engine = engine;
    }

    /** The next TransactWriteItems whose body {@code body} accepts is applied, then {@code meanwhile} runs, then its answer is lost. */
    void loseTheAnswerTo(Predicate<String> body, Runnable meanwhile) {
        armed.set(new Loss(body, meanwhile));
    }

    /** How many answers were lost so far. */
    int lost() {
        return lost.get();
    }

    @Override
    public ExecutableHttpRequest prepareRequest(HttpExecuteRequest request) {
        Loss loss = armed.get();
        if (loss == null || !TRANSACT_WRITE.equals(request.httpRequest().firstMatchingHeader("X-Amz-Target")
                .orElse(""))) {
            return engine.prepareRequest(request);
        }
        byte[] body = bodyOf(request);
        HttpExecuteRequest again = HttpExecuteRequest.builder().request(request.httpRequest())
                .contentStreamProvider(() -> new ByteArrayInputStream(body)).build();
        if (!loss.body().test(new String(body, StandardCharsets.UTF_8)) || !armed.compareAndSet(loss, null)) {
            return engine.prepareRequest(again);
        }
        ExecutableHttpRequest applied = engine.prepareRequest(again);
        return new ExecutableHttpRequest() {
            @Override
            public HttpExecuteResponse call() throws IOException {
                HttpExecuteResponse heard = applied.call();
                if (heard.responseBody().isPresent()) {
                    heard.responseBody().get().close();
                }
                loss.meanwhile().run();
                lost.incrementAndGet();
                return serverError();
            }

            @Override
            public void abort() {
                applied.abort();
            }
        };
    }

    @Override
    public String clientName() {
        return "LostAnswerWire";
    }

    @Override
    public void close() {
        engine.close();
    }

    private static byte[] bodyOf(HttpExecuteRequest request) {
        return request.contentStreamProvider().map(provider -> {
            try (InputStream content = provider.newStream()) {
                return content.readAllBytes();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }).orElse(new byte[0]);
    }

    private static HttpExecuteResponse serverError() {
        byte[] body = ("{\"__type\":\"com.amazonaws.dynamodb.v20120810#InternalServerError\","
                + "\"message\":\"the answer was lost (injected by the test)\"}").getBytes(StandardCharsets.UTF_8);
        return HttpExecuteResponse.builder()
                .response(SdkHttpResponse.builder().statusCode(500)
                        .putHeader("Content-Type", "application/x-amz-json-1.0")
                        .putHeader("Content-Length", String.valueOf(body.length))
                        .putHeader("x-amzn-RequestId", "lost-answer").build())
                .responseBody(AbortableInputStream.create(new ByteArrayInputStream(body))).build();
    }
}
