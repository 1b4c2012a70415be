package bliss.spf.heap;

import bliss.layout.FieldShape;
import bliss.spf.solver.PathSolver;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The paper's GETFIELD handler for reads of uninitialized reference fields of the input heap: a
 * {@link CandidateSource} and an ordered list of {@link Check}s. The engine calls {@link #start} once the receiver
 * exists, then at every read of an uninitialized reference field asks {@link #candidates} and tries them in order:
 * it writes each into the input heap (creating a new object when the candidate says so) and keeps it when
 * {@link #accept} says so; a dropped candidate is undone before the next one is tried.
 *
 * <p>The techniques are assembled in {@link TechniqueCatalogue}. One instance per exploring thread.
 */
public final class HeapTechnique {

    private final String name;
    private final CandidateSource source;
    private final Check[] checks;
    private final UnaryOperator<PathSolver> pathSolverLink;
    private final GuardedReads guarded;

    public HeapTechnique(String name, CandidateSource source, List<Check> checks) {
        this(name, source, checks, UnaryOperator.identity());
    }

    /**
     * POSE: reads of undecided references of the layout are guarded ({@code guarded}), no choice; the source and
     * checks judge what is still chosen lazily (values outside the layout).
     */
    public HeapTechnique(String name, CandidateSource source, List<Check> checks, GuardedReads guarded) {
        this(name, source, checks, UnaryOperator.identity(), guarded);
    }

    /** POSE's guarded reads, or null when every undecided reference is a choice of the path (lazy initialization). */
    public GuardedReads guardedReads() {
        return guarded;
    }

    /**
     * @param pathSolverLink puts a link of the technique's in front of the exploring thread's path solver (PLI asks
     *                       the input heap about the branches the solver allows)
     */
    public HeapTechnique(String name, CandidateSource source, List<Check> checks,
                         UnaryOperator<PathSolver> pathSolverLink) {
        this(name, source, checks, pathSolverLink, null);
    }

    /** POSE with a link in front of the path solver (its check of valid inputs at branches). */
    public HeapTechnique(String name, CandidateSource source, List<Check> checks,
                         UnaryOperator<PathSolver> pathSolverLink, GuardedReads guarded) {
        this.guarded = guarded;
        this.name = name;
        this.source = source;
        this.checks = checks.toArray(Check[]::new);
        this.pathSolverLink = pathSolverLink;
    }

    /**
     * The path solver the exploration uses: {@code base}, or the technique's link in front of it. Called once, before
     * the exploration starts.
     *
     * @return a solver that answers as base does except where the technique narrows it; closing base is the caller's
     */
    public PathSolver pathSolver(PathSolver base) {
        return pathSolverLink.apply(base);
    }

    /** The technique's name on the command line: "li", "bli", ... */
    public String name() {
        return name;
    }

    /** @requires heap.receiver() != null */
    public void start(InputHeap heap) {
        source.start(heap);
        for (Check c : checks) {
            c.start(heap);
        }
    }

    /**
     * @requires {@link #start} called
     * @return whether every check admits the receiver as it was made ({@link Check#admitsReceiver})
     */
    public boolean admitsReceiver(InputHeap heap) {
        for (Check c : checks) {
            if (!c.admitsReceiver(heap)) {
                return false;
            }
        }
        return true;
    }

    /** @see CandidateSource#followsNodeArrays */
    public boolean followsNodeArrays() {
        return source.followsNodeArrays();
    }

    /** @see CandidateSource#candidates */
    public List<Candidate> candidates(InputHeap heap, InputObject owner, FieldShape field) {
        return source.candidates(heap, owner, field);
    }

    /**
     * Runs the checks in order on a candidate written into the heap.
     *
     * @return true when every check holds; false at the first that does not
     */
    public boolean accept(LazyChoice choice) {
        for (Check c : checks) {
            if (!c.holds(choice)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Runs the checks that judge values ({@link Check#judgesValues}) after a value choice written into the heap.
     *
     * @return true when every such check holds
     */
    public boolean acceptValue(InputHeap heap) {
        for (Check c : checks) {
            if (c.judgesValues() && !c.holdsAfterValue(heap)) {
                return false;
            }
        }
        return true;
    }

    /** Re-applies the checks' effects on the heap for a candidate known to pass ({@link Check#replay}). */
    public void replay(LazyChoice choice) {
        for (Check c : checks) {
            c.replay(choice);
        }
    }

    /** Releases what the checks hold; called once when the exploration is over. */
    public void finish() {
        source.finish();
        for (Check c : checks) {
            c.finish();
        }
    }

    @Override
    public String toString() {
        return name;
    }
}
