package io.enforcementcore.cli;

// guide example imports: begin
import io.enforcementcore.adapters.inmemory.InMemoryStorage;
import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.EnforcementCoreBuilder;
import io.enforcementcore.application.command.CreateTask;
import io.enforcementcore.application.command.OpenCase;
import io.enforcementcore.application.command.RescheduleTask;
import io.enforcementcore.application.query.PageQuery;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.Receipt;
import java.time.Instant;
import java.util.List;
// guide example imports: end

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The embedding guide's example compiles, runs, and is the very code the guide shows. */
class EmbeddingExampleTest {
    private static final Path GUIDE = Path.of("..", "docs", "guide", "embedding.md");
    private static final Path THIS_FILE = Path.of("src", "test", "java", "io", "enforcementcore", "cli",
            "EmbeddingExampleTest.java");

    List<Task> example() {
        // guide example: begin
        EnforcementCore core = EnforcementCoreBuilder.on(InMemoryStorage.create()).build();
        Principal officer = Principal.of("ojk", "officer-7", Classification.RESTRICTED, Role.OFFICER);
        UserId assignee = new UserId("officer-7");

        Receipt opened = core.openCase(officer, new OpenCase(new ExternalRef("OJK/2026/000123"),
                        new Title("Suspected market manipulation"), new RiskScore(82), Classification.RESTRICTED,
                        new OrgId("ojk-markets")))
                .getOrElseThrow(rejection -> new IllegalStateException(rejection.message()));
        Receipt created = core.createTask(officer, new CreateTask(opened.caseId(),
                        new Title("Request trading records"), assignee, Instant.parse("2026-07-12T17:00:00Z")))
                .getOrElseThrow(rejection -> new IllegalStateException(rejection.message()));

        // a task is named by the handle its receipt hands out, never by its due time
        TaskHandle task = created.task().get();
        Instant nextWeek = Instant.parse("2026-07-19T17:00:00Z");
        core.rescheduleTask(officer, new RescheduleTask(task, created.version(), nextWeek));

        // AP03 reads an index: immediate in memory, eventually consistent on DynamoDB
        List<Task> openTasks = core.openTasksOfAssignee(officer, assignee, PageQuery.first(25))
                .map(page -> page.items())
                .getOrElse(List.of());
        // guide example: end
        return openTasks;
    }

    @Test
    void the_example_opens_a_case_reschedules_its_task_and_lists_the_officers_open_task() {
        List<Task> openTasks = example();

        assertEquals(1, openTasks.size());
        assertEquals("Request trading records", openTasks.get(0).title().value());
        assertEquals(Instant.parse("2026-07-19T17:00:00Z"), openTasks.get(0).dueAt());
    }

    @Test
    void the_guide_shows_exactly_this_example() throws IOException {
        String source = Files.readString(THIS_FILE, StandardCharsets.UTF_8);
        String shown = between(source, "// guide example imports: begin\n", "// guide example imports: end\n")
                + "\n" + dedent(between(source, "// guide example: begin\n", "        // guide example: end\n"));
        String guide = Files.readString(GUIDE, StandardCharsets.UTF_8);

        assertTrue(guide.contains("```java\n" + shown + "```\n"),
                "docs/guide/embedding.md must show, in a java block, exactly:\n" + shown);
    }

    private static String between(String text, String begin, String end) {
        int from = text.indexOf(begin);
        int to = text.indexOf(end, from);
        if (from < 0 || to < 0) {
            throw new IllegalStateException("markers '" + begin.strip() + "' and '" + end.strip() + "' not found");
        }
        return text.substring(from + begin.length(), to);
    }

    private static String dedent(String block) {
        StringBuilder out = new StringBuilder();
        block.lines().forEach(line -> out.append(line.length() >= 8 ? line.substring(8) : line.strip()).append('\n'));
        return out.toString();
    }
}
