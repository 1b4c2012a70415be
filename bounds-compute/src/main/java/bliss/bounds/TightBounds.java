package bliss.bounds;

import bliss.sat.Cnf;
import bliss.sat.PreprocessedCnf;
import bliss.sat.Preprocessor;

import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import bliss.sat.IncrementalSolver;
import bliss.sat.SolverKind;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The tightest upper bounds: a tuple {@code s.f -> t} stays iff some valid canonical structure of at most k nodes
 * has s in the structure and {@code s.f == t}; i.e. iff invariant, structure and canonical order are satisfiable
 * together with the tuple and "s is used".
 *
 * <p>The {@link Encoding}'s CNF is preprocessed once with the literals of every tuple and of "node used" frozen
 * ({@link Preprocessor}: a third of the variables are left at AvlTree 20). Every worker thread has its own
 * incremental SAT solver ({@link bliss.sat.Cdcl} by default) loaded with it and asks about one undecided
 * tuple at a time (as assumptions). A model proves every tuple true in it feasible at once
 * (harvested); an UNSAT answer becomes a clause, shared with the other workers, that
 * helps later questions. Tuples of the previous scope's bounds need no question (paper Theorem 4: a structure
 * valid at k-1 is valid at k). Measured: asking about one tuple is faster than asking "is some undecided tuple
 * true?" with an activation literal; the wide clause makes each call slow and each model still proves only a few
 * new tuples.
 */
final class TightBounds {

    private static final boolean DEBUG = Boolean.getBoolean("bliss.bounds.trace");
    private static final byte UNDECIDED = 0;
    private static final byte FEASIBLE = 1;
    private static final byte INFEASIBLE = 2;

    /** The outcome: tight bounds and what it cost. */
    record Result(FieldBounds bounds, long satCalls, long millis) {
    }

    private final Encoding encoding;
    /** The encoding's CNF preprocessed with every tuple's literals frozen; null when it has an empty clause. */
    private final PreprocessedCnf cnf;
    private final List<FieldShape> fields = new ArrayList<>();
    /** {field index, source, target (-1 null), tuple literal, literal of "source in the structure"}. */
    private final List<int[]> tuples = new ArrayList<>();
    private final AtomicIntegerArray status;
    /** 1 once a worker has taken the tuple's question: no two workers ask the same. */
    private final AtomicIntegerArray claimed;
    private final AtomicLong satCalls = new AtomicLong();
    private final PrintStream progress;
    private final String label;
    private final SolverKind solverKind;
    private volatile long lastReport;
    private final long start = System.nanoTime();

    private TightBounds(Encoding encoding, FieldBounds upper, FieldBounds seed, PrintStream progress, String label,
                        SolverKind solverKind) {
        this.encoding = encoding;
        this.solverKind = solverKind;
        this.progress = progress;
        this.label = label;
        HeapAtoms atoms = encoding.atoms;
        for (ClassShape c : atoms.layout().classes()) {
            for (FieldShape f : c.referenceFields()) {
                int fi = fields.size();
                fields.add(f);
                ClassShape target = atoms.shape(f.target());
                for (int s = 0; s < atoms.count(c); s++) {
                    for (int t = -1; t < atoms.count(target); t++) {
                        if (upper.contains(f, s, t)) {
                            int sourceIn = c.node() ? encoding.used(s) : Cnf.TRUE;
                            tuples.add(new int[]{fi, s, t, encoding.edge(f, s, t), sourceIn});
                        }
                    }
                }
            }
        }
        this.status = new AtomicIntegerArray(tuples.size());
        this.claimed = new AtomicIntegerArray(tuples.size());
        // Every question assumes a tuple and "its source is used", and a model is read on those literals only: the
        // CNF is preprocessed with them frozen (as BLISS's), which leaves a fraction of the variables to assign.
        int[] frozen = tuples.stream().flatMapToInt(t -> java.util.stream.IntStream.of(t[3], t[4]))
                .filter(l -> l != Cnf.TRUE && l != Cnf.FALSE).map(Math::abs).distinct().sorted().toArray();
        this.cnf = encoding.cnf.contradiction() ? null : Preprocessor.run(encoding.cnf.variables(),
                encoding.cnf.clauses().toArray(int[][]::new), frozen);
        for (int i = 0; i < tuples.size(); i++) {
            int[] t = tuples.get(i);
            if (cnf != null && !cnf.unsatisfiable()) {
                t[3] = map(t[3]);
                t[4] = map(t[4]);
            }
            FieldShape f = fields.get(t[0]);
            if (seed != null && t[1] < seed.sources(f) && t[2] < seed.scope() && seed.contains(f, t[1], t[2])) {
                status.set(i, FEASIBLE);
            } else if (t[3] == Cnf.FALSE || t[4] == Cnf.FALSE) {
                status.set(i, INFEASIBLE);
            }
        }
        this.lastReport = System.nanoTime();
    }

