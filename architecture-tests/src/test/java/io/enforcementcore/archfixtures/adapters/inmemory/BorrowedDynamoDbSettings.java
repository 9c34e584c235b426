package io.enforcementcore.archfixtures.adapters.inmemory;

import io.enforcementcore.archfixtures.adapters.dynamodb.DynamoDbSettings;

/** One adapter leaning on another. */
record BorrowedDynamoDbSettings(DynamoDbSettings settings) {
}
