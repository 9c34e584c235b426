package io.enforcementcore.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.application.query.BackfillResumeToken;
import io.enforcementcore.workbench.ExitCode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The inputs operators got wrong, each refused with exit 2, what to do, and no Java class name: no
 * {@code java.}, no {@code ...Exception}, no {@code Outer$Inner}, in text or in JSON.
 */
class NoClassNamesInMessagesTest {
    @TempDir
    Path dir;

    /** A class or a method of one: {@code java.}, {@code ...Exception}, {@code Outer$Inner}, {@code Type.method(}. */
    static final Pattern CLASS_LIKE = Pattern.compile("java\\.|javax\\.|Exception|Error\\b|\\b[A-Z]\\w*\\$[A-Z]\\w*"
            + "|\\b(?:[a-z]+\\.){2,}[A-Z]\\w+|\\b[A-Z]\\w*\\.[a-z]\\w*\\(");
    private static final String[] OPEN_CASE = {"open-case", "--tenant", "ojk", "--external-ref", "R-1", "--title", "T",
            "--risk", "10", "--owner-org", "o"};

    private static String[] with(String[] first, String... more) {
        List<String> all = new ArrayList<>(List.of(first));
        all.addAll(List.of(more));
        return all.toArray(String[]::new);
    }

    /** Runs in text and in JSON; both exit 2, name no class, and say {@code advice}. */
    private static void refusedPlainly(Map<String, String> environment, String advice, String... args) {
        CliRun text = CliRun.with(Main.commandLine(environment), args);
        CliRun json = CliRun.with(Main.commandLine(environment), with(args, "--output", "json"));

        for (CliRun run : List.of(text, json)) {
            String printed = run.out() + run.err();
            assertEquals(ExitCode.REJECTED.code(), run.exitCode(), printed);
            Matcher className = CLASS_LIKE.matcher(printed);
            assertFalse(className.find(), () -> "a class name (" + className.group() + ") in: " + printed);
            assertTrue(printed.contains(advice), "'" + advice + "' in: " + printed);
        }
        assertTrue(text.err().startsWith("rejected: "), text.err());
        assertEquals(2.0, JsonOutputTest.field(JsonOutputTest.document(json), "error").get("exitCode"));
    }

    private static void refusedPlainly(String advice, String... args) {
        refusedPlainly(Map.of(), advice, args);
    }

    @Test
    void an_endpoint_that_is_no_url_is_refused_with_an_example() {
        refusedPlainly("such as http://localhost:8000", with(OPEN_CASE, "--store", "dynamodb", "--endpoint", "foo"));
        refusedPlainly("such as http://localhost:8000", with(OPEN_CASE, "--store", "dynamodb", "--endpoint", "a b"));
        refusedPlainly("such as http://localhost:8000",
                with(OPEN_CASE, "--store", "dynamodb", "--endpoint", "localhost:8000"));
    }

    @Test
    void a_table_name_dynamodb_would_refuse_is_refused_before_any_request() {
        refusedPlainly("invalid table: 'ab' is not a DynamoDB table name", with(OPEN_CASE, "--store", "dynamodb",
                "--endpoint", "http://localhost:9", "--table", "ab"));
        refusedPlainly("3 to 255 letters, digits", "ops-template", "--table", "a b");
    }

    @Test
    void a_cursor_secret_that_is_too_short_is_refused_with_its_length() {
        refusedPlainly(Map.of(CompositionRoot.CURSOR_SECRET_ENV, "short"), "at least 16 bytes", "case",
                "--tenant", "ojk", "--case", "c-1");
    }

    /** A genuine cursor, printed by a shell that signed it with a secret of its own. */
    private String cursorOfAnotherRun() throws IOException {
        Path script = dir.resolve("two-cases.txt");
        Files.writeString(script, """
                open-case --tenant ojk --external-ref R-1 --title T --risk 90 --owner-org o
                open-case --tenant ojk --external-ref R-2 --title T --risk 91 --owner-org o
                high-risk --tenant ojk --limit 1
                """);
        CliRun shell = CliRun.of("shell", script.toString());
        Matcher cursor = Pattern.compile("next cursor: (\\S+)").matcher(shell.out());
        assertTrue(cursor.find(), shell.out() + shell.err());
        return cursor.group(1);
    }

    @Test
    void a_cursor_from_another_run_names_the_secret_to_share() throws IOException {
        String cursorOfAnotherRun = cursorOfAnotherRun();

        refusedPlainly("without " + CompositionRoot.CURSOR_SECRET_ENV + " each run seals", "high-risk", "--tenant", "ojk", "--limit",
                "1", "--cursor", cursorOfAnotherRun);
        refusedPlainly(Map.of(CompositionRoot.CURSOR_SECRET_ENV, "a secret of twenty bytes"),
                "by a run with the same " + CompositionRoot.CURSOR_SECRET_ENV, "high-risk", "--tenant", "ojk",
                "--limit", "1", "--cursor", cursorOfAnotherRun);
    }

    @Test
    void a_resume_position_no_backfill_printed_is_refused() {
        refusedPlainly("as the interrupted run printed it", "backfill", "--resume", "0:zzz");
        refusedPlainly("starts with", "backfill", "--resume", "first:AAAA");
        refusedPlainly("not base64url", "backfill", "--resume", "bf1.!!");
        String garbageInAGoodToken = BackfillResumeToken.encode(List.of("0:garbage!!"));
        refusedPlainly("the position of segment 0 is refused", "backfill", "--resume", garbageInAGoodToken);
        refusedPlainly("the position of segment 0 is refused", "sweep-drift", "--resume", garbageInAGoodToken);
    }

    @Test
    void dynamodb_options_given_to_the_in_memory_store_are_refused() {
        refusedPlainly("add --store dynamodb", "case", "--tenant", "ojk", "--case", "c-1", "--endpoint",
                "http://localhost:8000");
        refusedPlainly("--region, --table: only a DynamoDB store takes these options", with(OPEN_CASE, "--region", "eu-west-1",
                "--table", "Cases"));
        refusedPlainly("add --store dynamodb", "demo", "--table", "Cases");
    }

    @Test
    void bad_options_name_the_option_and_the_help() {
        refusedPlainly("see 'enforcementcore open-case --help'", "open-case", "--tenant", "ojk", "--risk", "high");
        refusedPlainly("Missing required option", "open-case", "--tenant", "ojk");
        refusedPlainly("--samples must be at least 1", "matrix", "--samples", "0");
    }

    @Test
    void the_check_finds_a_class_name_where_there_is_one() {
        for (String printed : List.of("failed: java.lang.NullPointerException: x", "PagePositions$InvalidPagePosition",
                "failed: IllegalArgumentException: a cursor secret", "io.enforcementcore.cli.Main broke")) {
            assertTrue(CLASS_LIKE.matcher(printed).find(), printed);
        }
        assertFalse(CLASS_LIKE.matcher("rejected: case 'c-1' was not found; see http://localhost:8000").find());
    }
}
