package io.enforcementcore.adapters.inmemory.linearizability;

import io.enforcementcore.domain.model.CaseView;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.port.Committed;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * What the operations under Lincheck answer: short strings, compared by value. Lincheck runs the
 * sequential specification on another instance of the test, whose fixtures carry other ids, so an
 * answer names records by the labels its test gave them, never by their ids.
 */
final class Answers {
    private final Map<Object, String> labels;

    /** {@code labels}: the label of each id or value an answer may name (case ids, task ids, users). */
    Answers(Map<Object, String> labels) {
        this.labels = Map.copyOf(labels);
    }

    /** A commit's outcome: committed, or the kind of rejection (which alone says who won a race). */
    static String outcome(Either<Rejection, Committed> committed) {
        return committed.fold(rejection -> rejection.getClass().getSimpleName(), landed -> "committed");
    }

    String label(Object id) {
        String label = labels.get(id);
        if (label == null) {
            throw new IllegalArgumentException("no label for " + id);
        }
        return label;
    }

    /**
     * Each task as label, status and assignee, in the order read; not its version, which counts steps a
     * store may take differently and still be right.
     */
    String tasks(List<Task> tasks) {
        return tasks.stream().map(task -> label(task.taskId()) + " " + task.status() + " " + label(task.assignee()))
                .collect(Collectors.joining(", ", "[", "]"));
    }

    /** AP09 as one line: the case's status, version, title, counts, open tasks and parties. */
    String caseView(Option<CaseView> read, Object renamedTitle) {
        return read.map(view -> view.state().status() + " v" + view.state().version()
                + (view.metadata().title().equals(renamedTitle) ? " renamed" : "")
                + " counts " + view.state().counts().map(counts -> counts.openTasks() + " open, "
                        + counts.parties() + " parties").getOrElse("unknown")
                + " open " + tasks(view.openTasks())
                + " parties " + view.parties().stream().map(link -> label(link.partyId()))
                        .collect(Collectors.joining(", ", "[", "]")))
                .getOrElse("absent");
    }
}
