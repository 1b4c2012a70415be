package bliss.spf.symsolve;

import bliss.spf.stats.Counter;
import bliss.spf.stats.Counters;

/**
 * The end of the {@link StructureOracle} chain: {@link SymSolve}'s search over repOK's paths (one search for every
 * value of an open field, {@link SymSolve#solveEach}). Counts
 * {@code symsolveCalls} (searches), {@code symsolvePaths} (paths of repOK run), {@code symsolveBudgetExhausted}
 * (paths over the step or depth limit, rejections), {@code symsolveConflicts} (SymSolve's own choices dropped by a
 * heap an earlier search proved has no completion), {@code symsolveByShapes} (questions, or values of an open field,
 * answered by the valid shapes, {@link ValidShapes}) and {@code symsolveMillis}; every SAT answer carries its witness.
 */
final class SymSolveOracle implements StructureOracle {

    private final SymSolve solver;
    private final Counter calls;
    private final Counter paths;
    private final Counter budget;
    private final Counter conflicts;
    private final Counter time;
    private final Counter byShapes;

    SymSolveOracle(SymSolve solver, Counters counters) {
        this.solver = solver;
        this.calls = counters.counter("symsolveCalls");
        this.paths = counters.counter("symsolvePaths");
        this.budget = counters.counter("symsolveBudgetExhausted");
        this.conflicts = counters.counter("symsolveConflicts");
        this.time = counters.timer("symsolveMillis");
        this.byShapes = counters.counter("symsolveByShapes");
    }

    @Override
    public StructureAnswer answer(StructureQuestion<?> q) {
        calls.increment();
        long paths0 = solver.paths();
        long budget0 = solver.budgetExhausted();
        long conflicts0 = solver.conflictHits();
        long shapes0 = solver.byShapes();
        long t0 = System.nanoTime();
        Witness w;
        try {
            w = solver.solve(q);
        } finally {
            time.add(System.nanoTime() - t0);
            paths.add(solver.paths() - paths0);
            budget.add(solver.budgetExhausted() - budget0);
            conflicts.add(solver.conflictHits() - conflicts0);
            byShapes.add(solver.byShapes() - shapes0);
        }
        return w == null ? StructureAnswer.UNSAT : new StructureAnswer(true, w);
    }

    @Override
    public <T> StructureAnswer[] answerEach(StructureQuestion<T> q, OpenField<T> open) {
        calls.increment();
        long paths0 = solver.paths();
        long budget0 = solver.budgetExhausted();
        long conflicts0 = solver.conflictHits();
        long shapes0 = solver.byShapes();
        long t0 = System.nanoTime();
        Witness[] ws;
        try {
            ws = solver.solveEach(q, open);
        } finally {
            time.add(System.nanoTime() - t0);
            paths.add(solver.paths() - paths0);
            budget.add(solver.budgetExhausted() - budget0);
            conflicts.add(solver.conflictHits() - conflicts0);
            byShapes.add(solver.byShapes() - shapes0);
        }
        StructureAnswer[] out = new StructureAnswer[ws.length];
        for (int i = 0; i < ws.length; i++) {
            out[i] = ws[i] == null ? StructureAnswer.UNSAT : new StructureAnswer(true, ws[i]);
        }
        return out;
    }

    @Override
    public void close() {
        solver.close();
    }
}
