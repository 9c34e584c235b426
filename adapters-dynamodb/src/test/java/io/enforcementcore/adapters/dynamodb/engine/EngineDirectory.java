package io.enforcementcore.adapters.dynamodb.engine;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/** Where the engine lives, as documented on {@link DynamoDbTestEngine}. */
final class EngineDirectory {

  private EngineDirectory() {}

  static Path resolve() {
    String configured = System.getProperty(DynamoDbTestEngine.ENGINE_DIR_PROPERTY);
    if (configured != null && !configured.isBlank()) {
      return Paths.get(configured).toAbsolutePath().normalize();
    }
    Path cwd = Paths.get(System.getProperty("user.dir")).toAbsolutePath().normalize();
    for (Path dir = cwd; dir != null; dir = dir.getParent()) {
      // the checkout root, so all modules share one venv
      if (Files.isRegularFile(dir.resolve("mvnw"))) {
        return dir.resolve("target").resolve("dynamodb-engine");
      }
    }
    return cwd.resolve("target").resolve("dynamodb-engine");
  }
}
