package bliss.korat;

import java.lang.invoke.MethodHandle;
import java.util.Arrays;
import java.util.function.LongConsumer;

/**
 * Korat's search over the candidate vector of a {@link Finitization}: run repOK on a candidate with its field
 * reads monitored, then move to the next candidate by incrementing the last field in the order of first reads,
 * resetting the fields read after it (pruning: no candidate that agrees with this one on every field repOK read
 * can have a different outcome, so none is tried), and backtracking over fields that are at their last value.
 *
 * <p>Isomorphism breaking: a reference field at position p of the read order may take null, the objects of its
 * target class already held by the fields before p (or the header, when it is of that class), and the first
 * object of that class not held by any of them; so exactly one candidate of each isomorphism class is tried.
 *
 * <p>Both rules rely on repOK being deterministic and reading fields in an order that depends only on the
 * structure, and on repOK not writing the fields it checks (which is detected and reported).
 */
final class KoratSearch {

    private final Finitization fin;
    private final ReadMonitor monitor;
    private final MethodHandle repOk;
    private final StructureCollector collector;
    private final int[] values;
    /** {@code used[c][p]}: the highest index of an object of class c held by the slots before position p. */
    private final int[][] used;
    /** The classes some reference slot targets: the only ones {@link #used} is computed for. */
    private final int[] targetClasses;
    /** {@link #used} entries at positions 0..unchangedUpTo are still those of the current read order. */
    private int unchangedUpTo;

    /** Value choices of ordered slots ({@link OrderedValues}); null when there are none. */
    private final OrderedValues ordered;

    /** Told of every candidate this worker owns (none by default). */
    CandidateListener listener;

    // Counts of the candidates this worker owns.
    long candidates;
    long valid;
    long exceptions;
    long budgetExhausted;

    /**
     * @param repOk        a handle of type {@code (Object) -> boolean} calling repOK on its argument
     * @param orderedSlots which slots hold ordered values, or null for none
     * @param orderedDomain the number of values of the ordered fields' domain
     */
    KoratSearch(Finitization fin, ReadMonitor monitor, MethodHandle repOk, StructureCollector collector,
                boolean[] orderedSlots, int orderedDomain) {
        this.fin = fin;
        this.monitor = monitor;
        this.repOk = repOk;
        this.collector = collector;
        this.values = new int[fin.slotCount];
        this.ordered = orderedSlots == null ? null : new OrderedValues(fin, values, orderedSlots, orderedDomain);
        monitor.ordered = ordered;
        this.used = new int[fin.classAtoms.length][fin.slotCount + 1];
        this.targetClasses = Arrays.stream(fin.slotTargetClass).filter(c -> c >= 0).distinct().toArray();
    }

    /**
     * Runs the search to the end. Effects: the collector has received every valid candidate this worker owns; the
     * counters count the candidates it owns.
     *
     * <p>With several workers, each walks the same top of the search tree: the subtrees rooted at position
     * {@code splitDepth} of the read order (candidates agreeing on their first splitDepth reads) are dealt out in
     * the order they are met, subtree i to worker i mod workers, and a worker skips the others after one run of
     * repOK. Candidates that read fewer slots than that lie above the split and belong to worker 0. Every worker
     * meets the same subtrees in the same order (the search is deterministic), so every candidate is owned by
     * exactly one worker.
     *
     * @param progress called with the number of candidates so far every 2^16 candidates
     * @throws EnumerationException when repOK writes a field of a candidate
     */
    void run(int worker, int workers, int splitDepth, LongConsumer progress) {
        for (int s = 0; s < fin.slotCount; s++) {
            write(s);
        }
        boolean newPrefix = true;
        boolean owned = worker == 0;
        long subtrees = 0;
        long runs = 0;
        int from;
        do {
            monitor.reset();
            Outcome outcome = check();
            if (monitor.written >= 0) {
                int s = monitor.written;
                throw new EnumerationException("repOK of " + fin.layout.header().javaName() + " writes field "
                        + fin.slotField[s].name() + " of " + fin.atoms[fin.slotAtom[s]]
                        + "; the enumerator needs a repOK without side effects on the structure");
            }
            int length = monitor.length;
            boolean skip = false;
            if (workers > 1) {
                if (length >= splitDepth) {
                    if (newPrefix) {
                        owned = subtrees++ % workers == worker;
                    }
                    skip = !owned;
                } else {
                    owned = worker == 0;
                }
            }
            if (workers == 1 || owned) {
                count(outcome);
            }
            if ((++runs & 0xFFFF) == 0) {
                progress.accept(candidates);
            }
            from = next(skip ? splitDepth : length);
            newPrefix = from < splitDepth;
        } while (from >= 0);
    }

