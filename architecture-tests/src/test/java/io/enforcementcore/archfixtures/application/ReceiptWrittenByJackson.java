package io.enforcementcore.archfixtures.application;

import com.fasterxml.jackson.databind.ObjectMapper;

/** Writes its own JSON, bringing Jackson into the application. */
public final class ReceiptWrittenByJackson {

    public String receipt() throws Exception {
        return new ObjectMapper().writeValueAsString("receipt");
    }
}
