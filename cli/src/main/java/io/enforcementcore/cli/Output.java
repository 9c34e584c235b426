package io.enforcementcore.cli;

import io.enforcementcore.application.query.Paged;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.enforcementcore.workbench.Json;
import io.enforcementcore.workbench.OutputFormat;
import io.vavr.control.Either;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Prints what a use case answered and turns it into the exit code: lines of text, or one JSON document
 * ({@code receipt}, {@code item}, or {@code items} with {@code count} and {@code nextCursor}; a rejection
 * as {@code error}).
 */
final class Output {
    private final CommandLine command;
    private final PrintWriter out;
    private final boolean json;
    private final Main main;

    private Output(CommandLine command, Main main) {
        this.command = command;
        this.out = command.getOut();
        this.json = main.output() == OutputFormat.JSON;
        this.main = main;
    }

    static Output of(CommandSpec spec) {
        return new Output(spec.commandLine(), Main.of(spec.commandLine()));
    }

    PrintWriter out() {
        return out;
    }

    boolean json() {
        return json;
    }

    int receipt(Either<Rejection, Receipt> answer) {
        if (answer.isLeft()) {
            return rejected(answer.getLeft());
        }
        main.receiptPrinted(answer.get());
        return document("receipt", answer.get(), Printed.RECEIPT);
    }

    <T> int value(Either<Rejection, T> answer, Printed<? super T> printed) {
        return answer.isLeft() ? rejected(answer.getLeft()) : document("item", answer.get(), printed);
    }

    /** A job's report under {@code report}, with what else it did (e.g. {@code published}) before it. */
    <T> int report(Either<Rejection, T> answer, Printed<? super T> printed, Map<String, Object> alongside) {
        if (answer.isLeft()) {
            return rejected(answer.getLeft());
        }
        if (!json) {
            return document("report", answer.get(), printed);
        }
        Map<String, Object> document = new LinkedHashMap<>(alongside);
        document.put("report", printed.json().apply(answer.get()));
        return print(document);
    }

    <T> int page(Either<Rejection, Paged<T>> answer, Printed<? super T> printed) {
        if (answer.isLeft()) {
            return rejected(answer.getLeft());
        }
        Paged<T> page = answer.get();
        if (json) {
            Map<String, Object> document = items(page.items(), printed);
            document.put("nextCursor", page.cursor().getOrNull());
            return print(document);
        }
        printAll(page.items(), printed);
        page.cursor().forEach(cursor -> out.println("next cursor: " + cursor));
        out.flush();
        return 0;
    }

    <T> int list(Either<Rejection, List<T>> answer, Printed<? super T> printed) {
        if (answer.isLeft()) {
            return rejected(answer.getLeft());
        }
        if (json) {
            return print(items(answer.get(), printed));
        }
        printAll(answer.get(), printed);
        out.flush();
        return 0;
    }

    private <T> int document(String name, T value, Printed<? super T> printed) {
        if (json) {
            Map<String, Object> document = new LinkedHashMap<>();
            document.put(name, printed.json().apply(value));
            return print(document);
        }
        out.println(printed.text().apply(value));
        out.flush();
        return 0;
    }

    private <T> Map<String, Object> items(List<T> items, Printed<? super T> printed) {
        Map<String, Object> document = new LinkedHashMap<>();
        document.put("items", items.stream().map(printed.json()).toList());
        document.put("count", items.size());
        return document;
    }

    private int print(Map<String, Object> document) {
        out.println(Json.write(document));
        out.flush();
        return 0;
    }

    private <T> void printAll(List<T> items, Printed<? super T> printed) {
        items.forEach(item -> out.println(printed.text().apply(item)));
        out.println("(" + items.size() + (items.size() == 1 ? " item)" : " items)"));
    }

    private int rejected(Rejection rejection) {
        return Failures.print(command, CursorHints.explained(Failures.of(rejection), rejection, main));
    }
}
