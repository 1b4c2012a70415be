package values.identity;

/**
 * Two objects compared by their identity hash codes, as a hash table by identity compares its keys' buckets: whether
 * two objects share a bucket of two depends on hashes the JVM chooses, so each answer is a path.
 */
public class Pair {

    Object a;
    Object b;

    public boolean repOK() {
        return true;
    }

    /** -1 without two objects; else 1 when their identity hashes share a bucket of two, 0 when not. */
    public int sameBucket() {
        if (a == null || b == null) {
            return -1;
        }
        return (System.identityHashCode(a) & 1) == (System.identityHashCode(b) & 1) ? 1 : 0;
    }

    /** The same through {@code Object.hashCode}, which neither class overrides. */
    public int sameHash() {
        if (a == null || b == null) {
            return -1;
        }
        return a.hashCode() == b.hashCode() ? 1 : 0;
    }
}
