package io.enforcementcore.design.ops;

import io.enforcementcore.adapters.dynamodb.engine.DynamoDbTestEngine;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * cfn-lint, installed as the DynamoDB test engine is: a Python venv under {@code target/cfn-lint} at the
 * checkout root, built from the classpath resource {@code cfn-lint/requirements.txt} with
 * {@code python3 -m venv} and pip (the interpreter is the engine's property,
 * {@value DynamoDbTestEngine#PYTHON_PROPERTY}), serialized across JVMs by a file lock and skipped while a
 * marker records the same requirements hash. Every failure names the step and the log to read.
 */
final class CfnLint {
    /** What cfn-lint said about one template: its exit code (a bit per error, warning, informational) and output. */
    record Findings(int exitCode, String output) {
        boolean clean() {
            return exitCode == 0 && output.isBlank();
        }
    }

    private static final String REQUIREMENTS = "cfn-lint/requirements.txt";
    private static final String MARKER = ".requirements.sha256";
    private static final long INSTALL_TIMEOUT_SECONDS = 1200;
    private static final long LINT_TIMEOUT_SECONDS = 300;

    private CfnLint() {
    }

    /** Lints {@code template} as an error, a warning or an informational finding would fail a pipeline. */
    static Findings lint(Path template) {
        Path python = installed();
        List<String> command = List.of(python.toString(), "-c",
                "import sys; from cfnlint.runner import main; sys.argv[0] = 'cfn-lint'; sys.exit(main())",
                "--format", "parseable", "--non-zero-exit-code", "informational", "--", template.toString());
        try {
            Path output = Files.createTempFile("cfn-lint", ".out");
            try {
                int exit = run(command, output, LINT_TIMEOUT_SECONDS, "run cfn-lint on " + template);
                return new Findings(exit, Files.readString(output, StandardCharsets.UTF_8));
            } finally {
                Files.deleteIfExists(output);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The venv's Python, with cfn-lint installed. */
    static synchronized Path installed() {
        byte[] requirements = resource();
        Path dir = checkoutRoot().resolve("target").resolve("cfn-lint");
        Path venv = dir.resolve("venv");
        Path python = windows() ? venv.resolve("Scripts").resolve("python.exe") : venv.resolve("bin").resolve("python");
        try {
            Files.createDirectories(dir);
            try (FileChannel channel = FileChannel.open(dir.resolve("install.lock"), StandardOpenOption.CREATE,
                    StandardOpenOption.WRITE); FileLock lock = channel.lock()) {
                String hash = sha256(requirements);
                Path marker = venv.resolve(MARKER);
                if (Files.isExecutable(python) && Files.isRegularFile(marker)
                        && Files.readString(marker, StandardCharsets.UTF_8).trim().equals(hash)) {
                    return python;
                }
                Path requirementsFile = dir.resolve("requirements.txt");
                Files.write(requirementsFile, requirements);
                Path log = dir.resolve("install.log");
                Files.writeString(log, "cfn-lint install, requirements sha256 " + hash + System.lineSeparator());
                note(log, basePythonCommand());
                String basePython = System.getProperty(DynamoDbTestEngine.PYTHON_PROPERTY, "python3");
                expectSuccess(run(List.of(basePython, "-m", "venv", "--clear", venv.toString()), log,
                        INSTALL_TIMEOUT_SECONDS, "create the venv"), "create the venv with " + basePython
                        + " -m venv (needs Python 3.11+ with the venv module)", log);
                expectSuccess(run(List.of(python.toString(), "-m", "pip", "install", "--disable-pip-version-check",
                        "--no-input", "-r", requirementsFile.toString()), log, INSTALL_TIMEOUT_SECONDS,
                        "pip install"), "pip install -r " + requirementsFile + " (needs PyPI)", log);
                Files.writeString(marker, hash + System.lineSeparator(), StandardCharsets.UTF_8);
                return python;
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cfn-lint: cannot install under " + dir, e);
        }
    }

    private static String basePythonCommand() {
        return "$ " + System.getProperty(DynamoDbTestEngine.PYTHON_PROPERTY, "python3")
                + " -m venv, then pip install -r requirements.txt";
    }

    private static void note(Path log, String line) throws IOException {
        Files.writeString(log, line + System.lineSeparator(), StandardCharsets.UTF_8, StandardOpenOption.APPEND);
    }

    private static void expectSuccess(int exit, String step, Path log) {
        if (exit != 0) {
            throw new IllegalStateException("cfn-lint: failed to " + step + ": exit code " + exit + "; see " + log);
        }
    }

    /** Runs {@code command}, appending its output to {@code log}; answers its exit code. */
    private static int run(List<String> command, Path log, long timeoutSeconds, String step) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(new ArrayList<>(command)).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
                .redirectInput(ProcessBuilder.Redirect.from(new File(windows() ? "NUL" : "/dev/null")));
        Process process = builder.start();
        try {
            if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new IllegalStateException("cfn-lint: timed out after " + timeoutSeconds + " s trying to "
                        + step + "; see " + log);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IllegalStateException("cfn-lint: interrupted trying to " + step, e);
        }
        return process.exitValue();
    }

    private static byte[] resource() {
        try (InputStream in = CfnLint.class.getClassLoader().getResourceAsStream(REQUIREMENTS)) {
            if (in == null) {
                throw new IllegalStateException("cfn-lint: classpath resource " + REQUIREMENTS + " is missing");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Path checkoutRoot() {
        Path cwd = Paths.get(System.getProperty("user.dir")).toAbsolutePath().normalize();
        for (Path dir = cwd; dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("mvnw"))) {
                return dir;
            }
        }
        return cwd;
    }

    private static boolean windows() {
        return System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("win");
    }

    private static String sha256(byte[] content) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(content));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
