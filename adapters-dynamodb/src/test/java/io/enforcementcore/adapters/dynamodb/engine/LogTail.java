package io.enforcementcore.adapters.dynamodb.engine;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The last lines of a log, to put the cause right into the exception message. */
final class LogTail {

  private static final int LINES = 20;

  private LogTail() {}

  /** A line break, a header naming the log, then its last lines; empty if empty or unreadable. */
  static String of(Path log) {
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
          + String.join(nl, lines.subList(Math.max(0, lines.size() - LINES), lines.size()));
    } catch (IOException | UncheckedIOException e) {
      return "";
    }
  }
}
