package io.enforcementcore.adapters.dynamodb.read;

import io.enforcementcore.adapters.dynamodb.read.AccessPatternPlan.Step;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.adapters.dynamodb.table.TableDefinition;
import io.enforcementcore.adapters.dynamodb.table.TableDefinition.Index;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What each index projects besides its keys: exactly the attributes its views decode, as the index steps
 * of {@link AccessPatternRegistry} declare them (INCLUDE). No view needs more than its index holds, so
 * none fetches the item by key afterwards. {@link #ALL} stands for a table whose indexes project
 * everything (one created before the projections were narrowed; DynamoDB cannot narrow an LSI, nor a GSI
 * in place).
 *
 * <p>The test engine cannot show a view that reaches past its index: asked for an attribute an index does
 * not project, moto (5.2) leaves it out of the answer, where DynamoDB fetches it from the table for an LSI,
 * at a cost, and refuses the request for a GSI. Hence the guards that do not depend on the engine: a
 * decoder reads only what its view declares, the projections are derived from those declarations, and
 * every Query of an index asks for exactly what the index projects.
 */
public final class IndexProjections {
    /** Every index projects ALL: requests then ask for whole items. */
    public static final IndexProjections ALL = new IndexProjections(Map.of());

    private final Map<Index, List<String>> nonKeyAttributes;

    private IndexProjections(Map<Index, List<String>> nonKeyAttributes) {
        this.nonKeyAttributes = nonKeyAttributes;
    }

    /** Each index projects the attributes its views decode (INCLUDE), derived from the registry. */
    public static IndexProjections byNeed() {
        Map<Index, List<String>> included = new EnumMap<>(Index.class);
        for (Index index : Index.values()) {
            included.put(index, List.copyOf(decodedOn(index)));
        }
        return new IndexProjections(included);
    }

    private static Set<String> decodedOn(Index index) {
        Set<String> decoded = new LinkedHashSet<>();
        for (AccessPatternPlan plan : AccessPatternRegistry.READS) {
            plan.steps().stream().filter(step -> step.index().equals(index.name()))
                    .map(Step::decodes).forEach(decoded::addAll);
        }
        decoded.removeAll(keysOf(index));
        return decoded;
    }

    /** The keys every entry of {@code index} carries whatever its projection: the table's and its own. */
    public static List<String> keysOf(Index index) {
        Set<String> keys = new LinkedHashSet<>(List.of(KeyGrammar.PK, KeyGrammar.SK, index.partitionKey(),
                index.sortKey()));
        return List.copyOf(keys);
    }

    /** The table {@code tableName} with these projections. */
    public TableDefinition table(String tableName) {
        return new TableDefinition(tableName, nonKeyAttributes);
    }

    /** For the docs: e.g. {@code projection INCLUDE tenantId, caseId} or {@code projection ALL}. */
    public String describe(Index index) {
        List<String> attributes = nonKeyAttributes.get(index);
        if (attributes == null) {
            return "projection ALL";
        }
        return attributes.isEmpty() ? "projection KEYS_ONLY" : "projection INCLUDE " + String.join(", ", attributes);
    }

    /** The non-key attributes {@code index} projects (INCLUDE), by index; an index not listed projects ALL. */
    public Map<Index, List<String>> nonKeyAttributes() {
        return nonKeyAttributes;
    }

    /**
     * What a Query of each index asks for (its ProjectionExpression), by index name: everything the
     * index holds and nothing else. An LSI asked for more fetches it from the table at a cost no report
     * would show; a GSI refuses the request. An index not listed is asked for whole items.
     */
    public Map<String, List<String>> askedOf() {
        Map<String, List<String>> asked = new LinkedHashMap<>();
        nonKeyAttributes.forEach((index, attributes) -> {
            List<String> all = new ArrayList<>(keysOf(index));
            all.addAll(attributes);
            asked.put(index.name(), List.copyOf(all));
        });
        return asked;
    }
}
