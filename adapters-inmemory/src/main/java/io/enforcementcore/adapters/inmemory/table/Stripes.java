package io.enforcementcore.adapters.inmemory.table;

import java.util.Arrays;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;

/**
 * A fixed set of locks, each guarding every partition whose key hashes to it. A read holds the one lock
 * of the partition it reads; a commit holds the locks of every partition it touches from its first
 * check to its last write (two-phase locking), so each commit takes effect at one instant and no read
 * sees part of one.
 *
 * <p>Why stripes rather than a lock per partition: a partition needs no lock object of its own (a million
 * cases cost no more locks than ten), and a lock never has to be created or retired while others wait on
 * it. Two partitions sharing a stripe only wait for each other now and then.
 *
 * <p>Deadlock freedom: a commit takes its stripes in ascending order, and only ever waits for a stripe
 * above every stripe of this set it holds. The store keeps two sets, table partitions and index
 * partitions, and a commit takes all its table stripes before any index stripe: the order is total.
 */
public final class Stripes {
    private static final int SORTED_BY_INSERTION = 16;
    private final ReentrantLock[] locks;

    Stripes(int count) {
        if (Integer.bitCount(count) != 1) {
            throw new IllegalArgumentException("stripes come in powers of two, not " + count);
        }
        locks = new ReentrantLock[count];
        Arrays.setAll(locks, i -> new ReentrantLock());
    }

    /** The stripe of a partition key. */
    public int of(Object key) {
        int hash = key.hashCode();
        return (hash ^ (hash >>> 16)) & (locks.length - 1);
    }

    /**
     * The first {@code count} stripes of {@code stripes}, sorted and each once: the order {@link #lockAll}
     * takes them in. Sorts {@code stripes} in place; a commit names a handful, so no stream or boxed set,
     * and an insertion sort below {@value #SORTED_BY_INSERTION}: a profile of C04 put a tenth of its commit
     * in {@code Arrays.sort} of some five stripes, twice per commit.
     */
    public static int[] ascendingDistinct(int[] stripes, int count) {
        if (count <= SORTED_BY_INSERTION) {
            insertionSort(stripes, count);
        } else {
            Arrays.sort(stripes, 0, count);
        }
        int distinct = 0;
        for (int i = 0; i < count; i++) {
            if (distinct == 0 || stripes[distinct - 1] != stripes[i]) {
                stripes[distinct++] = stripes[i];
            }
        }
        return distinct == stripes.length ? stripes : Arrays.copyOf(stripes, distinct);
    }

    private static void insertionSort(int[] values, int count) {
        for (int i = 1; i < count; i++) {
            int value = values[i];
            int j = i - 1;
            while (j >= 0 && values[j] > value) {
                values[j + 1] = values[j];
                j--;
            }
            values[j + 1] = value;
        }
    }

    /** Runs {@code reading} holding the stripe of {@code key}. */
    <T> T under(Object key, Supplier<T> reading) {
        ReentrantLock lock = locks[of(key)];
        lock.lock();
        try {
            return reading.get();
        } finally {
            lock.unlock();
        }
    }

    /** Takes the stripes, given sorted and distinct, in ascending order. */
    public void lockAll(int[] stripes) {
        for (int stripe : stripes) {
            locks[stripe].lock();
        }
    }

    public void unlockAll(int[] stripes) {
        for (int i = stripes.length - 1; i >= 0; i--) {
            locks[stripes[i]].unlock();
        }
    }

    boolean heldByCurrentThread(Object key) {
        return locks[of(key)].isHeldByCurrentThread();
    }
}
