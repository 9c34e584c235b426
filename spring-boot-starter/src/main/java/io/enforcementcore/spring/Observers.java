package io.enforcementcore.spring;

import io.enforcementcore.application.observation.CommandObservation;
import io.enforcementcore.application.observation.ForObservingCommands;
import io.enforcementcore.application.observation.QueryObservation;
import io.enforcementcore.metering.ForObservingStorage;
import java.util.List;
import org.springframework.beans.factory.ObjectProvider;

/**
 * Every observer bean of a kind as the one observer the store or the facade takes, so that the meters and a
 * service's own observers all hear every report; none when there is none.
 */
final class Observers {

    private Observers() {
    }

    static ForObservingStorage storage(ObjectProvider<ForObservingStorage> beans) {
        List<ForObservingStorage> all = beans.orderedStream().toList();
        return all.isEmpty() ? ForObservingStorage.NONE
                : all.size() == 1 ? all.get(0) : ForObservingStorage.all(all.toArray(ForObservingStorage[]::new));
    }

    static ForObservingCommands commands(ObjectProvider<ForObservingCommands> beans) {
        List<ForObservingCommands> all = beans.orderedStream().toList();
        if (all.size() < 2) {
            return all.isEmpty() ? ForObservingCommands.NONE : all.get(0);
        }
        return new ForObservingCommands() {
            @Override
            public void commandEnded(CommandObservation observation) {
                all.forEach(observer -> observer.commandEnded(observation));
            }

            @Override
            public void queryEnded(QueryObservation observation) {
                all.forEach(observer -> observer.queryEnded(observation));
            }
        };
    }
}
