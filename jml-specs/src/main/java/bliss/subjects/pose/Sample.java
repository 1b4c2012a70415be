package bliss.subjects.pose;

/**
 * The sample programs of the POSE paper's Fig. 1, in Java, analysed without a driver: {@code swap} (a), {@code sum}
 * (b), {@code sumOf}, (b) with the three nodes passed as arguments instead of read from fields, and {@code hasNull}
 * (c) with its bound 4 and {@code hasNullWithin10} with 10 (the paper's variant); the bound is a constant here, not
 * an input field. The paper's
 * {@code Object data} is a {@code Sample} here: in the paper every object is a {@code Sample} or the data object a
 * fresh {@code data} refers to, which may alias any of them, so the candidate objects of every read are the same (and
 * the engine gives a field of type {@code Object} values of other classes too: strings, boxes). Every heap is an
 * input: {@code repOK} holds on all of them (what {@code bliss testgen} checks each input against).
 */
public class Sample {

    Sample data;
    int val;
    Sample s0;
    Sample s1;
    Sample s2;
    Sample next;

    /** Every heap of Samples is valid. */
    public boolean repOK() {
        return true;
    }

    /** Fig. 1 (a): swaps the data of this and s; nothing when s is null. */
    public void swap(Sample s) {
        if (s != null) {
            Sample d = this.data;
            this.data = s.data;
            s.data = d;
        }
    }

    /** Fig. 1 (b): the sum of the values of this and of the three nodes its fields refer to. */
    public int sum() {
        int sum = val;
        sum += s0.val;
        sum += s1.val;
        sum += s2.val;
        return sum;
    }

    /** Fig. 1 (c): whether the sequence from next ends in null within 4 nodes. */
    public boolean hasNull() {
        return hasNull(4);
    }

    /** Fig. 1 (c) with the bound 10. */
    public boolean hasNullWithin10() {
        return hasNull(10);
    }

    private boolean hasNull(int max) {
        Sample s = next;
        int i = 1;
        while (s != null && i <= max) {
            s = s.next;
            i = i + 1;
        }
        return s == null;
    }

    /**
     * The POSE paper's Fig. 3 (its program p2): three writes through possibly aliased arguments, then a branch on what
     * they left; the sum is 0 exactly when all three are one object, where the paper aborts and this throws.
     */
    public void zeroSum(Sample b0, Sample b1, Sample b2) {
        b2.val = 2;
        b1.val = 1;
        b0.val = 0;
        if (b0.val + b1.val + b2.val == 0) {
            throw new IllegalStateException("b0, b1 and b2 are one object");
        }
    }

    /** Fig. 1 (b) with its nodes as arguments: the sum of their values. */
    public int sumOf(Sample s0, Sample s1, Sample s2) {
        return s0.val + s1.val + s2.val;
    }
}
