package io.enforcementcore.domain.contract;

/** One command of a sequence, and which of the case's tasks, deadlines, parties or evidence it picks. */
public record CommandOnCase(CaseCommand command, int pick) {
    @Override
    public String toString() {
        return command.name().toLowerCase(java.util.Locale.ROOT) + "#" + pick;
    }
}
