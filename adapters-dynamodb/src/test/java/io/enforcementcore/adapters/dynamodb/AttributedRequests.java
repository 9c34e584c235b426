package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.adapters.dynamodb.client.Attribution;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;

/** Every request the client sends, with the access pattern or command it was attributed to. */
final class AttributedRequests implements ExecutionInterceptor {

    record Sent(String attribution, SdkRequest request) {
    }

    private final List<Sent> sent = new CopyOnWriteArrayList<>();

    @Override
    public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
        sent.add(new Sent(attributes.getAttribute(Attribution.ATTRIBUTE), context.request()));
    }

    List<Sent> sent() {
        return List.copyOf(sent);
    }
}
