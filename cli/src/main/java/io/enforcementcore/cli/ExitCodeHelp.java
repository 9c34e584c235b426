package io.enforcementcore.cli;

import io.enforcementcore.workbench.ExitCode;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine;

/** Every command's {@code --help} ends with the exit codes, as {@link ExitCode} states them. */
final class ExitCodeHelp {
    private ExitCodeHelp() {
    }

    static void addTo(CommandLine commandLine) {
        Map<String, String> codes = new LinkedHashMap<>();
        Arrays.stream(ExitCode.values()).forEach(code -> codes.put(Integer.toString(code.code()), code.description()));
        commandLine.getCommandSpec().usageMessage().exitCodeListHeading("%nExit codes:%n").exitCodeList(codes);
        commandLine.getSubcommands().values().forEach(ExitCodeHelp::addTo);
    }
}
