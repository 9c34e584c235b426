package io.enforcementcore.adapters.dynamodb.engine;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A real DynamoDB-protocol server for tests: moto in server mode, provisioned and started by the
 * test JVM itself.
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

  private static final String RESOURCE_DIR = "dynamodb-engine/";
  private static final String REQUIREMENTS = "requirements.txt";
  private static final String LAUNCHER = "moto_launcher.py";
  private static final String MARKER = ".requirements.sha256";
  private static final String PORT_PREFIX = "MOTO_PORT=";

  private static final long START_TIMEOUT_SECONDS = 60;
  private static final long VENV_TIMEOUT_SECONDS = 300;
  private static final long PIP_TIMEOUT_SECONDS = 1200;
  private static final long STOP_TIMEOUT_SECONDS = 5;

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
      endpoint = start(engineDir());
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

  // ---------------------------------------------------------------------------------------------
  // engine directory

  static Path engineDir() {
    String configured = System.getProperty(ENGINE_DIR_PROPERTY);
    if (configured != null && !configured.isBlank()) {
      return Paths.get(configured).toAbsolutePath().normalize();
    }
    Path cwd = Paths.get(System.getProperty("user.dir")).toAbsolutePath().normalize();
    for (Path dir = cwd; dir != null; dir = dir.getParent()) {
      if (Files.isRegularFile(dir.resolve("mvnw"))) {
        return dir.resolve("target").resolve("dynamodb-engine");
      }
    }
    return cwd.resolve("target").resolve("dynamodb-engine");
  }

  // ---------------------------------------------------------------------------------------------
  // install

  private static URI start(Path engineDir) {
    byte[] requirements = resource(REQUIREMENTS);
    byte[] launcher = resource(LAUNCHER);
    Path venv = engineDir.resolve("venv");
    Path python = venvPython(venv);
    Path launcherFile = engineDir.resolve(LAUNCHER);
    try {
      Files.createDirectories(engineDir);
    } catch (IOException e) {
      throw new IllegalStateException(
          "DynamoDB test engine: cannot create engine directory " + engineDir + ": " + e, e);
    }
    Path lockFile = engineDir.resolve("install.lock");
    try (FileChannel channel =
        FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
      FileLock lock = channel.lock(); // blocks while another JVM installs; closing releases it
      try {
        installIfNeeded(engineDir, venv, python, requirements);
        writeIfChanged(launcherFile, launcher);
      } finally {
        lock.release();
      }
    } catch (IOException e) {
      throw new IllegalStateException(
          "DynamoDB test engine: cannot lock " + lockFile + " for installation: " + e, e);
    }
    return launch(engineDir, python, launcherFile);
  }

  private static void installIfNeeded(
      Path engineDir, Path venv, Path python, byte[] requirements) throws IOException {
    String hash = sha256(requirements);
    Path marker = venv.resolve(MARKER);
    if (Files.isExecutable(python)
        && Files.isRegularFile(marker)
        && Files.readString(marker, StandardCharsets.UTF_8).trim().equals(hash)) {
      return;
    }
    Path log = engineDir.resolve("install.log");
    Path requirementsFile = engineDir.resolve(REQUIREMENTS);
    writeIfChanged(requirementsFile, requirements);
    deleteRecursively(venv);
    Files.writeString(
        log,
        "DynamoDB test engine install, requirements sha256 " + hash + System.lineSeparator(),
        StandardCharsets.UTF_8);

    long started = System.nanoTime();
    String basePython = System.getProperty(PYTHON_PROPERTY, "python3");
    run(
        "create the Python venv (needs Python 3.11+ with the venv module, e.g. Debian's"
            + " python3-venv; set -D"
            + PYTHON_PROPERTY
            + "=<python> to choose another interpreter)",
        List.of(basePython, "-m", "venv", venv.toString()),
        engineDir,
        log,
        VENV_TIMEOUT_SECONDS);
    run(
        "pip install -r " + requirementsFile + " (needs network access to PyPI)",
        List.of(
            python.toString(),
            "-m",
            "pip",
            "install",
            "--disable-pip-version-check",
            "--no-input",
            "-r",
            requirementsFile.toString()),
        engineDir,
        log,
        PIP_TIMEOUT_SECONDS);
    Files.writeString(marker, hash + System.lineSeparator(), StandardCharsets.UTF_8);
    Files.writeString(
        log,
        "installed in "
            + TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - started)
            + " s"
            + System.lineSeparator(),
        StandardCharsets.UTF_8,
        StandardOpenOption.APPEND);
  }

  private static void run(
      String step, List<String> command, Path workDir, Path log, long timeoutSeconds)
      throws IOException {
    Files.writeString(
        log,
        "$ " + String.join(" ", command) + System.lineSeparator(),
        StandardCharsets.UTF_8,
        StandardOpenOption.APPEND);
    ProcessBuilder builder =
        new ProcessBuilder(command)
            .directory(workDir.toFile())
            .redirectErrorStream(true)
            .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
            .redirectInput(ProcessBuilder.Redirect.from(nullFile()));
    builder.environment().put("PYTHONUNBUFFERED", "1");
    Process process;
    try {
      process = builder.start();
    } catch (IOException e) {
      throw new IllegalStateException(
          "DynamoDB test engine: failed to " + step + ": cannot run " + command.get(0) + ": " + e,
          e);
    }
    try {
      if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        throw new IllegalStateException(
            "DynamoDB test engine: failed to "
                + step
                + ": timed out after "
                + timeoutSeconds
                + " s; see "
                + log
                + tail(log));
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
      throw new IllegalStateException("DynamoDB test engine: interrupted while trying to " + step, e);
    }
    if (process.exitValue() != 0) {
      throw new IllegalStateException(
          "DynamoDB test engine: failed to "
              + step
              + ": exit code "
              + process.exitValue()
              + "; see "
              + log
              + tail(log));
    }
  }

  // ---------------------------------------------------------------------------------------------
  // launch

  private static URI launch(Path engineDir, Path python, Path launcherFile) {
    Path log = engineDir.resolve("moto-" + ProcessHandle.current().pid() + ".log");
    ProcessBuilder builder =
        new ProcessBuilder(python.toString(), launcherFile.toString(), "--exit-on-stdin-eof")
            .directory(engineDir.toFile())
            .redirectError(ProcessBuilder.Redirect.to(log.toFile()));
    builder.environment().put("PYTHONUNBUFFERED", "1");
    Process process;
    try {
      process = builder.start();
    } catch (IOException e) {
      throw new IllegalStateException(
          "DynamoDB test engine: cannot start " + python + " " + launcherFile + ": " + e, e);
    }
    Runtime.getRuntime()
        .addShutdownHook(new Thread(() -> stop(process), "dynamodb-test-engine-stop"));

    CompletableFuture<Integer> port = new CompletableFuture<>();
    Thread reader =
        new Thread(() -> readStdout(process.getInputStream(), port), "dynamodb-test-engine-stdout");
    reader.setDaemon(true);
    reader.start();
    try {
      int p = port.get(START_TIMEOUT_SECONDS, TimeUnit.SECONDS);
      return URI.create("http://127.0.0.1:" + p);
    } catch (TimeoutException e) {
      stop(process);
      throw new IllegalStateException(
          "DynamoDB test engine: moto did not report its port within "
              + START_TIMEOUT_SECONDS
              + " s; see "
              + log
              + tail(log),
          e);
    } catch (ExecutionException e) {
      stop(process);
      throw new IllegalStateException(
          "DynamoDB test engine: moto failed to start ("
              + e.getCause().getMessage()
              + "); see "
              + log
              + " (if the venv is broken, delete "
              + python.getParent().getParent()
              + " to reinstall it)"
              + tail(log),
          e.getCause());
    } catch (InterruptedException e) {
      stop(process);
      Thread.currentThread().interrupt();
      throw new IllegalStateException("DynamoDB test engine: interrupted while starting moto", e);
    }
  }

  /** Completes {@code port} from the first {@code MOTO_PORT=} line, then drains stdout. */
  private static void readStdout(InputStream stdout, CompletableFuture<Integer> port) {
    try (BufferedReader lines =
        new BufferedReader(new InputStreamReader(stdout, StandardCharsets.UTF_8))) {
      String line;
      while ((line = lines.readLine()) != null) {
        if (!port.isDone() && line.startsWith(PORT_PREFIX)) {
          try {
            port.complete(Integer.parseInt(line.substring(PORT_PREFIX.length()).trim()));
          } catch (NumberFormatException e) {
            port.completeExceptionally(new IllegalStateException("unparsable line: " + line));
          }
        }
      }
      port.completeExceptionally(new IllegalStateException("process exited before MOTO_PORT="));
    } catch (IOException e) {
      port.completeExceptionally(e);
    }
  }

  private static void stop(Process process) {
    if (!process.isAlive()) {
      return;
    }
    process.destroy(); // SIGTERM: the launcher finishes the request in progress and exits
    try {
      if (!process.waitFor(STOP_TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        process.waitFor(STOP_TIMEOUT_SECONDS, TimeUnit.SECONDS);
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }

  // ---------------------------------------------------------------------------------------------
  // helpers

  private static Path venvPython(Path venv) {
    boolean windows = System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("win");
    return windows
        ? venv.resolve("Scripts").resolve("python.exe")
        : venv.resolve("bin").resolve("python");
  }

  private static File nullFile() {
    boolean windows = System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("win");
    return new File(windows ? "NUL" : "/dev/null");
  }

  private static byte[] resource(String name) {
    String path = RESOURCE_DIR + name;
    try (InputStream in = DynamoDbTestEngine.class.getClassLoader().getResourceAsStream(path)) {
      if (in == null) {
        throw new IllegalStateException(
            "DynamoDB test engine: classpath resource "
                + path
                + " is missing (it ships in the adapters-dynamodb test-jar)");
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new IllegalStateException(
          "DynamoDB test engine: cannot read classpath resource " + path + ": " + e, e);
    }
  }

  /** Writes atomically, and only if the content differs (a running server may use the file). */
  private static void writeIfChanged(Path file, byte[] content) throws IOException {
    if (Files.isRegularFile(file) && Arrays.equals(Files.readAllBytes(file), content)) {
      return;
    }
    Path tmp = Files.createTempFile(file.getParent(), file.getFileName().toString(), ".tmp");
    try {
      Files.write(tmp, content);
      Files.move(
          tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } finally {
      Files.deleteIfExists(tmp);
    }
  }

  private static void deleteRecursively(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> paths = Files.walk(dir)) {
      paths
          .sorted(Comparator.reverseOrder())
          .forEach(
              p -> {
                try {
                  Files.delete(p);
                } catch (IOException e) {
                  throw new UncheckedIOException(e);
                }
              });
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }

  private static String sha256(byte[] content) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(content));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The last lines of a log, to put the cause right into the exception message. */
  private static String tail(Path log) {
    try {
      List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
      if (lines.isEmpty()) {
        return "";
      }
      String nl = System.lineSeparator();
      return nl
          + "--- last lines of "
          + log
          + " ---"
          + nl
          + String.join(nl, lines.subList(Math.max(0, lines.size() - 20), lines.size()));
    } catch (IOException | UncheckedIOException e) {
      return "";
    }
  }
}
