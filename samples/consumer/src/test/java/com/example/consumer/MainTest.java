package com.example.consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class MainTest {
    @Test
    void a_case_is_opened_on_the_in_memory_store_at_its_first_version() {
        assertEquals(1, Main.openOneCase().version());
    }
}
