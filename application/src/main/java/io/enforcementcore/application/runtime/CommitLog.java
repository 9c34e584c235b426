package io.enforcementcore.application.runtime;

import io.enforcementcore.application.observation.CommandObservation;
import io.enforcementcore.domain.decision.Change;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.Committed;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The DEBUG line of every command's commit, so that a log shows writes beside the reads the stores log: the
 * command, its tenant, case and entity, the kinds of write and the commit id a lost answer is settled by, then
 * how it ended. It names ids and kinds only: a change's values (titles, party names) stay out of the log.
 */
final class CommitLog {
    private static final Logger LOG = LoggerFactory.getLogger(CommitLog.class);

    private CommitLog() {
    }

    static Either<Rejection, Committed> committing(ChangeSet changes, Receipt receipt,
                                                   Supplier<Either<Rejection, Committed>> commit) {
        if (!LOG.isDebugEnabled()) {
            return commit.get();
        }
        String writes = describe(changes, receipt);
        Either<Rejection, Committed> answer;
        try {
            answer = commit.get();
        } catch (RuntimeException failure) {
            LOG.debug("{}: failed ({})", writes, CommandObservation.kindOf(failure));
            throw failure;
        }
        LOG.debug("{}: {}", writes, answer.isLeft()
                ? "refused (" + CommandObservation.kindOf(answer.getLeft()) + "), nothing written" : "committed");
        return answer;
    }

    private static String describe(ChangeSet changes, Receipt receipt) {
        String kinds = changes.changes().stream().map(CommitLog::kind).collect(Collectors.joining(", "));
        return changes.command() + " commit " + changes.commitId().value() + " for tenant "
                + changes.tenantId().value() + ", case " + receipt.caseId().value() + ", entity " + receipt.entity().text()
                + ": writes " + kinds
                + (changes.idempotency().isDefined() ? ", IdempotencyRecord" : "");
    }

    private static String kind(Change change) {
        return change.getClass().getSimpleName();
    }
}
