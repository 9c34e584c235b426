package io.enforcementcore.application.job;

/**
 * The items a run may still examine, shared by all its workers: a step reserves its items before it starts
 * and settles what it examined when it ends, so the run examines exactly {@code max} items while any are
 * left, whatever the number of workers. A worker that finds the rest reserved by steps under way waits for
 * them to settle, since a step that ends short (its segment ran out) hands back what it did not use.
 * Thread-safe.
 */
final class ItemBudget {
    private final int max;
    private int spent;
    private int underWay;
    private boolean released;

    /** @param max the items the run may examine; 0 for no limit */
    ItemBudget(int max) {
        this.max = max;
    }

    /**
     * Reserves up to {@code want} items for one step: as many as are left, waiting while the rest are reserved
     * by steps under way. 0 when the budget is spent, or the run stops ({@link #release}) or the worker is
     * interrupted while it waits (the interrupt stays set).
     */
    synchronized int reserve(int want) {
        while (!released) {
            if (max == 0) {
                return want;
            }
            int left = max - spent - underWay;
            if (left > 0) {
                int step = Math.min(want, left);
                underWay += step;
                return step;
            }
            if (underWay == 0) {
                return 0;
            }
            try {
                wait();
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
                return 0;
            }
        }
        return 0;
    }

    /** Ends a step that reserved {@code reserved} items and examined {@code examined} of them. */
    synchronized void settle(int reserved, int examined) {
        if (max > 0) {
            underWay -= reserved;
            spent += examined;
        }
        notifyAll();
    }

    /** Whether the run has examined every item it may. */
    synchronized boolean spent() {
        return max > 0 && spent >= max;
    }

    /** The run is stopping: no more steps, and no worker waits for one. */
    synchronized void release() {
        released = true;
        notifyAll();
    }
}