    /** A literal of the encoding in the preprocessed CNF (or the constant it was fixed to). */
    private int map(int lit) {
        return lit == Cnf.TRUE || lit == Cnf.FALSE ? lit : cnf.literal(lit);
    }

    /**
     * Computes the tight bounds.
     *
     * @param encoding the problem, translated with {@code upper} as upper bounds
     * @param seed     bounds known to be feasible (the previous scope's), or null
     * @param threads  worker threads (each with its own solver)
     * @param progress where to report progress every few seconds, or null
     * @param solver    the SAT solver each worker loads
     * @param questions where the questions go instead of local threads (a cluster), or null
     */
    static Result compute(Encoding encoding, FieldBounds upper, FieldBounds seed, int threads, PrintStream progress,
                          String label, SolverKind solver, TupleQuestions questions) {
        TightBounds tb = new TightBounds(encoding, upper, seed, progress, label, solver);
        if (questions != null) {
            tb.ask(questions);
        } else {
            tb.run(Math.max(1, threads));
        }
        return new Result(tb.result(), tb.satCalls.get(), (System.nanoTime() - tb.start) / 1_000_000);
    }

    /** The undecided tuples, decided elsewhere ({@link TupleQuestions}: the same literals, the same CNF). */
    private void ask(TupleQuestions questions) {
        if (cnf == null || cnf.unsatisfiable()) {
            for (int i = 0; i < tuples.size(); i++) {
                status.compareAndSet(i, UNDECIDED, INFEASIBLE); // no valid structure at all
            }
            return;
        }
        int[][] literals = new int[tuples.size()][];
        byte[] known = new byte[tuples.size()];
        for (int i = 0; i < tuples.size(); i++) {
            literals[i] = new int[]{tuples.get(i)[3], tuples.get(i)[4]};
            known[i] = (byte) status.get(i);
        }
        satCalls.addAndGet(questions.decide(cnf.variables(), java.util.Arrays.asList(cnf.clauses()), literals,
                known));
        for (int i = 0; i < known.length; i++) {
            status.set(i, known[i]);
        }
    }

