package io.enforcementcore.domain.commit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.domain.fixtures.FixedChangeSets;
import io.enforcementcore.domain.port.ChangeSet;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Stores keep commit ids on their items, so an id must not drift: a change set sent again after an upgrade is
 * recognised only by the id it landed under. The ids of fixed change sets are written down here as the
 * releases of each form made them; the former forms' were made by the last release that wrote them.
 */
class CommitIdFormsTest {
    /** Made by this form; a change here would leave every set that landed before unrecognised. */
    private static final Map<String, String> CURRENT = Map.of(
            "C01 open a case", "v3:0D3dNMd4W5_jXj4AW8HEAg",
            "C04 create a task, under a key", "v3:WFwMNiMdTdSBKIGhJzYg5g",
            "C09 attach evidence", "v3:6WR2CIXu8HtDKHIjMOv6DQ",
            "C13 publish the case's event", "v3:F2gdhPz0J35B39128FVRow");
    /** Made by the last release of the fingerprint form, then of the full-name form, from the same sets. */
    private static final Map<String, List<String>> FORMER = Map.of(
            "C01 open a case", List.of("9FqEE8pXshKxO0rYmcU_2Q", "fi-L23ogn27O0M3MBhtBng"),
            "C04 create a task, under a key", List.of("S0-rBJ71kyOJ4MFi9dNxRg", "87L8RxAgo0OEvGhFItyD1A"),
            "C09 attach evidence", List.of("JEnmJagEO7W4RQUeqBUpIA", "ytOlRQQiLEjltTtnQbFJZw"),
            "C13 publish the case's event", List.of("W-QvVEkSVl4POimF9dSgcg", "Br_z64adcSpFHmIHcZ1BPg"));

    @Test
    void a_change_set_has_the_id_this_form_always_gave_it() {
        Map<String, String> ids = new LinkedHashMap<>();
        FixedChangeSets.all().forEach((name, set) -> ids.put(name, set.commitId().value()));

        assertEquals(CURRENT, ids);
    }

    @Test
    void a_change_set_has_the_ids_the_releases_of_the_former_forms_gave_it() {
        Map<String, List<String>> ids = new LinkedHashMap<>();
        FixedChangeSets.all().forEach((name, set) ->
                ids.put(name, CommitId.formerOf(set).stream().map(CommitId::value).toList()));

        assertEquals(FORMER, ids);
    }

    @Test
    void every_kind_that_shares_its_place_in_a_change_set_with_another_has_a_name_of_its_own() {
        Set<Class<?>> unnamed = new LinkedHashSet<>();
        Set<Type> unsealed = new LinkedHashSet<>();
        for (Class<?> family : sealedFamiliesIn(ChangeSet.class, unsealed)) {
            for (Class<?> kind : family.getPermittedSubclasses()) {
                if (CommitNames.of(kind) == null) {
                    unnamed.add(kind);
                }
            }
        }

        assertEquals(Set.of(), unnamed, "each needs a name in CommitNames, or two kinds with equal parts digest alike");
        assertEquals(Set.of(), unsealed, "a place a change set holds any kind in cannot name every kind it holds");
    }

    @Test
    void no_two_kinds_share_a_name() {
        assertEquals(CommitNames.all().size(), new HashSet<>(CommitNames.all().values()).size());
    }

    /** The sealed interfaces the records reachable from {@code root} hold; any other interface goes to unsealed. */
    private static Set<Class<?>> sealedFamiliesIn(Class<?> root, Set<Type> unsealed) {
        Set<Class<?>> families = new LinkedHashSet<>();
        Set<Class<?>> seen = new HashSet<>();
        List<Type> next = new ArrayList<>(List.of(root));
        while (!next.isEmpty()) {
            Type type = next.remove(next.size() - 1);
            if (type instanceof ParameterizedType generic) {
                next.addAll(List.of(generic.getActualTypeArguments()));
            } else if (type instanceof WildcardType wildcard) {
                next.addAll(List.of(wildcard.getUpperBounds()));
            } else if (type instanceof Class<?> kind && kind.getName().startsWith("io.enforcementcore.")
                    && seen.add(kind)) {
                if (kind.isSealed()) {
                    families.add(kind);
                    next.addAll(List.of(kind.getPermittedSubclasses()));
                } else if (kind.isInterface()) {
                    unsealed.add(kind);
                }
                if (kind.isRecord()) {
                    for (RecordComponent component : kind.getRecordComponents()) {
                        next.add(component.getGenericType());
                    }
                }
            } else if (type instanceof Class<?> other && (other == Object.class || other == Record.class)) {
                unsealed.add(other);
            }
        }
        assertTrue(families.size() >= 5, "the walk found the change, precondition and payload families: " + families);
        return families;
    }
}
