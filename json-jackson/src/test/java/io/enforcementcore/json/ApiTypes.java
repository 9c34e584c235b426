package io.enforcementcore.json;

import io.enforcementcore.application.worker.Workers;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;
import java.util.ArrayDeque;
import java.util.Comparator;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.TreeSet;

/**
 * The library's own types that an interface's callers pass or get back: its methods' parameters and results,
 * what their records are made of, and the members of their sealed families, followed all the way down. Found
 * by reflection, so that a type added to a command or a view is found without anyone listing it.
 */
final class ApiTypes {
    private static final String OURS = "io.enforcementcore.";

    private ApiTypes() {
    }

    static Set<Class<?>> reachableFrom(Class<?> api) {
        Set<Class<?>> found = new TreeSet<>(Comparator.comparing(Class::getName));
        Deque<Type> todo = new ArrayDeque<>();
        for (Method method : api.getMethods()) {
            // the workers are running jobs a service starts and stops, not values anyone sends or reads
            if (Modifier.isStatic(method.getModifiers()) || method.getReturnType() == Workers.class) {
                continue;
            }
            todo.add(method.getGenericReturnType());
            todo.addAll(java.util.List.of(method.getGenericParameterTypes()));
        }
        Set<Type> seen = new LinkedHashSet<>();
        while (!todo.isEmpty()) {
            Type type = todo.pop();
            if (!seen.add(type)) {
                continue;
            }
            if (type instanceof ParameterizedType generic) {
                todo.add(generic.getRawType());
                todo.addAll(java.util.List.of(generic.getActualTypeArguments()));
            } else if (type instanceof WildcardType wildcard) {
                todo.addAll(java.util.List.of(wildcard.getUpperBounds()));
            } else if (type instanceof GenericArrayType array) {
                todo.add(array.getGenericComponentType());
            } else if (type instanceof Class<?> raw && raw.getName().startsWith(OURS) && raw != api) {
                found.add(raw);
                if (raw.isRecord()) {
                    for (RecordComponent component : raw.getRecordComponents()) {
                        todo.add(component.getGenericType());
                    }
                }
                if (raw.isSealed()) {
                    todo.addAll(java.util.List.of(raw.getPermittedSubclasses()));
                }
            }
        }
        return found;
    }
}
