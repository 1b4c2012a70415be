package bliss.bounds;

import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import org.sat4j.core.VecInt;
import org.sat4j.specs.ContradictionException;
import org.sat4j.specs.IConstr;
import org.sat4j.specs.ISolver;
import org.sat4j.specs.TimeoutException;

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
 * The tightest upper bounds: a tuple of a field stays iff invariant, structure and canonical order hold together
 * with it, i.e. iff some valid canonical structure of at most k nodes uses it.
 *
 * <p>Every worker thread has its own incremental SAT4J solver loaded with the {@link Encoding}'s CNF. A worker asks
 * "is some still-undecided tuple of my share true?" (one clause over the share, switched on by an activation
 * literal passed as assumption). A model proves every tuple true in it feasible at once (harvested, whatever the
 * share); an UNSAT answer proves the whole share infeasible at once. Tuples known from the previous scope's
 * bounds (Theorem 4: a structure valid at k-1 is valid at k) need no query.
 */
final class TightBounds {

    private static final boolean DEBUG = Boolean.getBoolean("bliss.bounds.trace");
    /** Tuples per question; measured: one is fastest (a wide disjunction makes each call slow). */
    private static final int GROUP = Integer.getInteger("bliss.bounds.group", 1);
    private static final byte UNDECIDED = 0;
    private static final byte FEASIBLE = 1;
    private static final byte INFEASIBLE = 2;

    /** The outcome: tight bounds and what it cost. */
    record Result(FieldBounds bounds, long satCalls, long millis) {
    }

    private final Encoding encoding;
    private final List<FieldShape> fields = new ArrayList<>();
    private final List<int[]> tuples = new ArrayList<>(); // {field index, source, target(-1 null), literal}
    private final AtomicIntegerArray status;
    private final AtomicLong satCalls = new AtomicLong();
    private final PrintStream progress;
    private final String label;
    private volatile long lastReport;
    private final long start = System.nanoTime();

    private TightBounds(Encoding encoding, FieldBounds upper, FieldBounds seed, PrintStream progress, String label) {
        this.encoding = encoding;
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
                            tuples.add(new int[]{fi, s, t, encoding.edge(f, s, t)});
                        }
                    }
                }
            }
        }
        this.status = new AtomicIntegerArray(tuples.size());
        for (int i = 0; i < tuples.size(); i++) {
            int[] t = tuples.get(i);
            FieldShape f = fields.get(t[0]);
            if (seed != null && t[1] < seed.sources(f) && t[2] < seed.scope() && seed.contains(f, t[1], t[2])) {
                status.set(i, FEASIBLE);
            }
        }
        this.lastReport = System.nanoTime();
    }

    /**
     * Computes the tight bounds.
     *
     * @param encoding the problem, translated with {@code upper} as upper bounds
     * @param seed     bounds known to be feasible (the previous scope's), or null
     * @param threads  worker threads (each with its own solver)
     * @param progress where to report progress every few seconds, or null
     */
    static Result compute(Encoding encoding, FieldBounds upper, FieldBounds seed, int threads, PrintStream progress,
                          String label) {
        TightBounds tb = new TightBounds(encoding, upper, seed, progress, label);
        tb.run(Math.max(1, threads));
        return new Result(tb.result(), tb.satCalls.get(), (System.nanoTime() - tb.start) / 1_000_000);
    }

    private void run(int threads) {
        if (threads == 1) {
            new Worker(0, 1).run();
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
                futures.add(pool.submit(new Worker(w, threads)));
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

    /** One solver, asking about its share of the undecided tuples until none is left. */
    private final class Worker implements Runnable {
        private final int id;
        private final int count;
        private final ISolver solver;
        private final boolean[] excluded;

        Worker(int id, int count) {
            this.id = id;
            this.count = count;
            this.solver = Sat4j.load(encoding.cnf.variables(), encoding.cnf.clauses());
            this.excluded = new boolean[tuples.size()];
        }

        @Override
        public void run() {
            try {
                // A first model without assumptions: each worker starts from its own, and an unsatisfiable CNF
                // (no valid structure at all, not even the empty one) is found here.
                satCalls.incrementAndGet();
                if (solver == null || !solver.isSatisfiable()) {
                    for (int i = 0; i < tuples.size(); i++) {
                        status.compareAndSet(i, UNDECIDED, INFEASIBLE);
                    }
                    return;
                }
                harvest();
                while (true) {
                    List<Integer> share = share(false);
                    if (share.isEmpty()) {
                        share = share(true);
                    }
                    if (share.isEmpty()) {
                        return;
                    }
                    ask(share.subList(0, Math.min(GROUP, share.size())));
                    report();
                }
            } catch (TimeoutException | ContradictionException e) {
                throw new IllegalStateException("SAT4J: " + e.getMessage(), e);
            }
        }

        /**
         * Undecided tuples of this worker (or anyone's, when its own are done), as tuple indices. Tuples the bounds
         * fix are proved by any model and never asked about. Tuples others proved infeasible become unit clauses.
         */
        private List<Integer> share(boolean all) throws ContradictionException {
            List<Integer> out = new ArrayList<>();
            for (int i = 0; i < tuples.size(); i++) {
                int st = status.get(i);
                int lit = tuples.get(i)[3];
                if (lit == Cnf.TRUE) {
                    continue;
                }
                if (st == INFEASIBLE && !excluded[i]) {
                    excluded[i] = true;
                    solver.addClause(new VecInt(new int[]{-lit}));
                } else if (st == UNDECIDED && (all || i % count == id)) {
                    out.add(i);
                }
            }
            return out;
        }

        /** Is one of these tuples feasible? Harvests the model, or marks them all infeasible. */
        private void ask(List<Integer> share) throws TimeoutException, ContradictionException {
            boolean single = share.size() == 1;
            int act = single ? tuples.get(share.get(0))[3] : solver.nextFreeVarId(true);
            IConstr constr = null;
            if (!single) {
                VecInt clause = new VecInt(share.size() + 1);
                clause.push(-act);
                for (int i : share) {
                    clause.push(tuples.get(i)[3]);
                }
                constr = solver.addClause(clause);
            }
            satCalls.incrementAndGet();
            long t0 = System.nanoTime();
            boolean sat = solver.isSatisfiable(new VecInt(new int[]{act}));
            if (DEBUG) {
                System.err.printf("  worker %d: share %d -> %s in %.1f ms%n", id, share.size(), sat,
                        (System.nanoTime() - t0) / 1e6);
            }
            if (constr != null) {
                solver.removeConstr(constr);
            }
            if (!single || !sat) {
                solver.addClause(new VecInt(new int[]{-act}));
            }
            if (sat) {
                harvest();
            } else {
                for (int i : share) {
                    status.compareAndSet(i, UNDECIDED, INFEASIBLE);
                }
            }
        }

        /** Every tuple true in the current model is feasible. */
        private void harvest() {
            for (int i = 0; i < tuples.size(); i++) {
                int lit = tuples.get(i)[3];
                if (status.get(i) == UNDECIDED && (lit == Cnf.TRUE || solver.model(lit))) {
                    status.set(i, FEASIBLE);
                }
            }
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
