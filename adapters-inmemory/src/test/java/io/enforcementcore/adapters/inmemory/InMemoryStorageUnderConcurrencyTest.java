package io.enforcementcore.adapters.inmemory;

import static io.enforcementcore.domain.fixtures.ChangeSets.completing;
import static io.enforcementcore.domain.fixtures.ChangeSets.creating;
import static io.enforcementcore.domain.fixtures.ChangeSets.opening;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenTask;
import static io.enforcementcore.domain.fixtures.Moments.minutesAfterStart;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.domain.contract.Pages;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.DueWindow;
import io.enforcementcore.domain.port.Page;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.domain.port.StoragePorts;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/**
 * The store is shared by the threads of an embedding service: writers creating and completing tasks
 * while a reader pages through an assignee's queue must never see a half-applied commit, a task twice,
 * a task out of order or a done task, and the views must end up exactly as the writes say.
 */
class InMemoryStorageUnderConcurrencyTest {
    private static final int WRITERS = 4;
    private static final int TASKS_PER_WRITER = 60;
    private static final Comparator<Task> QUEUE_ORDER = Comparator.comparing(Task::dueAt)
            .thenComparing(task -> task.caseId().value() + "#")
            .thenComparing(task -> task.taskId().value());

    private final StoragePorts store = InMemoryStorage.create();
    private final TenantId tenant = Ids.aTenant();
    private final UserId assignee = Ids.anOfficer();

    @Test
    void keeps_every_read_consistent_while_tasks_are_created_and_completed_concurrently() throws Exception {
        List<NewCase> cases = List.of(aCaseUnderReview(tenant), aCaseUnderReview(tenant));
        cases.forEach(aCase -> store.changes().commit(opening(aCase)).get());
        CyclicBarrier start = new CyclicBarrier(WRITERS + 1);
        AtomicBoolean writing = new AtomicBoolean(true);
        ExecutorService threads = Executors.newFixedThreadPool(WRITERS + 1);
        try {
            List<Future<List<Task>>> writers = new ArrayList<>();
            for (int writer = 0; writer < WRITERS; writer++) {
                NewCase aCase = cases.get(writer % cases.size());
                writers.add(threads.submit(startingTogether(start, () -> createAndCompleteEveryOther(aCase))));
            }
            Future<Integer> reader = threads.submit(startingTogether(start, () -> readQueueWhile(writing)));
            List<Task> stillOpen = new ArrayList<>();
            for (Future<List<Task>> writer : writers) {
                stillOpen.addAll(writer.get(60, TimeUnit.SECONDS));
            }
            writing.set(false);
            assertTrue(reader.get(60, TimeUnit.SECONDS) > 0, "the reader read while the writers wrote");

            stillOpen.sort(QUEUE_ORDER);
            assertEquals(stillOpen, readWholeQueue());
            int allTasks = cases.stream().mapToInt(aCase -> Pages.readEveryPage(page ->
                    store.cases().tasksOfCase(tenant, aCase.caseId(), Option.none(), page), 50).size()).sum();
            assertEquals(WRITERS * TASKS_PER_WRITER, allTasks);
        } finally {
            threads.shutdownNow();
        }
    }

    /** Creates tasks due at scattered times and completes every other one; returns those left open. */
    private List<Task> createAndCompleteEveryOther(NewCase aCase) {
        List<Task> open = new ArrayList<>();
        for (int i = 0; i < TASKS_PER_WRITER; i++) {
            Task task = anOpenTask(aCase, assignee, minutesAfterStart((i * 37L) % 50));
            store.changes().commit(creating(task)).get();
            if (i % 2 == 0) {
                store.changes().commit(completing(task)).get();
            } else {
                open.add(task);
            }
        }
        return open;
    }

    /** Pages through the queue again and again; returns how many pages it read. */
    private int readQueueWhile(AtomicBoolean writing) {
        int pages = 0;
        while (writing.get() || pages == 0) {
            pages += readQueueChecking(7).pages();
        }
        return pages;
    }

    private List<Task> readWholeQueue() {
        return readQueueChecking(PageRequest.MAX_LIMIT).tasks();
    }

    private record Reading(List<Task> tasks, int pages) {
    }

    private Reading readQueueChecking(int limit) {
        List<Task> tasks = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        Option<String> after = Option.none();
        int pages = 0;
        do {
            Page<Task> page = store.views().openTasksOfAssignee(tenant, assignee, DueWindow.any(), Classification.CONFIDENTIAL,
                    new PageRequest(limit, after));
            pages++;
            for (Task task : page.items()) {
                assertTrue(task.isOpen(), () -> "a done task in the queue: " + task);
                assertTrue(seen.add(task.taskId().value()), () -> "listed twice: " + task);
                if (!tasks.isEmpty()) {
                    Task previous = tasks.get(tasks.size() - 1);
                    assertTrue(QUEUE_ORDER.compare(previous, task) < 0, () -> previous + " before " + task);
                }
                tasks.add(task);
            }
            after = page.next();
        } while (after.isDefined());
        return new Reading(tasks, pages);
    }

    private static <T> Callable<T> startingTogether(CyclicBarrier start, Callable<T> work) {
        return () -> {
            start.await(30, TimeUnit.SECONDS);
            return work.call();
        };
    }
}
