package bliss.spf.analysis;

import bliss.spf.explore.Subtree;
import bliss.spf.explore.WorkSharing;

import java.util.ArrayDeque;

/**
 * The subtrees waiting to be explored by the workers of one analysis (work stealing by request: a worker that finds
 * the pool empty waits, and the busy ones, asked after every path whether someone waits, split their search and give
 * the piece here). The search is over when every worker waits on an empty pool. Thread-safe.
 *
 * <pre>
 * @specfield units: seq Subtree   -- given, not yet taken
 * @specfield waiting: int         -- workers blocked in take
 * </pre>
 */
final class WorkPool implements WorkSharing {

    private final int workers;
    private final ArrayDeque<Subtree> units = new ArrayDeque<>();
    private int waiting;
    private boolean done;
    private boolean stopped;
    private long given;
    /** Read without the lock after every path: whether a split would be taken. */
    private volatile boolean hungry;

    WorkPool(int workers) {
        this.workers = workers;
    }

    /**
     * The next subtree to explore, waiting while others may still give one.
     *
     * @return a subtree, or null when the search is over (every worker waits and nothing is left) or stopped
     */
    synchronized Subtree take() throws InterruptedException {
        waiting++;
        try {
            while (true) {
                if (done || stopped) {
                    return null;
                }
                if (!units.isEmpty()) {
                    return units.pollFirst();
                }
                if (waiting == workers) {
                    done = true;
                    notifyAll();
                    return null;
                }
                hungry = true;
                wait();
            }
        } finally {
            waiting--;
            hungry = !done && !stopped && waiting > 0 && units.isEmpty();
        }
    }

    @Override
    public boolean wanted() {
        return hungry;
    }

    @Override
    public synchronized void give(Subtree subtree) {
        units.addLast(subtree);
        given++;
        hungry = false;
        notifyAll();
    }

    /** Ends the search now (a time limit, a failure): every waiting and later {@link #take} returns null. */
    synchronized void stop() {
        stopped = true;
        notifyAll();
    }

    /** Whether subtrees were left unexplored by a stop. */
    synchronized boolean leftWork() {
        return !units.isEmpty();
    }

    /** Subtrees handed over by splits so far. */
    synchronized long given() {
        return given;
    }
}
