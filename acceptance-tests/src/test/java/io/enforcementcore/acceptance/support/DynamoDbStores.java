package io.enforcementcore.acceptance.support;

import io.enforcementcore.domain.port.ForObservingStorage;
import io.enforcementcore.domain.port.StoragePorts;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

/**
 * A fresh DynamoDB table per scenario, from {@code DynamoDbTestStores.freshStore(ForObservingStorage)} in
 * the adapters-dynamodb test-jar. It is looked up by name so that this module builds, and runs on the
 * in-memory store, even where that test-jar does not offer it; asking for DynamoDB then fails at once with
 * the reason. The result may be the ports themselves or a closeable handle with a {@code ports()} method.
 */
final class DynamoDbStores {
    static final String FACTORY = "io.enforcementcore.adapters.dynamodb.DynamoDbTestStores";

    private DynamoDbStores() {
    }

    static OpenStore freshStore(ForObservingStorage observer) {
        Object opened = invoke(factoryMethod(), null, observer);
        if (opened instanceof StoragePorts ports) {
            return open(ports, () -> { });
        }
        Method ports = method(opened.getClass(), "ports");
        if (!StoragePorts.class.isAssignableFrom(ports.getReturnType())) {
            throw new IllegalStateException(FACTORY + ".freshStore returned " + opened.getClass().getName()
                    + ", whose ports() does not return StoragePorts");
        }
        Runnable release = opened instanceof AutoCloseable closeable ? () -> closeQuietly(closeable) : () -> { };
        return open((StoragePorts) invoke(ports, opened), release);
    }

    private static Method factoryMethod() {
        try {
            return Class.forName(FACTORY).getMethod("freshStore", ForObservingStorage.class);
        } catch (ClassNotFoundException | NoSuchMethodException e) {
            throw new IllegalStateException("-D" + StoreKind.PROPERTY + "=dynamodb needs " + FACTORY
                    + ".freshStore(ForObservingStorage) from the adapters-dynamodb test-jar: " + e, e);
        }
    }

    private static Method method(Class<?> type, String name) {
        try {
            Method method = type.getMethod(name);
            method.setAccessible(true);
            return method;
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException(type.getName() + " has no public " + name + "()", e);
        }
    }

    private static Object invoke(Method method, Object target, Object... arguments) {
        try {
            return method.invoke(target, arguments);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot call " + method, e);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IllegalStateException(method + " failed: " + e.getCause(), e.getCause());
        }
    }

    private static OpenStore open(StoragePorts ports, Runnable release) {
        return new OpenStore() {
            @Override
            public StoragePorts ports() {
                return ports;
            }

            @Override
            public void close() {
                release.run();
            }
        };
    }

    private static void closeQuietly(AutoCloseable closeable) {
        try {
            closeable.close();
        } catch (Exception e) {
            // a table that outlives its scenario costs nothing on the test server; the verdict stands
        }
    }
}
