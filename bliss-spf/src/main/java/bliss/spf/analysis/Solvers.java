package bliss.spf.analysis;

import bliss.spf.explore.NoPathSolver;
import bliss.spf.solver.PathSolver;

import java.util.function.Supplier;

/** Where analyses get their path solver: the standard chain of bliss.spf.solver when it is on the class path. */
public final class Solvers {

    private Solvers() {
    }

    /**
     * {@code PathSolvers.standard()} (constant folding, fast path, Z3), found reflectively while that class is being
     * written on another branch; a solver that refuses symbolic branches when it is absent.
     */
    public static Supplier<PathSolver> standard() {
        try {
            var m = Class.forName("bliss.spf.solver.PathSolvers").getMethod("standard");
            return () -> {
                try {
                    return (PathSolver) m.invoke(null);
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException("cannot create the path solver: " + e, e);
                }
            };
        } catch (ReflectiveOperationException e) {
            return NoPathSolver::new;
        }
    }
}
