package io.enforcementcore.benchmarks;

import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;

/** Keeps the requests the adapter sent while recording, so the raw SDK can send exactly the same ones. */
final class LastRequests implements ExecutionInterceptor {
    private final List<SdkRequest> seen = new ArrayList<>();
    private volatile boolean recording = true;

    @Override
    public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
        if (recording) {
            synchronized (seen) {
                seen.add(context.request());
            }
        }
    }

    <T extends SdkRequest> List<T> of(Class<T> type) {
        synchronized (seen) {
            return seen.stream().filter(type::isInstance).map(type::cast).toList();
        }
    }

    void clear() {
        synchronized (seen) {
            seen.clear();
        }
    }

    void stop() {
        recording = false;
    }
}
