package bliss.spf.vm;

/** An object of an interpreted class. Its identity hash is a per-run serial number, so runs are reproducible. */
public class VmObject extends Cells {

    /**
     * The object's class. It changes only for a {@link LazyObject}, whose class is decided lazily: until then it is
     * a class of kind {@link VmClass.Kind#UNDECIDED}.
     */
    public VmClass cls;
    public final int hash;

    public VmObject(VmClass cls, int hash, long birth) {
        this(cls, cls.instanceSlots(), hash, birth);
    }

    /** An object with room for {@code slots} fields (a {@link LazyObject}: the most any of its classes has). */
    protected VmObject(VmClass cls, int slots, int hash, long birth) {
        super(new long[slots], new Object[slots], birth);
        this.cls = cls;
        this.hash = hash;
    }

    @Override
    public String toString() {
        return cls.javaName() + "@" + Integer.toHexString(hash);
    }
}
