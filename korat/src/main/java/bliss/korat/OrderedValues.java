package bliss.korat;

import java.util.Arrays;

/**
 * Symmetry breaking for <em>ordered</em> int fields: fields whose values repOK only compares with one another
 * ({@code <}, {@code <=}, {@code ==}, ...), never with constants or results of arithmetic, such as the keys of a
 * search tree or a heap. For such fields the outcome of repOK and the order of its reads depend only on the
 * relative order of the values, so one candidate per order pattern suffices: a valid pattern with d distinct values
 * stands for the C(D, d) valid structures obtained by mapping its values increasingly into a domain of D values.
 *
 * <p>The value of an ordered slot is therefore chosen when repOK first reads it, relative to the d values the
 * ordered slots read before it hold: choice 2i is a new value between the i-th and (i+1)-th of them (below all for
 * i = 0, above all for i = d), choice 2i+1 equals the (i+1)-th; so 2d+1 choices, one per order type. Korat's search
 * enumerates choices like any other slot, the bound on the choice at each read position being recorded here.
 * Values are spread out with gaps so that a new value always fits between two old ones without renumbering those
 * repOK has already read.
 *
 * @specfield values: seq int   -- the distinct values of the ordered slots read in the current run, sorted
 */
final class OrderedValues {

    private static final int GAP = 1 << 22;

    private final Finitization fin;
    private final int[] choices;
    private final boolean[] ordered;
    private final int domainSize;
    /** {@code maxChoice[p]}: the highest choice for the ordered slot read at position p of the current run. */
    final int[] maxChoice;
    /** The value each ordered slot got in the run that last assigned it. */
    private final int[] actual;
    private final int[] assignedIn;
    private int run;
    private final int[] sorted;
    private int distinct;

    /**
     * @param choices    the search's candidate vector: the choice index of each slot
     * @param ordered    which slots are ordered
     * @param domainSize D, the number of values of the ordered fields' domain
     */
    OrderedValues(Finitization fin, int[] choices, boolean[] ordered, int domainSize) {
        this.fin = fin;
        this.choices = choices;
        this.ordered = ordered;
        this.domainSize = domainSize;
        this.maxChoice = new int[fin.slotCount];
        this.actual = new int[fin.slotCount];
        this.assignedIn = new int[fin.slotCount];
        this.sorted = new int[fin.slotCount];
    }

    boolean isOrdered(int slot) {
        return ordered[slot];
    }

    /** Starts a run. Effects: values is empty. */
    void reset() {
        run++;
        distinct = 0;
    }

    /**
     * Gives ordered slot {@code slot}, first read at position {@code position}, the value its choice selects, and
     * writes it into its object. Effects: the value is added to values; maxChoice[position] = 2 |values| (before).
     *
     * @throws EnumerationException when no int is left between two neighbouring values (very deep nesting)
     */
    void assign(int slot, int position) {
        int choice = choices[slot];
        maxChoice[position] = 2 * distinct;
        int value;
        if ((choice & 1) == 1) {
            value = sorted[choice >> 1];
        } else {
            int i = choice >> 1;
            value = fresh(i);
            System.arraycopy(sorted, i, sorted, i + 1, distinct - i);
            sorted[i] = value;
            distinct++;
        }
        actual[slot] = value;
        assignedIn[slot] = run;
        fin.writeInt(slot, value);
    }

    /** A value strictly between sorted[i - 1] and sorted[i] (unbounded at the ends). */
    private int fresh(int i) {
        if (distinct == 0) {
            return 0;
        }
        if (i == 0) {
            return Math.subtractExact(sorted[0], GAP);
        }
        if (i == distinct) {
            return Math.addExact(sorted[distinct - 1], GAP);
        }
        long low = sorted[i - 1];
        long high = sorted[i];
        if (high - low < 2) {
            throw new EnumerationException("too many ordered values nested between two others; "
                    + "enumerate without --ordered at this scope");
        }
        return (int) ((low + high) >>> 1);
    }

    /** True when ordered slot {@code slot} was read in the current run. */
    boolean readInThisRun(int slot) {
        return assignedIn[slot] == run;
    }

    /** The rank of the current value of a slot read in this run among values: 0 for the smallest. */
    int rank(int slot) {
        return Arrays.binarySearch(sorted, 0, distinct, actual[slot]);
    }

    /** The number of distinct values the ordered slots read in this run hold. */
    int distinct() {
        return distinct;
    }

    /** The value the ordered slot {@code slot} holds in this run (valid when {@link #readInThisRun}). */
    int value(int slot) {
        return actual[slot];
    }

    /** D: the size of the domain the order patterns are mapped into. */
    int domainSize() {
        return domainSize;
    }
}
