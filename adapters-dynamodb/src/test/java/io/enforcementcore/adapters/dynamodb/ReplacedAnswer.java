package io.enforcementcore.adapters.dynamodb;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.http.SdkHttpResponse;

/**
 * Lets the engine answer each request of one type, then replaces its answer with a DynamoDB error: the
 * failures the engine cannot be made to produce (throttling, refused credentials, conflicts), arriving
 * over the wire as DynamoDB sends them. Counts the attempts it answered.
 */
final class ReplacedAnswer implements ExecutionInterceptor {
    private final Class<? extends SdkRequest> requestType;
    private final int status;
    private final String body;
    private final AtomicInteger attempts = new AtomicInteger();

    private ReplacedAnswer(Class<? extends SdkRequest> requestType, int status, String body) {
        this.requestType = requestType;
        this.status = status;
        this.body = body;
    }

    /** A {@code status} answer of DynamoDB's {@code errorCode}, with {@code extraFields} of its JSON body. */
    static ReplacedAnswer error(Class<? extends SdkRequest> requestType, int status, String errorCode,
                                String extraFields) {
        return new ReplacedAnswer(requestType, status, "{\"__type\":\"com.amazonaws.dynamodb.v20120810#" + errorCode
                + "\",\"message\":\"replaced by the test\"" + extraFields + "}");
    }

    int attempts() {
        return attempts.get();
    }

    @Override
    public SdkHttpResponse modifyHttpResponse(Context.ModifyHttpResponse context, ExecutionAttributes attributes) {
        if (!requestType.isInstance(context.request())) {
            return context.httpResponse();
        }
        attempts.incrementAndGet();
        return context.httpResponse().toBuilder().statusCode(status)
                .putHeader("x-amzn-RequestId", "replaced-" + attempts.get())
                .putHeader("Content-Length", String.valueOf(body.getBytes(StandardCharsets.UTF_8).length))
                .build();
    }

    @Override
    public Optional<InputStream> modifyHttpResponseContent(Context.ModifyHttpResponse context,
                                                           ExecutionAttributes attributes) {
        if (!requestType.isInstance(context.request())) {
            return context.responseBody();
        }
        return Optional.of(new ByteArrayInputStream(body.getBytes(StandardCharsets.UTF_8)));
    }
}
