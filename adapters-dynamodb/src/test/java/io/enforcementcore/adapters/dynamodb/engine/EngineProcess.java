package io.enforcementcore.adapters.dynamodb.engine;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Runs {@code moto_launcher.py} as a child process serving one request at a time on a free
 * loopback port, which it reports on stdout as {@code MOTO_PORT=<port>}; its log goes to {@code
 * moto-<jvm pid>.log} in the engine directory. A shutdown hook stops it, and it also stops by
 * itself when this JVM dies (its stdin closes).
 */
final class EngineProcess {

  private static final String PORT_PREFIX = "MOTO_PORT=";
  private static final long START_TIMEOUT_SECONDS = 60;
  private static final long STOP_TIMEOUT_SECONDS = 5;

  /** The server this JVM started, if any: the one {@link #pause} stops and resumes. */
  private static volatile Process launched;

  private EngineProcess() {}

  /**
   * Stops the server's process (SIGSTOP) for {@code millis}, then lets it go on (SIGCONT), without
   * waiting: requests sent meanwhile wait in its socket's backlog and are executed when it resumes,
   * whether or not their clients still wait for the answers.
   *
   * @throws IllegalStateException when this JVM started no server (an endpoint was configured)
   */
  static void pause(long millis) {
    Process process = launched;
    if (process == null || !process.isAlive()) {
      throw new IllegalStateException("DynamoDB test engine: only a server this JVM started can be paused");
    }
    signal(process, "-STOP");
    Thread resume =
        new Thread(
            () -> {
              try {
                Thread.sleep(millis);
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              } finally {
                signal(process, "-CONT");
              }
            },
            "dynamodb-test-engine-resume");
    resume.setDaemon(false);
    resume.start();
  }

  private static void signal(Process process, String signal) {
    try {
      int exit = new ProcessBuilder("kill", signal, Long.toString(process.pid())).start().waitFor();
      if (exit != 0) {
        throw new IllegalStateException("DynamoDB test engine: kill " + signal + " exited " + exit);
      }
    } catch (IOException e) {
      throw new IllegalStateException("DynamoDB test engine: cannot send " + signal + ": " + e, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("DynamoDB test engine: interrupted sending " + signal, e);
    }
  }

  /**
   * Starts the server and waits for its port.
   *
   * @throws IllegalStateException naming what failed, with the tail of the server's log
   */
  static URI launch(Path engineDir, EngineInstaller.Installation installation) {
    Path python = installation.python();
    Path launcher = installation.launcher();
    Path log = engineDir.resolve("moto-" + ProcessHandle.current().pid() + ".log");
    ProcessBuilder builder =
        new ProcessBuilder(python.toString(), launcher.toString(), "--exit-on-stdin-eof")
            .directory(engineDir.toFile())
            .redirectError(ProcessBuilder.Redirect.to(log.toFile()));
    builder.environment().put("PYTHONUNBUFFERED", "1");
    Process process;
    try {
      process = builder.start();
    } catch (IOException e) {
      throw new IllegalStateException(
          "DynamoDB test engine: cannot start " + python + " " + launcher + ": " + e, e);
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
      launched = process;
      return URI.create("http://127.0.0.1:" + p);
    } catch (TimeoutException e) {
      stop(process);
      throw new IllegalStateException(
          "DynamoDB test engine: moto did not report its port within "
              + START_TIMEOUT_SECONDS
              + " s; see "
              + log
              + LogTail.of(log),
          e);
    } catch (ExecutionException e) {
      stop(process);
      throw new IllegalStateException(
          "DynamoDB test engine: moto failed to start ("
              + e.getCause().getMessage()
              + "); see "
              + log
              + " (if the venv is broken, delete "
              + installation.venv()
              + " to reinstall it)"
              + LogTail.of(log),
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
}
