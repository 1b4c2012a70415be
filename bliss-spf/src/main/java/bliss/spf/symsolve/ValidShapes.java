package bliss.spf.symsolve;

import bliss.spf.explore.AcceptingPathSearch.Progress;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
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
    /** Made when the enumeration starts (a question with conditions never starts it). */
    private SymSolve enumerator;
    private long deadline = Long.MIN_VALUE;
    private LongSupplier clock;
    private final Set<AcceptedHeap> seen = new HashSet<>();
    private final List<AcceptedHeap> heaps = new ArrayList<>();
    private State state = State.FRESH;

    /** @param make makes a SymSolve for the same class, scope and limits, which nothing else uses */
    ValidShapes(Supplier<SymSolve> make) {
        this.make = make;
    }

    /**
     * Runs up to {@code paths} more paths of the enumeration.
     *
     * @effects heaps' = heaps + the heaps of the accepted paths run; complete' when the last path was run
     */
    void advance(long paths) {
        if (paths <= 0 || state == State.COMPLETE || state == State.GIVEN_UP) {
            return;
        }
        if (state == State.FRESH) {
            enumerator = make.get();
            if (clock != null) {
                enumerator.deadline(deadline, clock);
            }
            enumerator.startEnumeration();
            state = State.RUNNING;
        }
        long over = enumerator.budgetExhausted();
        Progress p = enumerator.enumerate(paths, heap -> {
            AcceptedHeap h = AcceptedHeap.of(heap);
            if (seen.add(h)) {
                heaps.add(h);
            }
            return heaps.size() <= MOST;
        });
        if (enumerator.budgetExhausted() != over || p == Progress.STOPPED) {
            state = State.GIVEN_UP;
        } else if (p == Progress.DONE) {
            state = State.COMPLETE;
        }
    }

    boolean complete() {
        return state == State.COMPLETE;
    }

    /** The heaps found so far. */
    List<AcceptedHeap> heaps() {
        return heaps;
    }

    /** Paths the enumeration has run. */
    long paths() {
        return enumerator == null ? 0 : enumerator.paths();
    }

    /** The run's time limit, for the enumeration as for a search ({@link SymSolve#deadline}). */
    void deadline(long nanoTime, LongSupplier clock) {
        this.deadline = nanoTime;
        this.clock = clock;
        if (enumerator != null) {
            enumerator.deadline(nanoTime, clock);
        }
    }

    void close() {
        if (enumerator != null) {
            enumerator.close();
        }
    }
}
