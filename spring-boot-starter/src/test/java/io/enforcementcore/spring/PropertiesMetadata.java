package io.enforcementcore.spring;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.beans.BeanUtils;
import org.springframework.boot.json.JsonParserFactory;

/**
 * The configuration metadata this module's build wrote (Spring Boot's configuration processor, from the properties'
 * Javadoc and {@code additional-spring-configuration-metadata.json}), and the properties the binder binds, found
 * apart from it by walking {@link EnforcementCoreProperties} and the workers' properties as JavaBeans.
 */
final class PropertiesMetadata {
    static final Path FILE = Path.of("target", "classes", "META-INF", "spring-configuration-metadata.json");

    /** One property as the metadata describes it. */
    record Described(String name, String type, String description, Optional<String> defaultValue) {
    }

    private PropertiesMetadata() {
    }

    @SuppressWarnings("unchecked")
    static List<Described> described() {
        List<Described> all = new ArrayList<>();
        for (Object entry : (List<Object>) read().get("properties")) {
            Map<String, Object> property = (Map<String, Object>) entry;
            all.add(new Described((String) property.get("name"), (String) property.get("type"),
                    (String) property.get("description"),
                    Optional.ofNullable(property.get("defaultValue")).map(String::valueOf)));
        }
        return all;
    }

    /** The values the metadata hints for {@code name}. */
    @SuppressWarnings("unchecked")
    static List<String> hintedValues(String name) {
        return ((List<Object>) read().get("hints")).stream().map(hint -> (Map<String, Object>) hint)
                .filter(hint -> name.equals(hint.get("name")))
                .flatMap(hint -> ((List<Object>) hint.get("values")).stream())
                .map(value -> String.valueOf(((Map<String, Object>) value).get("value"))).toList();
    }

    /** Every property the binder binds, by its canonical name. */
    static List<String> bound() {
        List<String> names = new ArrayList<>();
        walk(EnforcementCoreProperties.class, EnforcementCoreProperties.PREFIX, names);
        walk(RelayWorkerProperties.class, RelayWorkerProperties.PREFIX, names);
        walk(DriftSweepWorkerProperties.class, DriftSweepWorkerProperties.PREFIX, names);
        return names;
    }

    private static void walk(Class<?> type, String prefix, List<String> names) {
        for (var descriptor : BeanUtils.getPropertyDescriptors(type)) {
            if (descriptor.getReadMethod() == null || descriptor.getName().equals("class")) {
                continue;
            }
            String name = prefix + "." + kebab(descriptor.getName());
            Class<?> propertyType = descriptor.getPropertyType();
            if (propertyType.getEnclosingClass() == EnforcementCoreProperties.class && !propertyType.isEnum()) {
                walk(propertyType, name, names);
            } else if (descriptor.getWriteMethod() != null) {
                names.add(name);
            }
        }
    }

    private static String kebab(String camel) {
        return camel.replaceAll("([a-z0-9])([A-Z])", "$1-$2").toLowerCase(java.util.Locale.ROOT);
    }

    private static Map<String, Object> read() {
        try {
            return JsonParserFactory.getJsonParser().parseMap(Files.readString(FILE, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(FILE + " is missing: compile this module first", e);
        }
    }
}
