package io.enforcementcore.cli;

import io.enforcementcore.application.query.Paged;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.enforcementcore.workbench.ExitCode;
import io.vavr.control.Either;
import java.io.PrintWriter;
import java.util.List;
import java.util.function.Function;
import picocli.CommandLine.Model.CommandSpec;

/** Prints what a use case answered and turns it into the exit code. */
final class Output {
    private final PrintWriter out;
    private final PrintWriter err;

    private Output(PrintWriter out, PrintWriter err) {
        this.out = out;
        this.err = err;
    }

    static Output of(CommandSpec spec) {
        return new Output(spec.commandLine().getOut(), spec.commandLine().getErr());
    }

    PrintWriter out() {
        return out;
    }

    int receipt(Either<Rejection, Receipt> answer) {
        return value(answer, Formats::receipt);
    }

    <T> int value(Either<Rejection, T> answer, Function<? super T, String> format) {
        if (answer.isLeft()) {
            return rejected(answer.getLeft());
        }
        out.println(format.apply(answer.get()));
        out.flush();
        return 0;
    }

    <T> int page(Either<Rejection, Paged<T>> answer, Function<? super T, String> format) {
        if (answer.isLeft()) {
            return rejected(answer.getLeft());
        }
        Paged<T> page = answer.get();
        printAll(page.items(), format);
        page.cursor().forEach(cursor -> out.println("next cursor: " + cursor));
        out.flush();
        return 0;
    }

    <T> int list(Either<Rejection, List<T>> answer, Function<? super T, String> format) {
        if (answer.isLeft()) {
            return rejected(answer.getLeft());
        }
        printAll(answer.get(), format);
        out.flush();
        return 0;
    }

    private <T> void printAll(List<T> items, Function<? super T, String> format) {
        items.forEach(item -> out.println(format.apply(item)));
        out.println("(" + items.size() + (items.size() == 1 ? " item)" : " items)"));
    }

    private int rejected(Rejection rejection) {
        err.println("rejected: " + rejection.message());
        CompositionRoot.cursorHint(rejection, System.getenv()).forEach(err::println);
        err.flush();
        return ExitCode.REJECTED.code();
    }
}
