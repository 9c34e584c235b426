package io.enforcementcore.archfixtures.cli;

import io.enforcementcore.archfixtures.adapters.dynamodb.DynamoDbSettings;
import io.enforcementcore.archfixtures.adapters.dynamodb.DynamoDbStorage;
import io.enforcementcore.archfixtures.adapters.inmemory.InMemoryStorage;
import io.enforcementcore.archfixtures.application.OpenCaseFile;
import io.enforcementcore.archfixtures.cli.demo.DemoCommand;
import java.time.Instant;

/** The composition root: the one place allowed to know every adapter. */
public final class Main {

    public static void main(String[] args) {
        var store = args.length == 0
                ? InMemoryStorage.create()
                : new DynamoDbStorage(new DynamoDbSettings(null, args[0]));
        new OpenCaseFile(store).open("CASE-1", "a case", Instant.EPOCH);
        new DemoCommand().run();
    }

    private Main() {
    }
}
