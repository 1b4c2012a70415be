package bliss.spf.vm;

/**
 * The undo trail: old values of heap slots, newest last, so that backtracking to a choice point undoes every write
 * made since (depth-first search with backtracking of state, not re-execution).
 *
 * <p>A write is logged only when the written storage is at least as old as the {@link #horizon()}, the allocation
 * count at the latest choice point (or nested run): younger storage disappears with the backtrack anyway. With no
 * horizon ({@code -1}), nothing is logged.
 */
public final class Trail {

    /** A rare undo action that is not a slot write (for example a counter of the input heap). */
    public interface Undo {
        void undo();
    }

    private Cells[] cells = new Cells[1024];
    private int[] index = new int[1024];
    private long[] oldP = new long[1024];
    private Object[] oldR = new Object[1024];
    private int top;
    private long horizon = -1;

    /** Storage born at or before the horizon is logged when written. */
    public long horizon() {
        return horizon;
    }

    public void setHorizon(long horizon) {
        this.horizon = horizon;
    }

    /** The current size of the trail: a mark to undo to. */
    public int mark() {
        return top;
    }

    /**
     * Logs slot {@code i} of {@code c} before it is written, when {@code c} is old enough to need it.
     *
     * @effects if c.birth <= horizon: trail' = trail ++ [(c, i, c.p[i], c.r[i])]
     */
    public void log(Cells c, int i) {
        if (c.birth > horizon) {
            return;
        }
        if (top == cells.length) {
            grow();
        }
        cells[top] = c;
        index[top] = i;
        oldP[top] = c.p == null ? 0 : c.p[i];
        oldR[top] = c.r[i];
        top++;
    }

    /** Logs an arbitrary undo action (always, whatever the horizon). */
    public void log(Undo undo) {
        if (top == cells.length) {
            grow();
        }
        cells[top] = null;
        oldR[top] = undo;
        top++;
    }

    /**
     * Undoes every write logged after {@code mark}, newest first.
     *
     * @requires 0 <= mark <= mark()
     * @effects the logged slots hold their old values; mark()' = mark
     */
    public void undoTo(int mark) {
        for (int t = top - 1; t >= mark; t--) {
            Cells c = cells[t];
            if (c == null) {
                ((Undo) oldR[t]).undo();
            } else {
                int i = index[t];
                if (c.p != null) {
                    c.p[i] = oldP[t];
                }
                c.r[i] = oldR[t];
            }
            cells[t] = null;
            oldR[t] = null;
        }
        top = mark;
    }

    private void grow() {
        int n = cells.length * 2;
        cells = java.util.Arrays.copyOf(cells, n);
        index = java.util.Arrays.copyOf(index, n);
        oldP = java.util.Arrays.copyOf(oldP, n);
        oldR = java.util.Arrays.copyOf(oldR, n);
    }
}
