package bliss.sat;

import java.util.Locale;

/** The SAT solvers bliss can load a CNF into: one place where they are made. */
public enum SolverKind {
    /** {@link Cdcl}: bliss's own incremental CDCL solver (the default). */
    CDCL,
    /** {@link Sat4jSolver}: SAT4J's MiniSAT configuration, the solver before {@link Cdcl}. */
    SAT4J;

    /** A new, empty solver with variables {@code 1..variables}. */
    public IncrementalSolver create(int variables) {
        return switch (this) {
            case CDCL -> new Cdcl(variables);
            case SAT4J -> new Sat4jSolver(variables);
        };
    }

    /** The kind named {@code cdcl} or {@code sat4j} (any case). */
    public static SolverKind of(String name) {
        try {
            return valueOf(name.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown SAT solver '" + name + "'; known: cdcl, sat4j", e);
        }
    }
}
