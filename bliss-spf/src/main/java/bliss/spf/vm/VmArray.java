package bliss.spf.vm;

/**
 * An interpreted array. Primitive arrays keep elements in {@code p}, with {@code r} for symbolic elements (as in
 * every {@link Cells}); reference arrays have {@code r} only.
 */
public class VmArray extends Cells {

    public final VmClass cls;
    /**
     * The number of elements. It changes only for a {@link LazyArray} whose length is still symbolic: until it is
     * decided it is the array's room (the most it may have).
     */
    public int length;
    public final int hash;
    /** The first character of the element descriptor: 'I', 'J', 'Z', 'B', 'C', 'S', 'F', 'D', 'L' or '['. */
    public final char elem;

    public VmArray(VmClass cls, int length, int hash, long birth) {
        super(primitive(cls) ? new long[length] : null, new Object[length], birth);
        this.cls = cls;
        this.length = length;
        this.hash = hash;
        this.elem = cls.name().charAt(1);
    }

    private static boolean primitive(VmClass arrayClass) {
        char c = arrayClass.name().charAt(1);
        return c != 'L' && c != '[';
    }

    public boolean isPrimitive() {
        return p != null;
    }

    @Override
    public String toString() {
        return cls.name() + "[" + length + "]@" + Integer.toHexString(hash);
    }
}
