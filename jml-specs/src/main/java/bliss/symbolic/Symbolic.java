package bliss.symbolic;

/**
 * Symbolic program inputs, for drivers and hand-written hybrid preconditions (in the spirit of Symbolic
 * PathFinder's {@code Debug.makeSymbolicRef} and {@code Debug.makeSymbolicInteger}).
 *
 * <p>Under {@code bliss analyze} the symbolic JVM intercepts every method of this class. On an ordinary JVM they
 * return plain concrete fallbacks, so a driver compiles and runs as ordinary Java: {@link #object} returns its
 * seed, the value makers return zero or false, {@link #assume} does nothing and {@link #isSymbolic} is false.
 *
 * <p>A driver in the style of the BLISS paper (Fig. 10):
 * <pre>{@code
 * public static void contains() {
 *     TreeSet X = Symbolic.object("X", new TreeSet());
 *     int k = Symbolic.integer("k");
 *     try { X.contains(k); } catch (Throwable t) { }
 * }
 * }</pre>
 *
 * <p>This class depends on nothing but {@code java.base}; a user's project can depend on it alone.
 */
public final class Symbolic {

    private Symbolic() {
    }

    /**
     * A symbolic object of the seed's class: never null; its reference fields start uninitialized (lazy
     * initialization decides them when they are first read) and its primitive fields start as fresh symbolic
     * values. The seed only names the class; its state is ignored by the symbolic JVM.
     *
     * @param name the name under which the object appears in results (for example {@code "X"})
     * @param seed an instance of the class to make symbolic
     * @return under analysis a fresh symbolic object; on a plain JVM the seed itself
     */
    public static <T> T object(String name, T seed) {
        if (seed == null) {
            throw new IllegalArgumentException("Symbolic.object needs a non-null seed to know the class");
        }
        return seed;
    }

    /** A fresh symbolic {@code int} named {@code name}; 0 on a plain JVM. */
    public static int integer(String name) {
        return 0;
    }

    /** A fresh symbolic {@code long} named {@code name}; 0 on a plain JVM. */
    public static long longInteger(String name) {
        return 0L;
    }

    /** A fresh symbolic {@code boolean} named {@code name}; false on a plain JVM. */
    public static boolean bool(String name) {
        return false;
    }

    /**
     * Restricts the inputs: a path on which {@code condition} cannot hold ends here, unreported (SPF's
     * {@code Debug.assume}). On a plain JVM it does nothing.
     */
    public static void assume(boolean condition) {
        // nothing to do on a plain JVM
    }

    /**
     * For hand-written hybrid preconditions (paper Fig. 3): true when {@code o} stands for a still uninitialized
     * part of the symbolic input heap, which a hybrid precondition skips. Always false on a plain JVM, where every
     * structure is concrete, so that a hybrid precondition run on a concrete structure behaves like repOK.
     */
    public static boolean isSymbolic(Object o) {
        return false;
    }

    /** True when {@code v} is a symbolic value. Always false on a plain JVM. */
    public static boolean isSymbolic(int v) {
        return false;
    }

    /** True when {@code v} is a symbolic value. Always false on a plain JVM. */
    public static boolean isSymbolic(long v) {
        return false;
    }

    /** True when {@code v} is a symbolic value. Always false on a plain JVM. */
    public static boolean isSymbolic(boolean v) {
        return false;
    }
}
