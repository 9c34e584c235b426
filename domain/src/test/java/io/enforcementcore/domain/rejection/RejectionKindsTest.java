package io.enforcementcore.domain.rejection;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class RejectionKindsTest {

    @Test
    @SuppressWarnings("unchecked")
    void every_rejection_has_a_kind_of_its_own_in_lower_case_words_that_names_it_back() {
        List<Class<? extends Rejection>> rejections = Arrays.stream(Rejection.class.getPermittedSubclasses())
                .<Class<? extends Rejection>>map(type -> (Class<? extends Rejection>) type).toList();

        Set<String> kinds = rejections.stream().map(RejectionKinds::of).collect(Collectors.toSet());

        assertEquals(rejections.size(), kinds.size(), kinds.toString());
        for (Class<? extends Rejection> rejection : rejections) {
            String kind = RejectionKinds.of(rejection);
            assertTrue(kind.matches("[a-z]+(-[a-z]+)*"), kind);
            assertEquals(rejection, RejectionKinds.typeOf(kind).get(), kind);
        }
    }

    @Test
    void a_text_that_is_no_kind_names_no_rejection() {
        assertTrue(RejectionKinds.typeOf("NotFound").isEmpty());
    }
}
