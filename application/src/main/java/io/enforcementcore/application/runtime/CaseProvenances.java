package io.enforcementcore.application.runtime;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.Provenance;
import io.enforcementcore.domain.model.TenantId;
import io.vavr.control.Option;

/**
 * The provenance of the cases this instance has read lately. A provenance never changes once a case is
 * open, so a remembered one is never stale, on this instance or beside any number of others: a command
 * that writes new records on a case it did not read copies it from here, and reads META only when it is
 * not here. Bounded, and what falls out is read again.
 */
public final class CaseProvenances {
    /**
     * Enough for a day's working set of a busy tenant. Measured on a 64-bit JVM with compressed pointers:
     * 131 bytes an entry beside ids held elsewhere too, 290 bytes when the cache holds the only copy of a
     * 41-character case id and of its provenance, so 13 to 29 MB when full.
     */
    public static final int DEFAULT_SIZE = 100_000;

    private record Key(TenantId tenantId, CaseId caseId) {
    }

    private final Cache<Key, Provenance> known;

    public CaseProvenances(int size) {
        if (size < 0) {
            throw new IllegalArgumentException("a provenance cache holds zero or more cases, not " + size);
        }
        // evicted by the writing thread, not later on a pool: a full cache never holds more than its size
        this.known = Caffeine.newBuilder().maximumSize(size).executor(Runnable::run).build();
    }

    Option<Provenance> known(TenantId tenantId, CaseId caseId) {
        return Option.of(known.getIfPresent(new Key(tenantId, caseId)));
    }

    public Provenance remember(TenantId tenantId, CaseId caseId, Provenance provenance) {
        known.put(new Key(tenantId, caseId), provenance);
        return provenance;
    }
}
