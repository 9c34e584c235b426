package io.enforcementcore.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.ToStringSerializer;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class InstantJsonTest {
    private final ObjectMapper mapper = new ObjectMapper().registerModule(new EnforcementCoreJacksonModule());

    @Test
    void an_instant_is_written_fixed_width_with_its_zero_milliseconds_so_that_text_order_is_time_order()
            throws JsonProcessingException {
        assertEquals("\"2026-07-12T17:00:00.000Z\"", mapper.writeValueAsString(Instant.parse("2026-07-12T17:00:00Z")));
        assertEquals("\"2026-07-12T17:00:00.120Z\"",
                mapper.writeValueAsString(Instant.parse("2026-07-12T17:00:00.12Z")));
    }

    @Test
    void an_instant_the_domain_cannot_hold_is_written_in_full_rather_than_cut() throws JsonProcessingException {
        Instant finer = Instant.parse("2026-07-12T17:00:00.000123Z");
        Instant before = Instant.parse("1969-12-31T23:59:59Z");

        assertEquals("\"2026-07-12T17:00:00.000123Z\"", mapper.writeValueAsString(finer));
        assertEquals(finer, mapper.readValue(mapper.writeValueAsString(finer), Instant.class));
        assertEquals(before, mapper.readValue(mapper.writeValueAsString(before), Instant.class));
    }

    @Test
    void any_iso_8601_instant_is_read() throws JsonProcessingException {
        assertEquals(Instant.parse("2026-07-12T17:00:00Z"), mapper.readValue("\"2026-07-12T17:00:00Z\"", Instant.class));
    }

    @Test
    void of_two_modules_that_write_instants_the_one_registered_last_writes_them() throws JsonProcessingException {
        SimpleModule otherTimes = new SimpleModule().addSerializer(Instant.class, ToStringSerializer.instance);
        Instant noon = Instant.parse("2026-07-12T12:00:00Z");

        ObjectMapper oursLast = new ObjectMapper().registerModule(otherTimes)
                .registerModule(new EnforcementCoreJacksonModule());
        ObjectMapper theirsLast = new ObjectMapper().registerModule(new EnforcementCoreJacksonModule())
                .registerModule(otherTimes);

        assertEquals("\"2026-07-12T12:00:00.000Z\"", oursLast.writeValueAsString(noon));
        assertEquals("\"2026-07-12T12:00:00Z\"", theirsLast.writeValueAsString(noon));
    }
}
