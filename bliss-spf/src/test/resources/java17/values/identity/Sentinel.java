package values.identity;

/**
 * A slot that holds a static sentinel or an object, as an {@code IdentityHashMap}'s table holds its {@code NULL_KEY}:
 * the sentinel's identity hash is the JVM's choice in every run, like an input object's.
 */
public class Sentinel {

    static final Object NONE = new Object();

    Object slot;

    /** The sentinel only where its hash is even. */
    public boolean repOK() {
        return slot != NONE || (System.identityHashCode(NONE) & 1) == 0;
    }

    /** The low bit of the sentinel's hash. */
    public int noneBit() {
        return (System.identityHashCode(NONE) & 1) == 0 ? 0 : 1;
    }

    /** 99 where the slot holds the sentinel and its hash is odd, which repOK forbids; else what the slot holds. */
    public int check() {
        if (slot == NONE) {
            return (System.identityHashCode(NONE) & 1) == 1 ? 99 : 1;
        }
        return slot == null ? 0 : 2;
    }
}
