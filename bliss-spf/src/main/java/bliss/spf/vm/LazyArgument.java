package bliss.spf.vm;

import bliss.layout.HeapAccess;

/**
 * A reference argument of a method analysed without a driver, held in its local variable as a symbolic reference
 * until the method first loads it: lazy initialization (SPF's, the POSE and LISSA papers') then decides what it
 * refers to ({@link ExecutionHooks#uninitializedArgument}) as it decides an input field at its first read, and every
 * load from then on gives that value. The decision is stored here, not in the frame, so that backtracking (the undo
 * trail) and the frames a choice point copies agree: a local holding this object always means "the argument's input
 * value".
 *
 * <pre>
 * @specfield value: UNINITIALIZED (not loaded yet on this path), null, or the object it refers to
 * </pre>
 */
public final class LazyArgument extends Cells {

    private final String name;
    private final String descriptor;

    /**
     * Lives as long as the analysis (birth 0): every decision is logged on the trail once a choice point exists.
     *
     * @param name       the parameter's name, the argument's name in results ({@code s})
     * @param descriptor its declared type's descriptor ({@code Lpkg/Sample;})
     */
    public LazyArgument(String name, String descriptor) {
        super(new long[1], new Object[]{HeapAccess.UNINITIALIZED}, 0);
        this.name = name;
        this.descriptor = descriptor;
    }

    public String name() {
        return name;
    }

    public String descriptor() {
        return descriptor;
    }

    /** Whether the current path has loaded it (its value is decided). */
    public boolean isDecided() {
        return r[0] != HeapAccess.UNINITIALIZED;
    }

    /** Its input value: UNINITIALIZED, null, or an object. */
    public Object value() {
        return r[0];
    }

    @Override
    public String toString() {
        return name;
    }
}
