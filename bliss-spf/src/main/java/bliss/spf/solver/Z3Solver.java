package bliss.spf.solver;

import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Var;
import com.microsoft.z3.Context;
import bliss.spf.vm.Abort;
import com.microsoft.z3.Model;
import com.microsoft.z3.Params;
import com.microsoft.z3.Solver;
import com.microsoft.z3.Status;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The last link: Z3 over bit-vectors ({@link JavaBitVectors}), used incrementally. One Z3 solver holds the path
 * condition, one Z3 scope per condition, so backtracking is a {@code pop} and Z3 keeps what it learnt about the
 * shared prefix; a query is push, assert, check, pop. Both the Z3 context and the assertions are made lazily:
 * conditions are sent to Z3 only when a query reaches it, so a search that the earlier links answer never loads
 * the native library at all. A query with floating-point arithmetic goes instead to a solver of its own
 * ({@link #floating}).
 */
final class Z3Solver extends SolverLink {

    private final List<Expr> atoms = new ArrayList<>();
    /** The distinct variables of the path condition in order of appearance, and how many each prefix has. */
    private final List<Var> variables = new ArrayList<>();
    private final Set<Var> known = new java.util.HashSet<>();
    private final List<Integer> variablesAtSize = new ArrayList<>(List.of(0));
    /** The theories ({@link Theories} bits) the atoms of each prefix of the path condition use. */
    private final List<Integer> theoriesAtSize = new ArrayList<>(List.of(0));
    private Context ctx;
    private Solver solver;
    private JavaBitVectors translator;
    /** How many conditions of the path condition Z3 holds (each in its own scope). */
    private int asserted;
    private Map<Var, Long> witness;
    private long deadline = Long.MAX_VALUE;
    /** Milliseconds each query may take (0: no limit of its own). */
    private long queryMillis;
    /** Whether an undecided query ends the path ({@link #queryLimit} was called) rather than the run. */
    private boolean cutsUndecided;
    private java.util.function.LongSupplier clock = System::nanoTime;

    Z3Solver(SolverCounters counters) {
        super(counters);
    }

    @Override
    public boolean isSatisfiable(Expr condition) {
        long start = System.nanoTime();
        try {
            if (floating(condition)) {
                Solver once = once();
                once.add(translator.assertion(condition));
                return decide(once, condition);
            }
            synchronize();
            solver.push();
            try {
                solver.add(translator.assertion(condition));
                return decide(solver, condition);
            } finally {
                solver.pop();
            }
        } finally {
            counters.z3Nanos += System.nanoTime() - start;
        }
    }

    /**
     * Checks what {@code s} holds (the path condition and {@code condition}), keeping a model as the witness.
     *
     * @throws Abort (TIMEOUT) when the run's time ran out during the check; (SOLVER_LIMIT) when, with a per-query
     *         limit given ({@link #queryLimit}), Z3 did not decide within it or gave up
     */
    private boolean decide(Solver s, Expr condition) {
        counters.z3Calls++;
        boolean runTimeBinds = limitTime(s);
        Status status = s.check();
        if (status == Status.UNKNOWN && (clock.getAsLong() >= deadline || runTimeBinds && ranOutOfTime(s))) {
            throw new Abort(Abort.Reason.TIMEOUT);
        }
        if (status == Status.UNKNOWN) {
            if (cutsUndecided) {
                throw new Abort(Abort.Reason.SOLVER_LIMIT);
            }
            throw new IllegalStateException("Z3 gave up on " + condition + ": " + s.getReasonUnknown());
        }
        if (status == Status.UNSATISFIABLE) {
            witness = null;
            return false;
        }
        Set<Var> vars = new LinkedHashSet<>(variables);
        condition.forEachVar(vars::add);
        witness = valuesIn(s.getModel(), vars);
        return true;
    }

    /**
     * Whether a query on {@code condition} (null: the path condition alone) goes to a solver of its own: when it
     * involves floating-point arithmetic and no strings. Z3's incremental solver cannot preprocess across its scopes,
     * so it bit-blasts each floating-point term as it stands; its QF_FPBV tactic, applied to one whole query,
     * simplifies first (docs/solver.md: OpenJDK's HashMap.put under pli about five times faster).
     */
    private boolean floating(Expr condition) {
        int theories = theoriesAtSize.get(atoms.size()) | (condition == null ? 0 : Theories.of(condition));
        return theories == Theories.FLOATS;
    }

    /** A new solver holding the path condition, for one floating-point query (see {@link #floating}). */
    private Solver once() {
        context();
        Solver once = ctx.mkSolver(ctx.mkTactic("qffpbv"));
        for (Expr a : atoms) {
            once.add(translator.assertion(a));
        }
        return once;
    }

    /**
     * Whether Z3 gave up because the time this query was given ran out: its timer, set from the milliseconds left
     * (rounded down), can fire a little before the run's clock reaches the deadline.
     */
    private boolean ranOutOfTime(Solver s) {
        if (deadline == Long.MAX_VALUE) {
            return false;
        }
        String reason = String.valueOf(s.getReasonUnknown());
        return reason.contains("timeout") || reason.contains("canceled");
    }

    @Override
    public void deadline(long nanoTime, java.util.function.LongSupplier clock) {
        this.deadline = nanoTime;
        this.clock = clock;
    }

    @Override
    public void queryLimit(long millis) {
        if (millis < 0) {
            throw new IllegalArgumentException("a per-query limit of " + millis + " ms");
        }
        this.queryMillis = millis;
        this.cutsUndecided = true;
    }

    /**
     * Gives the next query what is left of the run's time and at most the per-query limit, in milliseconds (Z3
     * answers UNKNOWN when it runs out).
     *
     * @return whether the run's time is the tighter of the two (so that running out of it is the run's timeout)
     * @throws Abort (TIMEOUT) when nothing is left of the run's time
     */
    private boolean limitTime(Solver s) {
        long left = Long.MAX_VALUE;
        if (deadline != Long.MAX_VALUE) {
            left = (deadline - clock.getAsLong()) / 1_000_000;
            if (left <= 0) {
                throw new Abort(Abort.Reason.TIMEOUT);
            }
        }
        boolean runTimeBinds = queryMillis == 0 || left <= queryMillis;
        long limit = runTimeBinds ? left : queryMillis;
        if (limit != Long.MAX_VALUE) {
            Params p = ctx.mkParams();
            p.add("timeout", (int) Math.min(Integer.MAX_VALUE, limit));
            s.setParameters(p);
        }
        return runTimeBinds;
    }

    /** Creates the context on first need and asserts the conditions pushed since the last query. */
    private void synchronize() {
        context();
        while (asserted < atoms.size()) {
            solver.push();
            solver.add(translator.assertion(atoms.get(asserted)));
            asserted++;
        }
    }

    /** Creates the context, the incremental solver and the translation on first need. */
    private void context() {
        if (ctx == null) {
            ctx = JavaBitVectors.newContext();
            solver = ctx.mkSolver();
            translator = new JavaBitVectors(ctx);
        }
    }

    private Map<Var, Long> valuesIn(Model model, Iterable<Var> vars) {
        Map<Var, Long> values = new HashMap<>();
        for (Var v : vars) {
            values.put(v, translator.valueIn(model, v));
        }
        return values;
    }

    @Override
    Map<Var, Long> lastModel() {
        return witness;
    }

    @Override
    public void push(Expr condition) {
        atoms.add(condition);
        condition.forEachVar(v -> {
            if (known.add(v)) {
                variables.add(v);
            }
        });
        variablesAtSize.add(variables.size());
        theoriesAtSize.add(theoriesAtSize.get(theoriesAtSize.size() - 1) | Theories.of(condition));
    }

    @Override
    public void popTo(int size) {
        if (size < 0 || size > atoms.size()) {
            throw new IllegalArgumentException("popTo(" + size + ") on a path condition of " + atoms.size());
        }
        if (asserted > size) {
            long start = System.nanoTime();
            solver.pop(asserted - size);
            asserted = size;
            counters.z3Nanos += System.nanoTime() - start;
        }
        atoms.subList(size, atoms.size()).clear();
        int keep = variablesAtSize.get(size);
        for (Var v : variables.subList(keep, variables.size())) {
            known.remove(v);
        }
        variables.subList(keep, variables.size()).clear();
        variablesAtSize.subList(size + 1, variablesAtSize.size()).clear();
        theoriesAtSize.subList(size + 1, theoriesAtSize.size()).clear();
    }

    @Override
    public int size() {
        return atoms.size();
    }

    @Override
    public List<Expr> constraints() {
        return List.copyOf(atoms);
    }

    @Override
    public Map<Var, Long> model() {
        long start = System.nanoTime();
        try {
            Solver s;
            if (floating(null)) {
                s = once();
            } else {
                synchronize();
                s = solver;
            }
            counters.z3Calls++;
            Status status = s.check();
            if (status != Status.SATISFIABLE) {
                throw new IllegalStateException("the path condition is " + status + " (pushed without a check?)");
            }
            return valuesIn(s.getModel(), variables);
        } finally {
            counters.z3Nanos += System.nanoTime() - start;
        }
    }

    /** Releases the Z3 context; a later query creates a new one and asserts the path condition again. */
    @Override
    public void close() {
        if (ctx != null) {
            ctx.close();
            ctx = null;
            solver = null;
            translator = null;
            asserted = 0;
        }
    }
}