    private void run(int threads) {
        if (threads == 1) {
            new Worker().run();
            return;
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "tight-bounds");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (int w = 0; w < threads; w++) {
                futures.add(pool.submit(new Worker()));
            }
            for (Future<?> f : futures) {
                f.get();
            }
        } catch (Exception e) {
            throw new IllegalStateException("tight bounds computation failed: " + e.getMessage(), e);
        } finally {
            pool.shutdownNow();
        }
    }

    /** One solver, asking about undecided tuples no other worker has taken, until none is left. */
    private final class Worker implements Runnable {
        private final IncrementalSolver solver;
        private final boolean[] excluded;
        private boolean loaded = true;

        Worker() {
            boolean empty = cnf == null || cnf.unsatisfiable();
            this.solver = solverKind.create(empty ? 0 : cnf.variables());
            loaded = !empty;
            for (int i = 0; loaded && i < cnf.clauses().length; i++) {
                loaded = solver.addClause(cnf.clauses()[i]);
            }
            this.excluded = new boolean[tuples.size()];
        }

        @Override
        public void run() {
            try {
                // A first model without assumptions: each worker starts from its own, and an unsatisfiable CNF
                // (no valid structure at all, not even the empty one) is found here.
                satCalls.incrementAndGet();
                if (!loaded || !solver.solve()) {
                    for (int i = 0; i < tuples.size(); i++) {
                        status.compareAndSet(i, UNDECIDED, INFEASIBLE);
                    }
                    return;
                }
                harvest();
                for (int i = next(); i >= 0; i = next()) {
                    if (status.get(i) == UNDECIDED) {
                        ask(i);
                    }
                    report();
                }
            } finally {
                solver.close();
            }
        }

        /**
         * Claims the next undecided tuple nobody asks about yet (-1 when none is left). On the way, what others
         * proved infeasible becomes a clause here too ({@code !(tuple && source in the structure)}).
         */
        private int next() {
            for (int i = 0; i < tuples.size(); i++) {
                int st = status.get(i);
                if (st == INFEASIBLE && !excluded[i]) {
                    excluded[i] = true;
                    exclude(tuples.get(i));
                }
            }
            for (int i = 0; i < tuples.size(); i++) {
                if (status.get(i) == UNDECIDED && claimed.compareAndSet(i, 0, 1)) {
                    return i;
                }
            }
            return -1;
        }

        private void exclude(int[] t) {
            if (t[3] == Cnf.FALSE || t[4] == Cnf.FALSE) {
                return; // false in every model already
            }
            int[] clause = new int[]{-t[3], -t[4]};
            if (t[3] == Cnf.TRUE || t[4] == Cnf.TRUE) {
                clause = new int[]{t[3] == Cnf.TRUE ? -t[4] : -t[3]};
            }
            if (clause[0] != -Cnf.TRUE) {
                solver.addClause(clause);
            }
        }

        /**
         * Is this tuple feasible: in a valid structure, its source part of the structure (a tuple of a node outside
         * the structure is nobody's)? Harvests the model, or marks it infeasible.
         */
        private void ask(int i) {
            int[] t = tuples.get(i);
            int[] assumptions = java.util.Arrays.stream(new int[]{t[3], t[4]}).filter(l -> l != Cnf.TRUE).toArray();
            satCalls.incrementAndGet();
            long t0 = System.nanoTime();
            boolean sat = solver.solve(assumptions);
            if (DEBUG) {
                System.err.printf("  worker %s: %s in %.1f ms  %s %d %d  %s%n", Thread.currentThread().getName(), sat,
                        (System.nanoTime() - t0) / 1e6, fields.get(t[0]).name(), t[1], t[2],
                        solver instanceof bliss.sat.Cdcl c ? c.conflicts() + " conflicts, "
                                + c.propagations() + " propagations so far" : "");
            }
            if (sat) {
                harvest();
            } else if (status.compareAndSet(i, UNDECIDED, INFEASIBLE)) {
                excluded[i] = true;
                exclude(t);
            }
        }

        /** Every tuple true in the current model, of an object in the structure, is feasible. */
        private void harvest() {
            for (int i = 0; i < tuples.size(); i++) {
                int[] t = tuples.get(i);
                if (status.get(i) == UNDECIDED && holds(t[3]) && holds(t[4])) {
                    status.set(i, FEASIBLE);
                }
            }
        }

        private boolean holds(int lit) {
            return lit == Cnf.TRUE || lit != Cnf.FALSE && solver.value(Math.abs(lit)) == lit > 0;
        }
    }

    private void report() {
        long now = System.nanoTime();
        if (progress == null || now - lastReport < 5_000_000_000L) {
            return;
        }
        lastReport = now;
        int feasible = 0;
        int infeasible = 0;
        for (int i = 0; i < status.length(); i++) {
            feasible += status.get(i) == FEASIBLE ? 1 : 0;
            infeasible += status.get(i) == INFEASIBLE ? 1 : 0;
        }
        progress.printf("bliss bounds: %s: %d of %d tuples decided (%d feasible, %d infeasible), %d SAT calls, %d s%n",
                label, feasible + infeasible, status.length(), feasible, infeasible, satCalls.get(),
                (now - start) / 1_000_000_000L);
    }

    private FieldBounds result() {
        Map<FieldShape, long[]> rows = FieldBounds.full(encoding.atoms.layout(), encoding.atoms.scope()).copyRows();
        for (long[] r : rows.values()) {
            java.util.Arrays.fill(r, 0L);
        }
        for (int i = 0; i < tuples.size(); i++) {
            if (status.get(i) == FEASIBLE) {
                int[] t = tuples.get(i);
                rows.get(fields.get(t[0]))[t[1]] |= 1L << (t[2] < 0 ? FieldBounds.NULL_BIT : t[2]);
            }
        }
        return new FieldBounds(encoding.atoms.scope(), encoding.atoms.layout(), rows);
    }
}
