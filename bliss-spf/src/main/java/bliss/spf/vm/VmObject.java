package bliss.spf.vm;

/** An object of an interpreted class. Its identity hash is a per-run serial number, so runs are reproducible. */
public class VmObject extends Cells {

    public final VmClass cls;
    public final int hash;

    public VmObject(VmClass cls, int hash, long birth) {
        super(new long[cls.instanceSlots()], new Object[cls.instanceSlots()], birth);
        this.cls = cls;
        this.hash = hash;
    }

    @Override
    public String toString() {
        return cls.javaName() + "@" + Integer.toHexString(hash);
    }
}
