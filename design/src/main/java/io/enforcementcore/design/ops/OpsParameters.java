package io.enforcementcore.design.ops;

import static io.enforcementcore.design.ops.Tree.map;
import static io.enforcementcore.design.ops.Tree.ref;

import java.util.List;
import java.util.Map;

/** The template's parameters: the table's name, where alarms go, and every threshold an operator tunes. */
final class OpsParameters {
    static final String TABLE_NAME = "TableName";
    static final String ALARM_TOPIC_ARN = "AlarmTopicArn";
    static final String OUTBOX_NAMESPACE = "OutboxMetricNamespace";
    static final String READ_BUDGET = "ReadCapacityBudget";
    static final String WRITE_BUDGET = "WriteCapacityBudget";
    static final String READ_LATENCY = "ReadLatencyThresholdMilliseconds";
    static final String TRANSACTION_LATENCY = "TransactionLatencyThresholdMilliseconds";
    static final String OUTBOX_PENDING = "OutboxPendingThreshold";
    static final String OUTBOX_AGE = "OutboxOldestAgeThresholdSeconds";

    /** True when no topic was given, so the stack creates its own. */
    static final String CREATE_ALARM_TOPIC = "CreateAlarmTopic";
    static final String ALARM_TOPIC = "AlarmTopic";

    /** The namespace the library's Micrometer meters are published to unless configured otherwise. */
    static final String DEFAULT_OUTBOX_NAMESPACE = "EnforcementCore";

    private OpsParameters() {
    }

    static Map<String, Object> parameters(String tableName) {
        return map(
                TABLE_NAME, map("Type", "String", "Default", tableName,
                        "Description", "Name of the DynamoDB table.",
                        "AllowedPattern", OpsTemplate.TABLE_NAME_PATTERN, "MinLength", 3, "MaxLength", 255),
                ALARM_TOPIC_ARN, map("Type", "String", "Default", "",
                        "Description", "SNS topic that receives alarm and recovery notifications; "
                                + "empty creates a topic in this stack.",
                        "AllowedPattern", "(arn:aws[a-z-]*:sns:[a-z0-9-]+:[0-9]{12}:[A-Za-z0-9_-]+)?"),
                OUTBOX_NAMESPACE, map("Type", "String", "Default", DEFAULT_OUTBOX_NAMESPACE,
                        "Description", "CloudWatch namespace of the library's Micrometer meters "
                                + "(outbox backlog and oldest age)."),
                READ_BUDGET, number(100, "Read units per second, averaged over 5 minutes, that the table and its "
                        + "global indexes may consume together before the budget alarm fires."),
                WRITE_BUDGET, number(100, "Write units per second, averaged over 5 minutes, that the table and its "
                        + "global indexes may consume together before the budget alarm fires."),
                READ_LATENCY, number(50, "p99 latency in milliseconds of GetItem, BatchGetItem and Query above "
                        + "which an alarm fires."),
                TRANSACTION_LATENCY, number(200, "p99 latency in milliseconds of TransactWriteItems above which an "
                        + "alarm fires."),
                OUTBOX_PENDING, number(1000, "Pending outbox events above which the backlog alarm fires."),
                OUTBOX_AGE, number(300, "Age in seconds of the oldest pending outbox event above which an "
                        + "alarm fires."));
    }

    static Map<String, Object> conditions() {
        return map(CREATE_ALARM_TOPIC, map("Fn::Equals", List.of(ref(ALARM_TOPIC_ARN), "")));
    }

    /** The topic every alarm notifies: the one given, or the stack's own. */
    static Object alarmTopic() {
        return Tree.ifThen(CREATE_ALARM_TOPIC, ref(ALARM_TOPIC), ref(ALARM_TOPIC_ARN));
    }

    private static Map<String, Object> number(int defaultValue, String description) {
        return map("Type", "Number", "Default", defaultValue, "MinValue", 0, "Description", description);
    }
}
