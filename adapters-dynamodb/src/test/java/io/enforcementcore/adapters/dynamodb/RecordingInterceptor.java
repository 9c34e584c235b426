package io.enforcementcore.adapters.dynamodb;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.SdkResponse;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;

/** Remembers every request (and response) the client sends, so tests can look at what went over the wire. */
final class RecordingInterceptor implements ExecutionInterceptor {
    private final List<SdkRequest> requests = new CopyOnWriteArrayList<>();
    private final List<SdkResponse> responses = new CopyOnWriteArrayList<>();
    private final List<Integer> transmissions = new CopyOnWriteArrayList<>();

    @Override
    public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
        requests.add(context.request());
    }

    @Override
    public void beforeTransmission(Context.BeforeTransmission context, ExecutionAttributes attributes) {
        transmissions.add(1);
    }

    @Override
    public void afterExecution(Context.AfterExecution context, ExecutionAttributes attributes) {
        responses.add(context.response());
    }

    <T extends SdkRequest> List<T> requests(Class<T> type) {
        return requests.stream().filter(type::isInstance).map(type::cast).toList();
    }

    List<SdkRequest> requests() {
        return List.copyOf(requests);
    }

    int transmissions() {
        return transmissions.size();
    }

    void clear() {
        requests.clear();
        responses.clear();
        transmissions.clear();
    }
}
