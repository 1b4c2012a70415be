package bliss.spf.symsolve;

import bliss.spf.stats.Counter;
import bliss.spf.stats.Counters;

/**
 * The end of the {@link StructureOracle} chain: {@link SymSolve}'s search over repOK's paths (one search for every
 * value of an open field, {@link SymSolve#solveEach}). Counts
 * {@code symsolveCalls} (searches), {@code symsolvePaths} (paths of repOK run), {@code symsolveBudgetExhausted}
 * (paths over the step or depth limit, rejections), {@code symsolveConflicts} (SymSolve's own choices dropped by a
 * heap an earlier search proved has no completion), {@code symsolveByShapes} (questions, or values of an open field,
 * answered by the valid shapes, {@link ValidShapes}), {@code symsolveShapePaths} (paths of their enumeration, also
 * in {@code symsolvePaths}) and {@code symsolveMillis}; every SAT answer carries its witness.
 */
final class SymSolveOracle implements StructureOracle {

    private final SymSolve solver;
    private final Counter calls;
    private final Counter paths;
    private final Counter budget;
    private final Counter conflicts;
    private final Counter time;
    private final Counter byShapes;
    private final Counter shapePaths;

    SymSolveOracle(SymSolve solver, Counters counters) {
        this.solver = solver;
        this.calls = counters.counter("symsolveCalls");
        this.paths = counters.counter("symsolvePaths");
        this.budget = counters.counter("symsolveBudgetExhausted");
        this.conflicts = counters.counter("symsolveConflicts");
        this.time = counters.timer("symsolveMillis");
        this.byShapes = counters.counter("symsolveByShapes");
        this.shapePaths = counters.counter("symsolveShapePaths");
    }

    @Override
    public StructureAnswer answer(StructureQuestion<?> q) {
        Witness w = counted(() -> solver.solve(q));
        return w == null ? StructureAnswer.UNSAT : new StructureAnswer(true, w);
    }

    @Override
    public <T> StructureAnswer[] answerEach(StructureQuestion<T> q, OpenField<T> open) {
        Witness[] ws = counted(() -> solver.solveEach(q, open));
        StructureAnswer[] out = new StructureAnswer[ws.length];
        for (int i = 0; i < ws.length; i++) {
            out[i] = ws[i] == null ? StructureAnswer.UNSAT : new StructureAnswer(true, ws[i]);
        }
        return out;
    }

    /** One search of the solver, its costs added to the counters (also when it ends by a timeout). */
    private <R> R counted(java.util.function.Supplier<R> search) {
        calls.increment();
        long paths0 = solver.paths();
        long budget0 = solver.budgetExhausted();
        long conflicts0 = solver.conflictHits();
        long shapes0 = solver.byShapes();
        long shapePaths0 = solver.shapePaths();
        long t0 = System.nanoTime();
        try {
            return search.get();
        } finally {
            time.add(System.nanoTime() - t0);
            paths.add(solver.paths() - paths0);
            budget.add(solver.budgetExhausted() - budget0);
            conflicts.add(solver.conflictHits() - conflicts0);
            byShapes.add(solver.byShapes() - shapes0);
            shapePaths.add(solver.shapePaths() - shapePaths0);
        }
    }

    @Override
    public void close() {
        solver.close();
    }
}
