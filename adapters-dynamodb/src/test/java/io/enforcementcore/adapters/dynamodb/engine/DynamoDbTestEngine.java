package io.enforcementcore.adapters.dynamodb.engine;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.security.SecureRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Pattern;

/**
 * A real DynamoDB-protocol server for tests: moto in server mode, provisioned and started by the
 * test JVM itself. The same endpoint serves SQS and SNS too, for the event channels' tests (moto's
 * {@code sqs} and {@code sns} extras add no packages to what {@code moto[dynamodb]} installs).
 *
 * <p>{@link #endpoint()} starts at most one server per JVM and returns its URI:
 *
 * <ol>
 *   <li>If the environment variable {@value #ENDPOINT_ENV} is set, its value is returned and
 *       nothing is started (e.g. to test against DynamoDB Local or a shared server).
 *   <li>Otherwise a Python virtual environment is created (once per checkout) under the engine
 *       directory with {@code python3 -m venv} and {@code pip install -r requirements.txt}; the
 *       requirements and the launcher script are read from this class's classpath resources
 *       ({@code dynamodb-engine/}), so modules using the {@code adapters-dynamodb} test-jar get
 *       them too. Installation is serialized across JVMs by a file lock and skipped when a marker
 *       records the same requirements hash.
 *   <li>{@code moto_launcher.py} is started as a child process serving one request at a time on a
 *       free loopback port; its log goes to {@code moto-<jvm pid>.log} in the engine directory. A
 *       shutdown hook stops it, and it also stops by itself when this JVM dies (its stdin closes).
 * </ol>
 *
 * <p>The engine directory is the system property {@value #ENGINE_DIR_PROPERTY} if set, else
 * {@code target/dynamodb-engine} in the nearest directory at or above the working directory that
 * contains {@code mvnw} (the checkout root, so all modules share one venv), else {@code
 * target/dynamodb-engine} in the working directory. The Python interpreter used to create the venv
 * is the system property {@value #PYTHON_PROPERTY}, default {@code python3}.
 *
 * <p>Every failure throws {@link IllegalStateException} naming the step that failed and the log
 * to read; the engine never skips silently.
 */
public final class DynamoDbTestEngine {

  /** Environment variable: use this endpoint instead of starting a server. */
  public static final String ENDPOINT_ENV = "DYNAMODB_ENDPOINT";

  /** System property: directory holding the venv, the launcher, the lock and the logs. */
  public static final String ENGINE_DIR_PROPERTY = "enforcementcore.engine.dir";

  /** System property: Python (3.11+) used to create the venv; default {@code python3}. */
  public static final String PYTHON_PROPERTY = "enforcementcore.engine.python";

  private static final Pattern TABLE_NAME = Pattern.compile("[A-Za-z0-9_.-]+");
  private static final int MAX_TABLE_NAME = 255;
  private static final AtomicLong TABLE_SEQUENCE = new AtomicLong();
  private static final SecureRandom RANDOM = new SecureRandom();
  private static final char[] ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz".toCharArray();

  private static URI endpoint;
  private static IllegalStateException failure;

  private DynamoDbTestEngine() {}

  /**
   * The endpoint of this JVM's DynamoDB test server, started (and installed if needed) on first
   * call.
   *
   * @throws IllegalStateException if the server cannot be installed or started
   */
  public static synchronized URI endpoint() {
    if (endpoint != null) {
      return endpoint;
    }
    if (failure != null) { // fail fast: do not retry a slow install or start in every test class
      throw new IllegalStateException(failure.getMessage(), failure);
    }
    String configured = System.getenv(ENDPOINT_ENV);
    if (configured != null && !configured.isBlank()) {
      endpoint = URI.create(configured.trim());
      return endpoint;
    }
    try {
      endpoint = start(EngineDirectory.resolve());
      return endpoint;
    } catch (IllegalStateException e) {
      failure = e;
      throw e;
    }
  }

  /**
   * A table name unique within this JVM and, with overwhelming probability, across JVMs sharing a
   * server: {@code prefix + "-" + <sequence><random>}, e.g. {@code cases-1k3x9qa}.
   *
   * @param prefix 1 to 240 characters of {@code [A-Za-z0-9_.-]}
   */
  public static String uniqueTableName(String prefix) {
    if (prefix == null
        || !TABLE_NAME.matcher(prefix).matches()
        || prefix.length() > MAX_TABLE_NAME - 15) {
      throw new IllegalArgumentException(
          "table name prefix must be 1-" + (MAX_TABLE_NAME - 15) + " of [A-Za-z0-9_.-]: " + prefix);
    }
    StringBuilder name = new StringBuilder(prefix).append('-');
    name.append(Long.toString(TABLE_SEQUENCE.incrementAndGet(), Character.MAX_RADIX));
    for (int i = 0; i < 6; i++) {
      name.append(ALPHABET[RANDOM.nextInt(ALPHABET.length)]);
    }
    return name.toString();
  }

  /**
   * Pauses this JVM's server for {@code pause} and returns at once; it resumes by itself. For fault
   * tests: what a client sends meanwhile is executed late, after its timeouts may have fired.
   *
   * @throws IllegalStateException when the endpoint came from {@value #ENDPOINT_ENV}
   */
  public static void pauseFor(Duration pause) {
    endpoint();
    EngineProcess.pause(pause.toMillis());
  }

  /** Whether this JVM started the server itself, so that {@link #pauseFor} can pause it. */
  public static boolean startedHere() {
    String configured = System.getenv(ENDPOINT_ENV);
    return configured == null || configured.isBlank();
  }

  private static URI start(Path engineDir) {
    return EngineProcess.launch(engineDir, EngineInstaller.install(engineDir));
  }
}
