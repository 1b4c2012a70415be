package bliss.bounds;

import bliss.sat.Cnf;
import bliss.sat.PreprocessedCnf;

import bliss.sat.IncrementalSolver;

import java.util.Arrays;
import java.util.BitSet;

/**
 * A SAT solver loaded once with a {@link SatProblem}; BLISS asks it one question per partially symbolic structure:
 * is the CNF satisfiable when these edges are assumed? Not thread-safe: one checker per thread (checkers of one
 * problem share its preprocessed CNF, which is computed once, thread-safely).
 *
 * <p>By default the checker loads the problem's {@linkplain SatProblem#preprocessed() preprocessed} CNF, in which
 * the pvars are frozen: every answer is the answer of the original CNF, and a model gives the pvars, all together,
 * values of some model of the original CNF under the same assumptions. Only pvars may be assumed or read from a
 * model: the other variables may have been eliminated, and their values are not reconstructed (BLISS reads only
 * pvars). {@link SatOptions} says which CNF is loaded, into which solver (by default {@link bliss.sat.Cdcl},
 * which keeps the trail of the assumptions a question shares with the previous one) and how many rounds shrink a
 * core.
 */
public final class SatChecker implements AutoCloseable {

    private final PreprocessedCnf cnf;
    /** Null when the CNF is unsatisfiable under every assumption. */
    private final IncrementalSolver solver;
    /** At most this many more questions make a core smaller ({@link #core}). */
    private final int coreRounds;
    private long calls;
    /** Questions {@link #core} asked to make cores smaller. */
    private long coreQuestions;
    /** Whether the solver answered the last question; if not and it was false, the fixed-false pvar that decided it. */
    private boolean solved;
    private int fixedFalse;
    /** Scratch of {@link #explanation}: the loaded CNF's variables the solver blamed (all false between calls). */
    private boolean[] blamed = new boolean[0];
    /** Scratch of {@link #answer}: per loaded variable, the number of the question that last assumed it. */
    private final int[] placed;
    private int stamp;

    /** Loads the problem's CNF with the {@linkplain SatOptions#DEFAULT default options}. */
    public SatChecker(SatProblem problem) {
        this(problem, SatOptions.DEFAULT);
    }

    /**
     * Loads the problem's CNF.
     *
     * @param preprocess load the preprocessed CNF (computed once per problem) instead of the original
     */
    public SatChecker(SatProblem problem, boolean preprocess) {
        this(problem, SatOptions.DEFAULT.withPreprocess(preprocess));
    }

    /** Loads the problem's CNF as the options say. */
    public SatChecker(SatProblem problem, SatOptions options) {
        this(problem, options.preprocess() ? problem.preprocessed()
                : PreprocessedCnf.identity(problem.variables(), problem.clauses()), options);
    }

    /** Loads a CNF that stands for the problem's (its preprocessed CNF, or the CNF itself). */
    SatChecker(SatProblem problem, PreprocessedCnf cnf, SatOptions options) {
        this.cnf = cnf;
        this.solver = cnf.unsatisfiable() ? null : load(cnf, options);
        this.placed = new int[cnf.variables() + 1];
        this.coreRounds = options.coreRounds();
    }

    private static IncrementalSolver load(PreprocessedCnf cnf, SatOptions options) {
        IncrementalSolver s = options.solver().create(cnf.variables());
        for (int[] c : cnf.clauses()) {
            if (!s.addClause(c)) {
                s.close();
                return null;
            }
        }
        return s;
    }

    /**
     * Whether the problem has a model in which every assumption holds.
     *
     * @param assumptions literals over pvars ({@code +var}, as {@link SatProblem#pvar} gives them; {@link
     *                    SatProblem#FIXED_TRUE} is accepted and ignored, 0 makes the answer false)
     * @return true iff satisfiable under the assumptions; counts one call
     */
    public boolean isSatisfiable(int[] assumptions) {
        calls++;
        return answer(assumptions);
    }

    private boolean answer(int[] assumptions) {
        solved = false;
        fixedFalse = 0;
        if (solver == null) {
            return false;
        }
        int[] lits = new int[assumptions.length];
        int n = 0;
        if (++stamp == Integer.MAX_VALUE) {
            java.util.Arrays.fill(placed, 0);
            stamp = 1;
        }
        for (int a : assumptions) {
            if (a == 0) {
                return false;
            }
            if (a == SatProblem.FIXED_TRUE) {
                continue;
            }
            int l = cnf.literal(a);
            if (l == Cnf.FALSE) {
                fixedFalse = a;
                return false;
            }
            if (l != Cnf.TRUE && placed[Math.abs(l)] != stamp) { // equivalent pvars share a literal
                placed[Math.abs(l)] = stamp;
                lits[n++] = l;
            } else if (l != Cnf.TRUE && !contains(lits, n, l)) {
                lits[n++] = l; // the complement of a literal placed: unsatisfiable, as the solver will find
            }
        }
        solved = true;
        return solver.solve(n == lits.length ? lits : Arrays.copyOf(lits, n));
    }

