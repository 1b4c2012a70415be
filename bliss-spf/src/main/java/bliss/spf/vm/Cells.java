package bliss.spf.vm;

/**
 * Storage of the interpreted heap: an object's fields, an array's elements, a class's static fields. Slot {@code i}
 * holds a concrete primitive in {@code p[i]} and, in {@code r[i]}, either a reference (objects, host strings, null)
 * or, for a primitive slot, a symbolic {@link bliss.spf.symbolic.Expr} that overrides {@code p[i]}. Reference-only
 * storage (arrays of references) has no {@code p}.
 *
 * <p>{@code birth} orders storage by creation for the undo trail: storage born after the latest choice point is
 * discarded by backtracking to it, so writes to it need no undo entry (see {@link Trail}). Permanent storage (static
 * fields, objects built by static initializers) has birth 0.
 */
public abstract class Cells {

    public final long[] p;
    public final Object[] r;
    public final long birth;

    protected Cells(long[] p, Object[] r, long birth) {
        this.p = p;
        this.r = r;
        this.birth = birth;
    }
}
