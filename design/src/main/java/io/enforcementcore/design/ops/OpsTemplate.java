package io.enforcementcore.design.ops;

import static io.enforcementcore.design.ops.Tree.getAtt;
import static io.enforcementcore.design.ops.Tree.map;
import static io.enforcementcore.design.ops.Tree.ref;

import io.enforcementcore.adapters.dynamodb.model.SecondaryIndex;
import io.enforcementcore.adapters.dynamodb.model.TableModel;
import io.enforcementcore.domain.model.InvalidValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The CloudFormation template that runs the table in production: the table as the adapter defines it
 * (with time to live, point-in-time recovery, deletion protection and encryption, retained when the
 * stack goes), the alarms an operator needs, a topic for them, and a dashboard of the same metrics.
 */
public final class OpsTemplate {
    /** DynamoDB's rule for table names; CloudFormation checks the parameter against it too. */
    static final String TABLE_NAME_PATTERN = "[a-zA-Z0-9_.-]+";
    static final String DASHBOARD = "Dashboard";

    private OpsTemplate() {
    }

    /** The template as YAML, for a table named {@code tableName} (the parameter's default). */
    public static String yaml(String tableName) {
        return YamlRenderer.render("EnforcementCore operations template, generated from the DynamoDB adapter's "
                + "table definition.\nDo not edit: regenerate with `enforcementcore ops-template --table "
                + tableName + "`.", tree(tableName));
    }

    static Map<String, Object> tree(String tableName) {
        if (tableName.length() < 3 || tableName.length() > 255 || !tableName.matches(TABLE_NAME_PATTERN)) {
            throw new InvalidValue("table", "a DynamoDB table name has 3 to 255 letters, digits, '_', '-' or '.'");
        }
        List<String> globalIndexes = TableModel.indexes().stream().filter(index -> !index.local())
                .map(SecondaryIndex::name).toList();
        Map<String, Object> alarms = Alarms.resources(globalIndexes);

        Map<String, Object> resources = new LinkedHashMap<>();
        resources.put(TableResource.LOGICAL_ID, TableResource.of(OpsParameters.TABLE_NAME));
        resources.put(OpsParameters.ALARM_TOPIC, map("Type", "AWS::SNS::Topic",
                "Condition", OpsParameters.CREATE_ALARM_TOPIC,
                "Properties", map("DisplayName", "EnforcementCore alarms")));
        resources.putAll(alarms);
        resources.put(DASHBOARD, OpsDashboard.resource(globalIndexes, new ArrayList<>(alarms.keySet())));

        return map(
                "AWSTemplateFormatVersion", "2010-09-09",
                "Description", "EnforcementCore: the single DynamoDB table, its alarms and its dashboard.",
                "Parameters", OpsParameters.parameters(tableName),
                "Conditions", OpsParameters.conditions(),
                "Resources", resources,
                "Outputs", map(
                        "TableName", map("Description", "The table.", "Value", ref(TableResource.LOGICAL_ID)),
                        "TableArn", map("Description", "The table's ARN, for IAM policies.",
                                "Value", getAtt(TableResource.LOGICAL_ID, "Arn")),
                        "AlarmTopic", map("Description", "The topic the alarms notify.",
                                "Value", OpsParameters.alarmTopic()),
                        "DashboardName", map("Description", "The dashboard.", "Value", ref(DASHBOARD))));
    }
}
