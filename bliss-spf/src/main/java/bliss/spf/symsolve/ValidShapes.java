package bliss.spf.symsolve;

import bliss.spf.explore.AcceptingPathSearch.Progress;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * Korat's valid structures with the values left symbolic: the heaps of every path on which repOK returns true over
 * the whole scope (from a receiver with every field free), enumerated once by a SymSolve of its own, in slices between
 * questions, and then answering LISSA's questions by matching ({@link HeapPattern#completion}) instead of a search
 * each. LISSA's questions overlap: a method that walks down a tree asks about heaps whose completions are mostly the
 * same, and each search runs them again, where this enumeration runs each once.
 *
 * <p>The enumeration is given as many paths as the searches it could replace have run ({@link #advance}), so it
 * costs at most as much again; it gives up, keeping what it found, when it has more than {@link #MOST} heaps (a
 * structure with many valid shapes, where matching would cost more than a search) or when a path reached a limit of
 * the run (a path over a limit is a rejection, and the enumeration's paths have more choice points than a question's,
 * so it could reject a run a question's search accepts). What it found before completing is still sound for SAT.
 *
 * <p>Thread-safe: the SymSolves of a run's threads share one ({@link SymSolve.Team}). One thread at a time advances
 * it (the enumerator's VM is one); a thread that finds it advancing goes on with its own search, and each reads the
 * heaps published at the end of the last slice.
 *
 * <pre>
 * @specfield heaps: set AcceptedHeap -- found so far
 * @specfield complete: boolean -- every path was run, none over a limit: heaps holds every accepted path's heap
 * </pre>
 */
final class ValidShapes {

    /** The most heaps kept. */
    static final int MOST = 4096;

    private enum State { FRESH, RUNNING, COMPLETE, GIVEN_UP }

    private final Supplier<SymSolve> make;
    /** Held while a thread advances the enumeration, or sets its deadline, or closes it. */
    private final ReentrantLock lock = new ReentrantLock();
    /** Made when the enumeration starts (a question with conditions never starts it). */
    private SymSolve enumerator;
    private long deadline = Long.MIN_VALUE;
    private LongSupplier clock;
    private final Set<AcceptedHeap> seen = new HashSet<>();
    private final List<AcceptedHeap> heaps = new ArrayList<>();
    /** The heaps at the end of the last slice, for every thread to read. */
    private volatile List<AcceptedHeap> published = List.of();
    private volatile State state = State.FRESH;
    /** Paths the enumeration has run, at the end of the last slice. */
    private volatile long paths;

    /** @param make makes a SymSolve for the same class, scope and limits, which nothing else uses */
    ValidShapes(Supplier<SymSolve> make) {
        this.make = make;
    }

    /**
     * Runs up to {@code paths} more paths of the enumeration, unless another thread is advancing it.
     *
     * @effects heaps' = heaps + the heaps of the accepted paths run; complete' when the last path was run
     * @return the paths run
     */
    long advance(long paths) {
        if (paths <= 0 || state == State.COMPLETE || state == State.GIVEN_UP || !lock.tryLock()) {
            return 0;
        }
        try {
            return advanceLocked(paths);
        } finally {
            lock.unlock();
        }
    }

    /**
     * Runs the enumeration to its end, or until it gives up, waiting for a thread advancing it.
     *
     * @return the paths run
     */
    long finish() {
        lock.lock();
        try {
            return state == State.COMPLETE || state == State.GIVEN_UP ? 0 : advanceLocked(Long.MAX_VALUE);
        } finally {
            lock.unlock();
        }
    }

    private long advanceLocked(long paths) {
        if (state == State.FRESH) {
            enumerator = make.get();
            if (clock != null) {
                enumerator.deadline(deadline, clock);
            }
            enumerator.startEnumeration();
            state = State.RUNNING;
        }
        long over = enumerator.budgetExhausted();
        long before = enumerator.paths();
        int found = heaps.size();
        Progress p;
        try {
            p = enumerator.enumerate(paths, heap -> {
                AcceptedHeap h = AcceptedHeap.of(heap);
                if (seen.add(h)) {
                    heaps.add(h);
                }
                return heaps.size() <= MOST;
            });
        } finally {
            this.paths = enumerator.paths();
            if (heaps.size() != found) {
                published = List.copyOf(heaps);
            }
        }
        if (enumerator.budgetExhausted() != over || p == Progress.STOPPED) {
            state = State.GIVEN_UP;
        } else if (p == Progress.DONE) {
            state = State.COMPLETE;
        }
        return enumerator.paths() - before;
    }

    /**
     * The heaps found by the end of the last slice, and whether they are all the accepted paths' heaps.
     *
     * @param heaps    the heaps found
     * @param complete whether heaps holds every accepted path's heap
     */
    record View(List<AcceptedHeap> heaps, boolean complete) {
    }

    /** @return the heaps and whether they are complete, as one slice left them */
    View view() {
        boolean complete = state == State.COMPLETE; // read first: the heaps published before it was set are all
        return new View(published, complete);
    }

    /** Paths the enumeration has run, by the end of the last slice. */
    long paths() {
        return paths;
    }

    /** The run's time limit, for the enumeration as for a search ({@link SymSolve#deadline}). */
    void deadline(long nanoTime, LongSupplier clock) {
        lock.lock();
        try {
            this.deadline = nanoTime;
            this.clock = clock;
            if (enumerator != null) {
                enumerator.deadline(nanoTime, clock);
            }
        } finally {
            lock.unlock();
        }
    }

    void close() {
        lock.lock();
        try {
            if (enumerator != null) {
                enumerator.close();
            }
        } finally {
            lock.unlock();
        }
    }
}
