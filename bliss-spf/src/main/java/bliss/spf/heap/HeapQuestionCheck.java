package bliss.spf.heap;

import bliss.spf.solver.PathSolver;
import bliss.spf.stats.Counter;
import bliss.spf.stats.Counters;
import bliss.spf.symsolve.StructureOracle;

/**
 * A check that asks whether the input heap still has a valid input: after each choice still made lazily (a value one
 * too, when repOK reads values), and, through the link it puts in front of the path solver ({@link PreciseBranches}),
 * at each branch connected to the heap. PLI's ({@link PreciseSymSolveCheck}) and POSE's with a precondition
 * ({@link ValidAliasing}); each says what the question is ({@link #feasible}) and which conditions it concerns
 * ({@link #relevant}). A dropped choice is counted as {@code <prefix>Prunes}.
 */
abstract class HeapQuestionCheck implements Check, PreciseBranches.HeapQuestion {

    protected final StructureOracle oracle;
    private final Counters counters;
    private final String prefix;
    private final Counter prunes;
    /** The exploring thread's path solver (its path condition), once {@link #pathSolver} was called. */
    protected PathSolver path;
    /** The input heap, once the receiver exists. */
    protected InputHeap heap;
    /** Whether repOK reads fields outside the layout's references ({@link RepOkValueReads}): values matter to it. */
    private Boolean readsValues;

    /** @param prefix the technique's name in its counters ({@code pli}: pliPrunes, pliBranchChecks, ...) */
    HeapQuestionCheck(StructureOracle oracle, Counters counters, String prefix) {
        this.oracle = oracle;
        this.counters = counters;
        this.prefix = prefix;
        this.prunes = counters.counter(prefix + "Prunes");
    }

    /**
     * The exploring thread's path solver, made to consult this check at branches: the technique's
     * {@link HeapTechnique#pathSolver} link.
     */
    PathSolver pathSolver(PathSolver base) {
        this.path = base;
        return new PreciseBranches(base, this, counters, prefix);
    }

    @Override
    public void start(InputHeap heap) {
        this.heap = heap;
        if (readsValues == null) {
            readsValues = RepOkValueReads.firstValueFieldRead(heap) != null;
        }
    }

    /** A value choice is asked about as a reference choice is, when repOK reads such values. */
    @Override
    public boolean judgesValues() {
        return readsValues != null && readsValues;
    }

    @Override
    public boolean holdsAfterValue(InputHeap heap) {
        return holds(null);
    }

    /** @param c the choice, written into the heap (not read: the question is the heap's) */
    @Override
    public boolean holds(LazyChoice c) {
        if (!feasible(null)) {
            prunes.increment();
            return false;
        }
        return true;
    }

    @Override
    public void finish() {
        oracle.close();
    }
}