    private static boolean contains(int[] a, int n, int x) {
        for (int i = 0; i < n; i++) {
            if (a[i] == x) {
                return true;
            }
        }
        return false;
    }

    /**
     * After a true answer of {@link #isSatisfiable}: the pvars the model sets true. (Other variables of the
     * problem are reported only when the original CNF is loaded: preprocessing may have eliminated them.)
     *
     * @requires the last answer was true
     */
    public BitSet model() {
        int[] frozen = cnf.frozen();
        BitSet trueVars = new BitSet(frozen.length == 0 ? 1 : frozen[frozen.length - 1] + 1);
        for (int v : frozen) {
            int l = cnf.literal(v);
            if (l == Cnf.TRUE || l != Cnf.FALSE && solver.value(Math.abs(l)) == (l > 0)) {
                trueVars.set(v);
            }
        }
        return trueVars;
    }

    /**
     * After a false answer: assumptions that together are already unsatisfiable (the solver's failed assumptions, a
     * subset of the assumptions; all of them when it gives none), made smaller by up to {@link SatOptions#coreRounds}
     * more questions.
     *
     * @requires the last answer was false, to a question with these assumptions
     */
    public int[] core(int[] assumptions) {
        int[] core = explanation(assumptions);
        // The explanation depends on the order of the assumptions and on what the solver learnt; asked again about
        // the core alone, reversed, it often names a much smaller one, which RecentAnswers can reuse more often.
        for (int round = 0; round < coreRounds && core.length > 1; round++) {
            int[] reversed = new int[core.length];
            for (int i = 0; i < core.length; i++) {
                reversed[i] = core[core.length - 1 - i];
            }
            coreQuestions++;
            if (answer(reversed)) {
                throw new IllegalStateException(solver.name() + "'s core is satisfiable: " + Arrays.toString(core));
            }
            int[] smaller = explanation(reversed);
            if (smaller.length >= core.length) {
                break;
            }
            core = smaller;
        }
        return core;
    }

    /** The solver's explanation of the last false answer, as a subset of its assumptions. */
    private int[] explanation(int[] assumptions) {
        if (fixedFalse != 0) {
            return new int[]{fixedFalse};
        }
        int[] explanation = solved ? solver.failedAssumptions() : null;
        if (explanation == null || explanation.length == 0) {
            return assumptions.clone();
        }
        // The explanation is over the loaded CNF's variables; several pvars may share one (equivalent literals).
        if (blamed.length <= cnf.variables()) {
            blamed = new boolean[cnf.variables() + 1];
        }
        for (int l : explanation) {
            blamed[Math.abs(l)] = true;
        }
        int[] core = new int[assumptions.length];
        int n = 0;
        for (int a : assumptions) {
            if (a == 0 || a == SatProblem.FIXED_TRUE) {
                continue;
            }
            int l = cnf.literal(a);
            if (l != Cnf.TRUE && blamed[Math.abs(l)] && !contains(core, n, a)) {
                core[n++] = a;
            }
        }
        for (int l : explanation) {
            blamed[Math.abs(l)] = false;
        }
        return Arrays.copyOf(core, n);
    }

    /** The questions {@link #core} asked so far to make cores smaller (not counted in {@link #calls}). */
    public long coreQuestions() {
        return coreQuestions;
    }

    /** The work of the loaded solver so far (none when the CNF is unsatisfiable without assumptions). */
    public IncrementalSolver.Statistics solverStatistics() {
        return solver == null ? IncrementalSolver.Statistics.NONE : solver.statistics();
    }

    /** The number of {@link #isSatisfiable} calls so far. */
    public long calls() {
        return calls;
    }

    /** The size of the loaded CNF and what preprocessing did. */
    public String describe() {
        PreprocessedCnf.Stats s = cnf.stats();
        return String.format("%s: %d variables, %d clauses (from %d, %d; %d eliminated, %d substituted in %d ms)",
                solver == null ? "unsatisfiable" : solver.name(), cnf.variables(), cnf.clauses().length,
                s.variablesBefore(), s.clausesBefore(), s.eliminated(), s.substituted(), s.millis());
    }

    @Override
    public void close() {
        if (solver != null) {
            solver.close();
        }
    }
}
