package bliss.korat;

import bliss.layout.FieldShape;

import java.lang.invoke.MethodHandle;
import java.util.Arrays;

/**
 * The search of {@link SymSolve} (LISSA Fig. 6): Korat's search over the free slots of a candidate whose fixed slots
 * never change. After repOK rejects a candidate, the last free slot in the order of first reads is incremented and
 * the free slots read after it are reset (fixed slots are skipped and keep their values); a free slot at its last
 * value is reset and the search backtracks.
 *
 * <p>Isomorphism breaking (§3.3): a free reference slot at position p of the read order may hold null, any object
 * of its class up to the largest one held by a fixed slot or by a slot read before p (the root counts as held), and
 * the first object after that one. The objects after the last fixed one are interchangeable (no fixed slot names
 * them, and their own slots are free), so every valid completion has an isomorphic one the search tries.
 */
final class SymSolveSearch {

    private final Finitization fin;
    private final ReadMonitor monitor;
    private final MethodHandle repOk;
    private final OrderedValues ordered;
    private final int[] values;
    private boolean[] fixed;
    /** Per class: the largest object held by a fixed slot (or the root), -1 when none. */
    private final int[] fixedMax;
    /** {@code usedAt[c][p]}: the largest object of class c held by a fixed slot or a slot read before position p. */
    private final int[][] usedAt;
    private final int[] targetClasses;
    private final Live live = new Live();

    long candidates;
    long budgetExhausted;
    /** Asked every {@value #STOP_CHECK_PERIOD} candidates: whether to end the search ({@link SymSolve#stopWhen}). */
    java.util.function.BooleanSupplier stop;
    private static final int STOP_CHECK_PERIOD = 4096;

    SymSolveSearch(Finitization fin, ReadMonitor monitor, MethodHandle repOk, boolean[] orderedSlots,
                   int orderedDomain) {
        this.fin = fin;
        this.monitor = monitor;
        this.repOk = repOk;
        this.values = new int[fin.slotCount];
        this.ordered = orderedSlots == null ? null : new OrderedValues(fin, values, orderedSlots, orderedDomain);
        monitor.ordered = ordered;
        this.fixedMax = new int[fin.classAtoms.length];
        this.usedAt = new int[fin.classAtoms.length][fin.slotCount + 1];
        this.targetClasses = Arrays.stream(fin.slotTargetClass).filter(c -> c >= 0).distinct().toArray();
    }

    Witness solve(PartialCandidate q, CandidateFilter filter) {
        System.arraycopy(q.values, 0, values, 0, values.length);
        fixed = q.fixed;
        Arrays.fill(fixedMax, -1);
        fixedMax[fin.root.classIndex()] = fin.root.index();
        for (int s = 0; s < fin.slotCount; s++) {
            if (fixed[s] && fin.slotTargetClass[s] >= 0 && values[s] > 0) {
                int c = fin.slotTargetClass[s];
                fixedMax[c] = Math.max(fixedMax[c], values[s] - 1);
            }
            write(s);
        }
        while (true) {
            monitor.reset();
            boolean valid = check();
            if (monitor.written >= 0) {
                int s = monitor.written;
                throw new EnumerationException("repOK of " + fin.layout.header().javaName() + " writes field "
                        + fin.slotField[s].name() + " of " + fin.atoms[fin.slotAtom[s]]
                        + "; SymSolve needs a repOK without side effects on the structure");
            }
            candidates++;
            if (stop != null && candidates % STOP_CHECK_PERIOD == 0 && stop.getAsBoolean()) {
                throw new SymSolve.Stopped();
            }
            if (valid && realizable() && (filter == null || filter.accept(live.of()))) {
                return witness();
            }
            if (next(monitor.length) < 0) {
                return null;
            }
        }
    }

    /** An order pattern with more distinct values than the domain holds stands for no structure. */
    private boolean realizable() {
        return ordered == null || ordered.distinct() <= ordered.domainSize();
    }

    private boolean check() {
        try {
            boolean ok = (boolean) repOk.invokeExact(fin.header());
            if (monitor.reads > monitor.budget()) {
                budgetExhausted++;
                return false;
            }
            return ok;
        } catch (ReadMonitor.ReadBudgetExhausted e) {
            budgetExhausted++;
            return false;
        } catch (Exception | StackOverflowError e) {
            return false;
        } catch (Error e) {
            throw e;
        } catch (Throwable t) {
            return false;
        }
    }

