package bliss.spf.analysis;

import bliss.spf.solver.PathSolver;
import bliss.spf.solver.PathSolvers;

import java.util.function.Supplier;

/** Where analyses get their path solver. */
public final class Solvers {

    private Solvers() {
    }

    /** The standard chain: constant folding, the plain-comparison fast path, the path condition's model, Z3. */
    public static Supplier<PathSolver> standard() {
        return PathSolvers::standard;
    }
}
