package io.enforcementcore.adapters.dynamodb;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.http.AbortableInputStream;
import software.amazon.awssdk.http.ExecutableHttpRequest;
import software.amazon.awssdk.http.HttpExecuteRequest;
import software.amazon.awssdk.http.HttpExecuteResponse;
import software.amazon.awssdk.http.SdkHttpClient;

/**
 * The client's HTTP layer, letting the engine execute a share of the transactions and then holding their
 * answers longer than the client waits: the client's attempt or call timeout fires after the write has
 * landed, as when DynamoDB commits and the answer comes late. Drawn anew for every attempt.
 */
final class HeldAnswers implements SdkHttpClient {
    private final SdkHttpClient engine;
    private final Random random;
    private final double rate;
    private final long holdMillis;
    private final AtomicInteger held = new AtomicInteger();

    HeldAnswers(SdkHttpClient engine, long seed, double rate, long holdMillis) {
        this.engine = engine;
        this.random = new Random(seed);
        this.rate = rate;
        this.holdMillis = holdMillis;
    }

    int held() {
        return held.get();
    }

    @Override
    public ExecutableHttpRequest prepareRequest(HttpExecuteRequest request) {
        ExecutableHttpRequest forwarded = engine.prepareRequest(request);
        String target = request.httpRequest().firstMatchingHeader("X-Amz-Target").orElse("");
        if (!target.endsWith(".TransactWriteItems") || !draw()) {
            return forwarded;
        }
        held.incrementAndGet();
        return new ExecutableHttpRequest() {
            @Override
            public HttpExecuteResponse call() throws IOException {
                HttpExecuteResponse answer = forwarded.call();
                byte[] body = answer.responseBody().isPresent() ? answer.responseBody().get().readAllBytes()
                        : new byte[0];
                try {
                    Thread.sleep(holdMillis);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new InterruptedIOException("the client stopped waiting for a held answer");
                }
                return HttpExecuteResponse.builder().response(answer.httpResponse())
                        .responseBody(AbortableInputStream.create(new ByteArrayInputStream(body))).build();
            }

            @Override
            public void abort() {
                forwarded.abort();
            }
        };
    }

    @Override
    public String clientName() {
        return "HeldAnswers";
    }

    @Override
    public void close() {
        engine.close();
    }

    private synchronized boolean draw() {
        return random.nextDouble() < rate;
    }
}
