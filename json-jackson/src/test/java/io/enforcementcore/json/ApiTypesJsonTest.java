package io.enforcementcore.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.query.Paged;
import io.enforcementcore.domain.model.DeadlineHandle;
import io.enforcementcore.domain.model.InvalidValue;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskHandle;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every type of the library that the facade takes or answers, found by reflection from {@link EnforcementCore}:
 * each has a sample, is written as JSON and read back equal, and its values are written as plain values. A type
 * added to a command or a view fails here until the module supports it and a sample shows it.
 */
class ApiTypesJsonTest {
    private static final Set<Class<?>> API = ApiTypes.reachableFrom(EnforcementCore.class);
    private static final Map<Class<?>, Object> SAMPLES = ApiSamples.oneOfEach();

    private final ObjectMapper mapper = new ObjectMapper().registerModule(new EnforcementCoreJacksonModule());

    @Test
    void every_concrete_type_the_facade_takes_or_answers_has_a_sample_to_prove_it_on() {
        List<String> missing = concrete().filter(type -> !SAMPLES.containsKey(type)).map(Class::getName).toList();

        assertEquals(List.of(), missing, "give each a sample in ApiSamples, and the module what it needs to pass");
        assertTrue(API.size() > 90, "the walk from the facade finds its types: " + API.size());
    }

    @TestFactory
    Stream<DynamicTest> every_type_the_facade_takes_or_answers_reads_back_as_it_was_written() {
        return concrete().filter(SAMPLES::containsKey).map(type -> dynamicTest(type.getName(), () -> {
            Object sample = SAMPLES.get(type);
            String json = mapper.writeValueAsString(sample);

            Object back = mapper.readValue(json, declared(type));

            assertSameValue(sample, back, json);
            assertEquals(json, mapper.writeValueAsString(back));
            for (Class<?> family : type.getInterfaces()) {
                if (API.contains(family)) {
                    assertSameValue(sample, mapper.readValue(json, family), json);
                }
            }
        }));
    }

    @TestFactory
    Stream<DynamicTest> every_enum_is_written_by_name_and_read_back() {
        return API.stream().filter(Class::isEnum).map(type -> dynamicTest(type.getName(), () -> {
            for (Object constant : type.getEnumConstants()) {
                String json = mapper.writeValueAsString(constant);

                assertEquals('"' + ((Enum<?>) constant).name() + '"', json);
                assertEquals(constant, mapper.readValue(json, type));
            }
        }));
    }

    @TestFactory
    Stream<DynamicTest> a_value_of_one_component_is_written_as_that_component_alone() {
        return plainValues().map(type -> dynamicTest(type.getName(), () -> {
            Object sample = SAMPLES.get(type);
            Object component = type.getRecordComponents()[0].getAccessor().invoke(sample);

            assertEquals(mapper.writeValueAsString(component), mapper.writeValueAsString(sample));
        }));
    }

    @Test
    void a_task_or_deadline_handle_is_written_as_the_token_its_receipt_hands_out() throws JsonProcessingException {
        assertEquals('"' + ApiSamples.TASK_HANDLE.toToken() + '"', mapper.writeValueAsString(ApiSamples.TASK_HANDLE));
        assertEquals('"' + ApiSamples.DEADLINE_HANDLE.toToken() + '"',
                mapper.writeValueAsString(ApiSamples.DEADLINE_HANDLE));
    }

    @TestFactory
    Stream<DynamicTest> a_value_its_constructor_refuses_is_answered_as_an_invalid_format_naming_the_rule() {
        return Stream.concat(plainValues(), Stream.of(TaskHandle.class, DeadlineHandle.class))
                .map(type -> dynamicTest(type.getName(), () -> {
                    Object bad = refusedValueOf(type);
                    String rule = refusal(type, bad);

                    InvalidFormatException refused = assertThrows(InvalidFormatException.class,
                            () -> mapper.readValue(mapper.writeValueAsString(bad), type));

                    assertTrue(refused.getMessage().contains(rule), refused.getMessage() + " names " + rule);
                    assertEquals(type, refused.getTargetType());
                }));
    }

    /** Records of one component that belong to no family: ids, titles, scores, metadata. */
    private static Stream<Class<?>> plainValues() {
        return API.stream().filter(Class::isRecord)
                .filter(type -> type.getRecordComponents().length == 1 && type.getInterfaces().length == 0);
    }

    private static Stream<Class<?>> concrete() {
        return API.stream().filter(type -> !type.isInterface() && !type.isEnum());
    }

    private JavaType declared(Class<?> type) {
        return type == Paged.class ? mapper.getTypeFactory().constructParametricType(Paged.class, Task.class)
                : mapper.constructType(type);
    }

    /** A plain value of the type's JSON form that no value type takes: blank text, a score of 101, a key with '#'. */
    private static Object refusedValueOf(Class<?> type) {
        Class<?> form = type.isRecord() && type.getRecordComponents().length == 1
                ? type.getRecordComponents()[0].getType() : String.class;
        return form == int.class ? (Object) 101 : form == Map.class ? Map.of("key#part", "value") : " ";
    }

    /** What the value's own constructor says of {@code bad}: the rule a reader of the JSON must be told. */
    private static String refusal(Class<?> type, Object bad) throws ReflectiveOperationException {
        try {
            if (type == TaskHandle.class) {
                TaskHandle.parseToken((String) bad);
            } else if (type == DeadlineHandle.class) {
                DeadlineHandle.parseToken((String) bad);
            } else {
                Class<?>[] parameters = Arrays.stream(type.getRecordComponents()).map(RecordComponent::getType)
                        .toArray(Class<?>[]::new);
                type.getDeclaredConstructor(parameters).newInstance(bad);
            }
        } catch (InvocationTargetException refused) {
            return refused.getCause().getMessage();
        } catch (InvalidValue refused) {
            return refused.getMessage();
        }
        throw new AssertionError(type + " takes '" + bad + "': choose a value it refuses");
    }

    /** Equal, but for what a record only holds for its own process (a job's progress callback). */
    private static void assertSameValue(Object expected, Object actual, String json) throws ReflectiveOperationException {
        if (!expected.getClass().isRecord() || !expected.getClass().equals(actual.getClass())) {
            assertEquals(expected, actual, json);
            return;
        }
        for (RecordComponent component : expected.getClass().getRecordComponents()) {
            if (component.getType().getPackageName().equals("java.util.function")) {
                continue;
            }
            assertTrue(Objects.equals(component.getAccessor().invoke(expected), component.getAccessor().invoke(actual)),
                    component.getName() + " of " + json);
        }
    }

    @Test
    void no_value_of_the_api_is_written_as_an_object_holding_a_value_field() throws JsonProcessingException {
        for (Object sample : SAMPLES.values()) {
            JsonNode json = mapper.valueToTree(sample);
            assertFalse(json.findParents("value").stream().anyMatch(node -> node.size() == 1),
                    sample.getClass().getName() + " is written with a {\"value\": ...} inside: " + json);
        }
    }
}
