package bliss.spf.solver;

/** The mutable counters behind {@link SolverStats}, shared by the links of one chain; each link counts its own. */
final class SolverCounters {

    long queries;
    long folded;
    long fastPath;
    long byModel;
    long reused;
    long byRanges;
    long z3Calls;
    long z3Nanos;

    SolverStats snapshot() {
        return new SolverStats(queries, folded, fastPath, byModel, reused, byRanges, z3Calls, z3Nanos);
    }
}
