package io.enforcementcore.design.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The ops template passes cfn-lint (pinned in {@code cfn-lint/requirements.txt}) without one finding. */
class CfnLintTest {
    private static final String TEMPLATE = OpsTemplate.yaml("EnforcementCore");

    @TempDir
    Path dir;

    @Test
    void the_ops_template_passes_cfn_lint_without_an_error_a_warning_or_a_note() throws IOException {
        CfnLint.Findings findings = CfnLint.lint(write("ops.yaml", TEMPLATE));

        assertTrue(findings.clean(), () -> "cfn-lint exit " + findings.exitCode() + ":\n" + findings.output());
    }

    @Test
    void an_alarm_with_an_unknown_comparison_fails_the_lint_as_an_error() throws IOException {
        String broken = TEMPLATE.replaceFirst("ComparisonOperator: GreaterThanThreshold",
                "ComparisonOperator: MoreThanThreshold");
        assertFalse(broken.equals(TEMPLATE), "the template has a comparison to break");

        CfnLint.Findings findings = CfnLint.lint(write("broken.yaml", broken));

        assertFalse(findings.clean());
        assertEquals(2, findings.exitCode() & 2, "an error sets bit 2 of the exit code:\n" + findings.output());
        assertTrue(findings.output().contains("MoreThanThreshold"), findings.output());
    }

    @Test
    void a_parameter_that_nothing_uses_fails_the_lint_as_a_warning() throws IOException {
        String unused = TEMPLATE.replaceFirst("Parameters:\n", "Parameters:\n  Forgotten:\n    Type: String\n");

        CfnLint.Findings findings = CfnLint.lint(write("unused.yaml", unused));

        assertFalse(findings.clean());
        assertEquals(4, findings.exitCode() & 4, "a warning sets bit 4 of the exit code:\n" + findings.output());
        assertTrue(findings.output().contains("W2001"), findings.output());
    }

    private Path write(String name, String content) throws IOException {
        return Files.writeString(dir.resolve(name), content, StandardCharsets.UTF_8);
    }
}
