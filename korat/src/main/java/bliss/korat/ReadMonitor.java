package bliss.korat;

import java.util.Arrays;

/**
 * The receiver of the field-access reports that instrumented code makes (see {@link MonitoringClassLoader}):
 * records, for one run of repOK on a candidate, the order in which candidate slots are first read (Korat's field
 * ordering), counts reads against a budget, and notes writes.
 *
 * <p>Instrumented code calls {@link #read} before every {@code GETFIELD} of a monitored field with the object's
 * synthetic id (0 for objects outside the finitization) and the field's id; the call must be cheap, so slots are
 * found by array arithmetic and "already read in this run" by an epoch stamp.
 *
 * @specfield order: seq Slot      -- slots first read in the current run, in order of first read
 * @specfield reads: int           -- monitored reads in the current run
 * @specfield written: lone Slot   -- the first slot written in the current run, if any
 */
public final class ReadMonitor {

    /** Thrown out of repOK when a run exceeds its read budget (a repOK looping on a cyclic candidate). */
    static final class ReadBudgetExhausted extends Error {
        ReadBudgetExhausted() {
            super("read budget exhausted", null, false, false);
        }
    }

    private static final ReadBudgetExhausted EXHAUSTED = new ReadBudgetExhausted();

    private final int fieldCount;
    private final int[] slotOf;
    private final int[] stamp;
    private final long budget;
    /** Chooses the values of ordered slots when they are first read; null when there are none. */
    OrderedValues ordered;
    private int epoch;
    final int[] order;
    int length;
    long reads;
    int written = -1;

    /**
     * @param slotOf     {@code slotOf[object * fieldCount + field]}: the slot of that field of that object, -1 if none
     * @param fieldCount number of monitored field ids
     * @param slotCount  number of slots of the candidate vector
     * @param budget     maximum monitored reads per run
     */
    ReadMonitor(int[] slotOf, int fieldCount, int slotCount, long budget) {
        this.slotOf = slotOf;
        this.fieldCount = fieldCount;
        this.stamp = new int[slotCount];
        this.order = new int[slotCount];
        this.budget = budget;
    }

    long budget() {
        return budget;
    }

    /**
     * Starts a run. Effects: order, reads and written are cleared.
     */
    void reset() {
        if (++epoch == 0) {
            Arrays.fill(stamp, 0);
            epoch = 1;
        }
        length = 0;
        reads = 0;
        written = -1;
        if (ordered != null) {
            ordered.reset();
        }
    }

    /**
     * Reports a read of field {@code field} of the object with id {@code object}. Effects: the slot is appended to
     * order if not yet in it; reads is incremented.
     *
     * @throws ReadBudgetExhausted when reads exceeds the budget
     */
    public void read(int object, int field) {
        if (object == 0) {
            return;
        }
        int slot = slotOf[object * fieldCount + field];
        if (slot >= 0 && stamp[slot] != epoch) {
            stamp[slot] = epoch;
            order[length++] = slot;
            if (ordered != null && ordered.isOrdered(slot)) {
                ordered.assign(slot, length - 1);
            }
        }
        if (++reads > budget) {
            throw EXHAUSTED;
        }
    }

    /** Reports a write of field {@code field} of the object with id {@code object}. Effects: notes the first one. */
    public void write(int object, int field) {
        if (object != 0 && written < 0) {
            int slot = slotOf[object * fieldCount + field];
            if (slot >= 0) {
                written = slot;
            }
        }
    }
}