    /**
     * Moves to the next candidate (LISSA's getNextVector), backtracking from position {@code length - 1} of the read
     * order over free slots only. Returns the position incremented, or -1 when the free slots are exhausted.
     */
    private int next(int length) {
        int[] order = monitor.order;
        computeUsed(order, length);
        for (int p = length - 1; p >= 0; p--) {
            int s = order[p];
            if (fixed[s]) {
                continue;
            }
            if (values[s] < maxValue(s, p)) {
                values[s]++;
                write(s);
                return p;
            }
            values[s] = 0;
            write(s);
        }
        return -1;
    }

    /** Fills {@link #usedAt} for the read order of the last run. */
    private void computeUsed(int[] order, int length) {
        for (int c : targetClasses) {
            int[] u = usedAt[c];
            int max = fixedMax[c];
            u[0] = max;
            for (int p = 0; p < length; p++) {
                int s = order[p];
                if (fin.slotTargetClass[s] == c && values[s] - 1 > max) {
                    max = values[s] - 1;
                }
                u[p + 1] = max;
            }
        }
    }

    /** The highest value index slot {@code s} may take at position {@code p} of the read order. */
    private int maxValue(int s, int p) {
        if (ordered != null && ordered.isOrdered(s)) {
            return ordered.maxChoice[p];
        }
        int target = fin.slotTargetClass[s];
        if (target < 0) {
            return fin.slotDomainSize[s] - 1;
        }
        int firstFresh = usedAt[target][p] + 1;
        return Math.min(firstFresh, fin.classAtoms[target].length - 1) + 1;
    }

    private void write(int s) {
        if (ordered == null || !ordered.isOrdered(s)) {
            fin.write(s, values[s]);
        }
    }

    private boolean[] readFlags() {
        boolean[] read = new boolean[fin.slotCount];
        for (int p = 0; p < monitor.length; p++) {
            read[monitor.order[p]] = true;
        }
        return read;
    }

    private long primitive(int s, boolean read) {
        if (ordered != null && ordered.isOrdered(s)) {
            return read ? ordered.value(s) : 0;
        }
        return switch (fin.slotField[s].kind()) {
            case BOOLEAN -> values[s];
            case INT, LONG -> fin.slotMin[s] + values[s];
            default -> 0;
        };
    }

    private Witness witness() {
        boolean[] read = readFlags();
        long[] prims = new long[fin.slotCount];
        boolean[] orderedSlots = new boolean[fin.slotCount];
        for (int s = 0; s < fin.slotCount; s++) {
            if (fin.slotTargetClass[s] < 0) {
                prims[s] = primitive(s, read[s]);
            }
            orderedSlots[s] = ordered != null && ordered.isOrdered(s);
        }
        return new Witness(fin, Arrays.copyOf(values, values.length), prims, read, orderedSlots);
    }

    /** The candidate repOK just accepted, for a filter. */
    private final class Live implements ValidCandidate {
        private boolean[] read;

        Live of() {
            read = readFlags();
            return this;
        }

        private int slot(int classIndex, int object, FieldShape field) {
            Integer id = fin.fields.idOrNull(field);
            if (id == null) {
                throw new IllegalArgumentException("no field " + field.name() + " in this finitization");
            }
            return fin.slotOf[fin.classAtoms[classIndex][object] * fin.fields.count() + id];
        }

        @Override
        public int target(int classIndex, int object, FieldShape field) {
            int s = slot(classIndex, object, field);
            return values[s] - 1;
        }

        @Override
        public long value(int classIndex, int object, FieldShape field) {
            int s = slot(classIndex, object, field);
            return primitive(s, read[s]);
        }

        @Override
        public boolean read(int classIndex, int object, FieldShape field) {
            return read[slot(classIndex, object, field)];
        }

        @Override
        public boolean ordered(FieldShape field) {
            if (ordered == null) {
                return false;
            }
            for (int s = 0; s < fin.slotCount; s++) {
                if (fin.slotField[s].equals(field)) {
                    return ordered.isOrdered(s);
                }
            }
            return false;
        }
    }
}