    private enum Outcome { VALID, INVALID, EXCEPTION, BUDGET_EXHAUSTED }

    private void count(Outcome outcome) {
        candidates++;
        switch (outcome) {
            case VALID -> {
                valid++;
                collector.accept(values, ordered);
            }
            case EXCEPTION -> exceptions++;
            case BUDGET_EXHAUSTED -> budgetExhausted++;
            default -> { }
        }
        if (listener != null && outcome != Outcome.BUDGET_EXHAUSTED) {
            listener.candidate(fin.header(), outcome == Outcome.VALID, this::wasRead);
        }
    }

    /** Whether the last run of repOK read the field named {@code field} of {@code object}. */
    private boolean wasRead(Object object, String field) {
        for (int p = 0; p < monitor.length; p++) {
            int s = monitor.order[p];
            if (fin.instances[fin.slotAtom[s]] == object && fin.slotField[s].name().equals(field)) {
                return true;
            }
        }
        return false;
    }

    /** Runs repOK on the current candidate; an exception or an exhausted read budget makes it invalid. */
    private Outcome check() {
        try {
            boolean ok = (boolean) repOk.invokeExact(fin.header());
            if (monitor.reads > monitor.budget()) {
                // repOK caught the budget error itself; the outcome cannot be trusted.
                return Outcome.BUDGET_EXHAUSTED;
            }
            return ok ? Outcome.VALID : Outcome.INVALID;
        } catch (ReadMonitor.ReadBudgetExhausted e) {
            return Outcome.BUDGET_EXHAUSTED;
        } catch (Exception | StackOverflowError e) {
            return Outcome.EXCEPTION;
        } catch (Error e) {
            throw e;
        } catch (Throwable t) {
            return Outcome.EXCEPTION;
        }
    }

    /**
     * Moves to the next candidate not pruned and not isomorphic to one already tried, backtracking from position
     * {@code length - 1} of the read order (the slots from {@code length} on are reset). Returns the position
     * incremented, or -1 when the search space is exhausted.
     */
    private int next(int length) {
        int[] order = monitor.order;
        for (int p = length; p < monitor.length; p++) {
            values[order[p]] = 0;
            write(order[p]);
        }
        computeUsed(order, length);
        for (int p = length - 1; p >= 0; p--) {
            int s = order[p];
            if (values[s] < maxValue(s, p)) {
                values[s]++;
                write(s);
                unchangedUpTo = p;
                return p;
            }
            values[s] = 0;
            write(s);
        }
        return -1;
    }

    /** Writes slot s into its object; an ordered slot gets its value when it is read. */
    private void write(int s) {
        if (ordered == null || !ordered.isOrdered(s)) {
            fin.write(s, values[s]);
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
        // Objects 0..used are taken; the next one is the first fresh object; value index = object index + 1.
        int firstFresh = used[target][p] + 1;
        return Math.min(firstFresh, fin.classAtoms[target].length - 1) + 1;
    }

    /**
     * Fills {@link #used} for the current read order. The order and values up to the position incremented last
     * are those of the previous run, and so are their entries; only the rest is recomputed.
     */
    private void computeUsed(int[] order, int length) {
        int from = Math.min(unchangedUpTo, length);
        for (int c : targetClasses) {
            int[] u = used[c];
            if (from == 0) {
                u[0] = fin.root.classIndex() == c ? 0 : -1;
            }
            int max = u[from];
            for (int p = from; p < length; p++) {
                int s = order[p];
                if (fin.slotTargetClass[s] == c && values[s] > max + 1) {
                    max = values[s] - 1;
                }
                u[p + 1] = max;
            }
        }
    }
}
