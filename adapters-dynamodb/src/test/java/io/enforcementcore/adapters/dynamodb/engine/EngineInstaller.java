package io.enforcementcore.adapters.dynamodb.engine;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Provisions the engine directory: a Python venv with the requirements installed (skipped when a
 * marker in the venv records the same requirements hash) and the launcher script, both taken from
 * the classpath resources {@code dynamodb-engine/}. Installation is serialized across JVMs by a
 * file lock; the commands and their output go to {@code install.log}.
 */
final class EngineInstaller {

  /** What {@link EngineProcess} needs to start the server. */
  record Installation(Path venv, Path python, Path launcher) {}

  private static final String RESOURCE_DIR = "dynamodb-engine/";
  private static final String REQUIREMENTS = "requirements.txt";
  private static final String LAUNCHER = "moto_launcher.py";
  private static final String MARKER = ".requirements.sha256";

  private static final long VENV_TIMEOUT_SECONDS = 300;
  private static final long PIP_TIMEOUT_SECONDS = 1200;

  private EngineInstaller() {}

  /**
   * Installs the venv if needed and writes the launcher into {@code engineDir}.
   *
   * @throws IllegalStateException naming the step that failed and the log to read
   */
  static Installation install(Path engineDir) {
    byte[] requirements = resource(REQUIREMENTS);
    byte[] launcher = resource(LAUNCHER);
    Path venv = engineDir.resolve("venv");
    Installation installation =
        new Installation(venv, venvPython(venv), engineDir.resolve(LAUNCHER));
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
        installIfNeeded(engineDir, installation, requirements);
        writeIfChanged(installation.launcher(), launcher);
      } finally {
        lock.release();
      }
    } catch (IOException e) {
      throw new IllegalStateException(
          "DynamoDB test engine: cannot lock " + lockFile + " for installation: " + e, e);
    }
    return installation;
  }

  private static void installIfNeeded(
      Path engineDir, Installation installation, byte[] requirements) throws IOException {
    Path venv = installation.venv();
    Path python = installation.python();
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
    String basePython = System.getProperty(DynamoDbTestEngine.PYTHON_PROPERTY, "python3");
    run(
        "create the Python venv (needs Python 3.11+ with the venv module, e.g. Debian's"
            + " python3-venv; set -D"
            + DynamoDbTestEngine.PYTHON_PROPERTY
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
                + LogTail.of(log));
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
      throw new IllegalStateException(
          "DynamoDB test engine: interrupted while trying to " + step, e);
    }
    if (process.exitValue() != 0) {
      throw new IllegalStateException(
          "DynamoDB test engine: failed to "
              + step
              + ": exit code "
              + process.exitValue()
              + "; see "
              + log
              + LogTail.of(log));
    }
  }

  private static boolean windows() {
    return System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("win");
  }

  private static Path venvPython(Path venv) {
    return windows()
        ? venv.resolve("Scripts").resolve("python.exe")
        : venv.resolve("bin").resolve("python");
  }

  private static File nullFile() {
    return new File(windows() ? "NUL" : "/dev/null");
  }

  private static byte[] resource(String name) {
    String path = RESOURCE_DIR + name;
    try (InputStream in = EngineInstaller.class.getClassLoader().getResourceAsStream(path)) {
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
}
