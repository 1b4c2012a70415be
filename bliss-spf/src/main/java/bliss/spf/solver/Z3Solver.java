package bliss.spf.solver;

import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Var;
import com.microsoft.z3.BoolExpr;
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
 * ({@link #floating}), which holds only the part of the path condition the query depends on ({@link Independence});
 * the answers of those queries are kept, so that the same question on another path is not asked again.
 */
final class Z3Solver extends SolverLink {

    /**
     * The share of the per-query limit a query UNSAT among short strings may take among longer ones (see
     * {@link #needsLongStrings}): a tenth, 1 s at the default 10 s; undecided then, it is undecided as any query past
     * its limit (with no per-query limit, the run's time is its only limit, as for any query).
     */
    static final int LONG_STRINGS_SHARE = 10;

    /** How often {@link #withoutFloatingAtoms} excludes the shared variables' values of a model at most. */
    static final int SPLIT_ROUNDS = 8;

    /** How many answers of floating-point queries are kept (the least recently used go first). */
    private static final int KEPT_ANSWERS = 4096;

    private final List<Expr> atoms = new ArrayList<>();
    /** The variables of each atom. */
    private final List<Set<Var>> atomVars = new ArrayList<>();
    /** Answers of floating-point queries by their independent part of the path condition and the condition. */
    private final Map<IndependentQuery, Answer> answers = new java.util.LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<IndependentQuery, Answer> eldest) {
            return size() > KEPT_ANSWERS;
        }
    };
    /** The distinct variables of the path condition in order of appearance, and how many each prefix has. */
    private final List<Var> variables = new ArrayList<>();
    private final Set<Var> known = new java.util.HashSet<>();
    private final List<Integer> variablesAtSize = new ArrayList<>(List.of(0));
    /** The theories ({@link Theories} bits) the atoms of each prefix of the path condition use. */
    private final List<Integer> theoriesAtSize = new ArrayList<>(List.of(0));
    private Context ctx;
    private Solver solver;
    /** The solver of floating-point queries ({@link #once}), made on first need. */
    private Solver floatSolver;
    /** The solver of a whole query the incremental one did not decide soon ({@link #incrementalThenWhole}). */
    private Solver wholeSolver;
    /** Milliseconds the incremental solver has on a query before {@link #wholeSolver} is asked instead. */
    static final long INCREMENTAL_MILLIS = 500;
    /** The solver of an integer query's integer atoms ({@link #withoutFloatingAtoms}), made on first need. */
    private Solver integerSolver;
    private JavaBitVectors translator;
    /** How many conditions of the path condition Z3 holds (each in its own scope). */
    private int asserted;
    /** The first condition whose scope was left empty ({@link #synchronize}), or MAX_VALUE. */
    private int firstLeftOut = Integer.MAX_VALUE;
    private Map<Var, Long> witness;
    /** The error with which Z3 gave up on the last check, or null. */
    private String gaveUp;
    private long deadline = Long.MAX_VALUE;
    /** Milliseconds each query may take (0: no limit of its own). */
    private long queryMillis;
    /** Whether an undecided query ends the path ({@link #queryLimit} was called) rather than the run. */
    private boolean cutsUndecided;
    private java.util.function.LongSupplier clock = System::nanoTime;

    /** Answers of {@link #integerStep}, by the set of integer atoms and the condition. */
    private final Map<IntegerQuery, Answer> integerAnswers = new java.util.LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<IntegerQuery, Answer> eldest) {
            return size() > KEPT_ANSWERS;
        }
    };

    /** An integer query of {@link #withoutFloatingAtoms}: a set of atoms and a condition. */
    private record IntegerQuery(Set<Expr> atoms, Expr condition) {
    }

    /** A query and the atoms of the path condition it depends on, in path-condition order. */
    private record IndependentQuery(List<Expr> component, Expr condition) {
    }

    /** Whether the query was satisfiable, and then a model of its component and condition. */
    private record Answer(boolean satisfiable, Map<Var, Long> witness) {
    }

    Z3Solver(SolverCounters counters) {
        super(counters);
    }

    @Override
    public boolean isSatisfiable(Expr condition) {
        long start = System.nanoTime();
        try {
            if (floating(condition)) {
                return independently(condition);
            }
            synchronize(true);
            return incrementally(condition, variables);
        } finally {
            counters.z3Nanos += System.nanoTime() - start;
        }
    }

    /** Asks the incremental solver, synchronized, about {@code condition}: push, assert, check, pop. */
    private boolean incrementally(Expr condition, java.util.Collection<Var> of) {
        solver.push();
        try {
            solver.add(translator.assertion(condition));
            return decide(solver, condition, of);
        } finally {
            solver.pop();
        }
    }

    /**
     * A query on a path condition with floating-point atoms, asked about the atoms it depends on: of the incremental
     * solver holding the path condition but its floating-point atoms when they have none (a table's bucket after
     * the threshold was computed), else of a new solver holding them; or answered as the same question was before. A
     * query without floating-point arithmetic whose part has some is first decided apart from them
     * ({@link #withoutFloatingAtoms}).
     * The witness gives values to that part's variables only (laid over the path condition's model by the head of
     * the chain).
     */
    private boolean independently(Expr condition) {
        Set<Var> vars = Independence.variables(condition);
        List<Expr> component = Independence.component(atoms, atomVars, vars);
        IndependentQuery query = new IndependentQuery(component, condition);
        Answer kept = answers.get(query);
        if (kept != null) {
            counters.reused++;
            witness = kept.witness;
            return kept.satisfiable;
        }
        boolean sat;
        Boolean split = floats(component, null) && !floats(List.of(), condition)
                ? withoutFloatingAtoms(component, condition) : null;
        if (split != null) {
            sat = split;
        } else if (floats(component, condition)) {
            Solver once = once(component, condition);
            once.add(translator.assertion(condition));
            sat = decide(once, condition, vars);
        } else {
            synchronize(false);
            sat = incrementally(condition, vars);
        }
        answers.put(query, new Answer(sat, witness));
        return sat;
    }

    /**
     * A query without floating-point arithmetic whose part of the path condition has some ({@code X.threshold ==
     * (int) (X.table.length * X.loadFactor)} beside a bin's {@code (hash & 0x7fffffff) % X.table.length}), decided
     * so that Z3 bit-blasts no float for it in the common case. The part splits into its integer atoms I and its
     * floating-point atoms F, which share the variables S (the length and the threshold):
     * <ol>
     * <li>I, the query and the ranges {@link Intervals} finds for S (implied by the part and the query) are asked of a
     * bit-vector solver of their own, or answered as the same set of them was before ({@link #integerStep}):
     * unsatisfiable, the whole is too;</li>
     * <li>else its model m fixes S, and F with m's values put in for S ({@code 1 == (int) (2.0f * X.loadFactor)}) is
     * asked of a floating-point solver, or answered as the same instance was before. Satisfiable: m laid under its
     * model satisfies the part and the query (they share no variable left), the witness. Unsatisfiable: no model of
     * the whole has m's values on S, so step 1 is asked again with those values excluded, at most
     * {@link #SPLIT_ROUNDS} times.</li>
     * </ol>
     * Every "unsatisfiable" comes from a subset of the part and the query, strengthened only by facts they imply;
     * every "satisfiable" comes with a model of both. Past the rounds it gives up (null).
     *
     * @requires floats(component, null), the condition has no floating-point arithmetic, the path condition no strings
     * @return whether the component and the condition are satisfiable together, or null when not known; when true,
     *         {@link #witness} gives values to the variables of the component and the condition
     */
    private Boolean withoutFloatingAtoms(List<Expr> component, Expr condition) {
        List<Expr> floating = new ArrayList<>();
        List<Expr> integral = new ArrayList<>();
        Set<Var> integralVars = new LinkedHashSet<>();
        condition.forEachVar(integralVars::add);
        for (Expr a : component) {
            if ((Theories.of(a) & Theories.FLOATS) != 0) {
                floating.add(a);
            } else {
                integral.add(a);
                a.forEachVar(integralVars::add);
            }
        }
        Set<Var> shared = new LinkedHashSet<>();
        for (Expr a : floating) {
            a.forEachVar(v -> {
                if (integralVars.contains(v)) {
                    shared.add(v);
                }
            });
        }
        List<Expr> conjunction = new ArrayList<>(component);
        conjunction.add(condition);
        Intervals ranges = new Intervals();
        if (ranges.refutes(conjunction)) {
            witness = null;
            return false;
        }
        Set<Expr> integerQuery = new LinkedHashSet<>(integral);
        for (Var v : shared) {
            if (ranges.rangeOf(v) instanceof Intervals.Ints r && !r.empty()) {
                integerQuery.add(bliss.spf.symbolic.Exprs.compare(bliss.spf.symbolic.Compare.Op.GE, v,
                        new bliss.spf.symbolic.Const(r.lo(), v.type())));
                integerQuery.add(bliss.spf.symbolic.Exprs.compare(bliss.spf.symbolic.Compare.Op.LE, v,
                        new bliss.spf.symbolic.Const(r.hi(), v.type())));
            }
        }
        long z3Calls = counters.z3Calls;
        for (int round = 0; round < SPLIT_ROUNDS; round++) {
            Answer integer = integerStep(integerQuery, condition, integralVars);
            if (!integer.satisfiable) {
                witness = null;
                countReuse(z3Calls);
                return false;
            }
            Map<Var, Long> m = integer.witness;
            Map<Var, bliss.spf.symbolic.Const> fixed = new HashMap<>();
            for (Var v : shared) {
                fixed.put(v, new bliss.spf.symbolic.Const(m.get(v), v.type()));
            }
            List<Expr> instantiated = new ArrayList<>();
            Set<Var> rest = new LinkedHashSet<>();
            boolean refuted = false;
            for (Expr a : floating) {
                Expr b = ConditionSimplifier.simplify(bliss.spf.symbolic.Exprs.substitute(a, fixed));
                if (b instanceof bliss.spf.symbolic.Const c) {
                    refuted |= c.value() == 0;
                    continue;
                }
                instantiated.add(b);
                b.forEachVar(rest::add);
            }
            Answer kept = refuted ? new Answer(false, null) : instantiated.isEmpty() ? new Answer(true, Map.of()) : null;
            IndependentQuery instance = new IndependentQuery(instantiated, bliss.spf.symbolic.Const.TRUE);
            if (kept == null) {
                kept = answers.get(instance);
            }
            if (kept == null) {
                Solver once = once(instantiated, null);
                boolean sat = decide(once, bliss.spf.symbolic.Const.TRUE, rest);
                kept = new Answer(sat, witness);
                answers.put(instance, kept);
            }
            if (kept.satisfiable) {
                Map<Var, Long> values = new HashMap<>(m);
                values.putAll(kept.witness);
                witness = values;
                countReuse(z3Calls);
                return true;
            }
            Expr excluded = bliss.spf.symbolic.Const.FALSE;        // S differs from m somewhere
            for (Var v : shared) {
                excluded = bliss.spf.symbolic.Exprs.or(excluded, bliss.spf.symbolic.Exprs.compare(
                        bliss.spf.symbolic.Compare.Op.NE, v, fixed.get(v)));
            }
            if (excluded instanceof bliss.spf.symbolic.Const) {
                witness = null;
                return false;                                       // no S: F alone is unsatisfiable
            }
            integerQuery.add(excluded);
        }
        return null;
    }

    /**
     * Step 1 of {@link #withoutFloatingAtoms}: whether the integer atoms {@code atoms} and {@code condition} hold
     * together, with a model of {@code vars}; asked of the bit-vector solver, or answered as the same set of atoms
     * and condition was before (SymSolve's paths ask the same integer question again and again, with the path
     * condition's atoms in another order or repeated, or beside other floating-point atoms).
     */
    private Answer integerStep(Set<Expr> atoms, Expr condition, Set<Var> vars) {
        IntegerQuery query = new IntegerQuery(Set.copyOf(atoms), condition);
        Answer kept = integerAnswers.get(query);
        if (kept != null) {
            return kept;
        }
        context();
        if (integerSolver == null) {
            integerSolver = ctx.mkSolver(ctx.mkTactic("qfbv"));
        } else {
            integerSolver.reset();
        }
        for (Expr a : atoms) {
            integerSolver.add(translator.assertion(a));
        }
        integerSolver.add(translator.assertion(condition));
        boolean sat = decide(integerSolver, condition, vars);
        kept = new Answer(sat, witness);
        integerAnswers.put(query, kept);
        return kept;
    }

    /** Counts a query {@link #withoutFloatingAtoms} answered without a check since {@code z3Calls} as reused. */
    private void countReuse(long z3Calls) {
        if (counters.z3Calls == z3Calls) {
            counters.reused++;
        }
    }

    /**
     * Checks what {@code s} holds (the path condition, or the part of it a query depends on, and {@code condition}),
     * keeping a model of {@code vars} and the condition's variables as the witness.
     *
     * @throws Abort (TIMEOUT) when the run's time ran out during the check; (SOLVER_LIMIT) when, with a per-query
     *         limit given ({@link #queryLimit}), Z3 did not decide within it or gave up
     */
    private boolean decide(Solver s, Expr condition, java.util.Collection<Var> of) {
        counters.z3Calls++;
        boolean runTimeBinds = limitTime(s, Long.MAX_VALUE);
        Status status;
        if (translator.hasStrings()) {
            status = check(s, translator.shortStrings());
            if (status == Status.UNSATISFIABLE && needsLongStrings(s)) {
                counters.z3Calls++;
                runTimeBinds = limitTime(s, cutsUndecided && queryMillis > 0 ? Math.max(1, queryMillis / LONG_STRINGS_SHARE)
                        : Long.MAX_VALUE);
                status = check(s);
            }
        } else if (s == solver) {
            Solver answering = incrementalThenWhole(s);
            if (answering != s) {
                s = answering;
                runTimeBinds = limitTime(s, Long.MAX_VALUE);
            }
            status = lastStatus;
        } else {
            status = check(s);
        }
        if (status == Status.UNKNOWN && (clock.getAsLong() >= deadline || runTimeBinds && ranOutOfTime(s))) {
            throw new Abort(Abort.Reason.TIMEOUT);
        }
        if (status == Status.UNKNOWN) {
            if (cutsUndecided) {
                throw new Abort(Abort.Reason.SOLVER_LIMIT);
            }
            throw new IllegalStateException("Z3 gave up on " + condition + ": " + (gaveUp != null ? gaveUp
                    : s.getReasonUnknown()));
        }
        if (status == Status.UNSATISFIABLE) {
            witness = null;
            return false;
        }
        Set<Var> vars = new LinkedHashSet<>(of);
        condition.forEachVar(vars::add);
        witness = valuesIn(s.getModel(), vars);
        return true;
    }

    /** The status of the last check of {@link #incrementalThenWhole}. */
    private Status lastStatus;

    /**
     * Checks the incremental solver {@code s} (path condition and query, no strings) within
     * {@link #INCREMENTAL_MILLIS} first; when it did not decide within that (and that was the tighter limit), checks
     * the same assertions again as one whole query of a QF_BV tactic solver ({@link #wholeSolver}), under the query's
     * own limits. Z3's incremental core bit-blasts each assertion as it stands, with no preprocessing across its
     * scopes: two keys asserted equal after each was hashed by a bit-mixing function (Commons' StaticBucketMap,
     * HashedMap) leave it to prove two copies of the hash circuit equal bit by bit, past any time limit, where the
     * tactic's equality solving substitutes one key for the other first and answers in milliseconds.
     *
     * @return the solver that answered ({@link #lastStatus} its status)
     */
    private Solver incrementalThenWhole(Solver s) {
        boolean quickBinds = limitTime(s, INCREMENTAL_MILLIS) || queryMillis > 0 && queryMillis <= INCREMENTAL_MILLIS;
        lastStatus = check(s);
        if (lastStatus != Status.UNKNOWN || quickBinds || gaveUp != null) {
            return s;
        }
        BoolExpr[] assertions = s.getAssertions();
        if (wholeSolver == null) {
            wholeSolver = ctx.mkSolver(ctx.mkTactic("qfbv"));
        } else {
            wholeSolver.reset();
        }
        wholeSolver.add(assertions);
        counters.z3Calls++;
        limitTime(wholeSolver, Long.MAX_VALUE);
        lastStatus = check(wholeSolver);
        return wholeSolver;
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

    /** Whether {@code part} of the path condition or {@code condition} (null: none) has floating-point arithmetic. */
    private static boolean floats(List<Expr> part, Expr condition) {
        int theories = condition == null ? 0 : Theories.of(condition);
        for (Expr a : part) {
            theories |= Theories.of(a);
        }
        return (theories & Theories.FLOATS) != 0;
    }

    /**
     * A solver holding {@code part} of the path condition only, for one query on {@code condition} (null: none),
     * built from the QF_FPBV tactic (see {@link #floating}): one per context, emptied before each query (a new Z3
     * solver per query holds its native memory until the JVM's collector finds its Java object, which a run with a
     * small heap does rarely: 17,000 paths of HashMap.put took gigabytes).
     */
    private Solver once(List<Expr> part, Expr condition) {
        context();
        if (floatSolver == null) {
            floatSolver = ctx.mkSolver(ctx.mkTactic("qffpbv"));
        } else {
            floatSolver.reset();
        }
        Solver once = floatSolver;
        for (Expr a : part) {
            once.add(translator.assertion(a));
        }
        return once;
    }

    /**
     * {@code s.check(assumptions)}, where Z3 giving up with an error (its string solver's "reached max unfolding", on
     * a text whose length a loop keeps asking about) is UNKNOWN, as giving up without one is; the error is kept in
     * {@link #gaveUp}.
     */
    private Status check(Solver s, BoolExpr... assumptions) {
        gaveUp = null;
        try {
            return s.check(assumptions);
        } catch (com.microsoft.z3.Z3Exception e) {
            gaveUp = e.getMessage();
            return Status.UNKNOWN;
        }
    }

    /**
     * Whether the last check, UNSAT under {@link JavaBitVectors#shortStrings}, was so because of it: only then may a
     * longer string satisfy the query, which is asked again without it, for a {@link #LONG_STRINGS_SHARE}th of the
     * per-query limit.
     */
    private boolean needsLongStrings(Solver s) {
        BoolExpr assumption = translator.shortStrings();
        for (BoolExpr e : s.getUnsatCore()) {
            if (e.equals(assumption)) {
                return true;
            }
        }
        return false;
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
     * Gives the next query what is left of the run's time and at most the per-query limit and {@code atMost}, in
     * milliseconds (Z3 answers UNKNOWN when it runs out).
     *
     * @return whether the run's time is the tighter of the two (so that running out of it is the run's timeout)
     * @throws Abort (TIMEOUT) when nothing is left of the run's time
     */
    private boolean limitTime(Solver s, long atMost) {
        long left = Long.MAX_VALUE;
        if (deadline != Long.MAX_VALUE) {
            left = (deadline - clock.getAsLong()) / 1_000_000;
            if (left <= 0) {
                throw new Abort(Abort.Reason.TIMEOUT);
            }
        }
        long own = queryMillis == 0 ? atMost : Math.min(queryMillis, atMost);
        boolean runTimeBinds = own == Long.MAX_VALUE || left <= own;
        long limit = runTimeBinds ? left : own;
        Params p = ctx.mkParams();
        p.add("timeout", (int) Math.min(Integer.MAX_VALUE, limit)); // every time: an earlier, shorter limit must not stay
        s.setParameters(p);
        return runTimeBinds;
    }

    /**
     * Creates the context on first need and asserts the conditions pushed since the last query, each in a scope of
     * its own; the floating-point ones (with no strings) only when {@code all}: without them the scope stays empty,
     * for queries that do not depend on them ({@link #independently}). When {@code all}, the conditions left out
     * before are asserted first.
     */
    private void synchronize(boolean all) {
        context();
        if (all && firstLeftOut < asserted) {
            solver.pop(asserted - firstLeftOut);
            asserted = firstLeftOut;
        }
        while (asserted < atoms.size()) {
            solver.push();
            Expr atom = atoms.get(asserted);
            if (all || Theories.of(atom) != Theories.FLOATS) {
                solver.add(translator.assertion(atom));
            } else {
                firstLeftOut = Math.min(firstLeftOut, asserted);
            }
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
        atomVars.add(Independence.variables(condition));
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
            if (firstLeftOut >= size) {
                firstLeftOut = Integer.MAX_VALUE;
            }
            counters.z3Nanos += System.nanoTime() - start;
        }
        atoms.subList(size, atoms.size()).clear();
        atomVars.subList(size, atomVars.size()).clear();
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
                s = once(atoms, null);
            } else {
                synchronize(true);
                s = solver;
            }
            counters.z3Calls++;
            limitTime(s, Long.MAX_VALUE); // the run's time, not a shorter limit an earlier query left on s
            Status status = translator.hasStrings() ? check(s, translator.shortStrings()) : Status.UNKNOWN;
            if (status != Status.SATISFIABLE) {
                status = check(s);
            }
            if (status == Status.UNKNOWN && clock.getAsLong() >= deadline) {
                throw new Abort(Abort.Reason.TIMEOUT);
            }
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
            floatSolver = null;
            integerSolver = null;
            translator = null;
            asserted = 0;
            firstLeftOut = Integer.MAX_VALUE;
        }
    }
}
