package bliss.symbolic;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;

/**
 * Symbolic program inputs, for drivers and hand-written hybrid preconditions (in the spirit of Symbolic
 * PathFinder's {@code Debug.makeSymbolicRef} and {@code Debug.makeSymbolicInteger}).
 *
 * <p>Under {@code bliss analyze} the symbolic JVM intercepts every method of this class. On an ordinary JVM they
 * return plain concrete fallbacks, so a driver compiles and runs as ordinary Java: {@link #object} returns its
 * seed, the value makers return zero or false, {@link #assume} does nothing and {@link #isSymbolic} is false.
 *
 * <p>Inside {@link Given#run} (the concrete mode, which the tests {@code bliss testgen} writes use) the makers
 * return the values given by name instead, so that a driver runs its logic on one solved input:
 * <pre>{@code
 * Symbolic.given().object("X", x).integer("k", 3).run(TreeSetDrivers::contains);
 * }</pre>
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
     * values. The seed names the class; of its state the symbolic JVM keeps only the classes of the user's objects its
     * fields hold (a comparator given to its constructor): input fields of their types may hold objects of them.
     *
     * <p>The fields named by a {@link #keep} call just before are the exception: they hold the seed's objects.
     *
     * @param name the name under which the object appears in results (for example {@code "X"})
     * @param seed an instance of the class to make symbolic
     * @return under analysis a fresh symbolic object; on a plain JVM the seed itself (in {@link Given#run} the given
     *         object, its kept fields set to the seed's)
     */
    public static <T> T object(String name, T seed) {
        if (seed == null) {
            throw new IllegalArgumentException("Symbolic.object needs a non-null seed to know the class");
        }
        Seed.offer(name, seed);
        Given g = Given.CURRENT.get();
        if (g != null) {
            String[] kept = g.takeKept();
            Object v = g.next(name);
            if (v != null) {
                @SuppressWarnings("unchecked")
                T given = (T) seed.getClass().cast(v);
                KeptCopy.copy(seed, given, kept);
                return given;
            }
        }
        return seed;
    }

    /**
     * Keeps fields of the next {@link #object}'s seed: under analysis the symbolic object's fields of these names
     * hold the very objects the seed's constructor stored there (the lock and conditions of {@code new
     * ArrayBlockingQueue<>(1)}, the reference queue of {@code new WeakHashMap<>()}), not input values: no choice is
     * made for them, no technique judges them, and the analysed code and {@code repOK} see the constructor's objects.
     * Every other field stays symbolic input. Meant for a JDK helper object the constructor puts in a final field,
     * which the analysis cannot make as input (a {@code ReentrantLock} whose hold count would be a free variable, a
     * {@code Condition} tied to its lock) and whose state the JVM fixes anyway. A kept field
     * is a reference field of the receiver's class or a superclass; what it holds must be made of plain objects and
     * arrays with concrete values (copied into the analysis' other VMs: SymSolve's, testgen's). The call applies to the
     * receiver's {@link #object} only, the next one. Does nothing on a plain JVM; in {@link Given#run} the next
     * {@link #object} with a given value sets that value's kept fields to the seed's.
     *
     * @param fields the fields' simple names
     */
    public static void keep(String... fields) {
        Given g = Given.CURRENT.get();
        if (g != null) {
            g.kept = fields.clone();
        }
    }

    /**
     * The seed a driver gives {@code Symbolic.object(name, seed)}, as its constructor left it: runs {@code driver} on
     * a plain JVM up to that call and stops it there. A test {@code bliss testgen} writes builds a receiver whose
     * fields the driver kept ({@link #keep}) from it, then writes the input's values into the other fields. Not for
     * drivers: under analysis it ends the path as unsupported.
     *
     * @return the seed of the driver's first {@code Symbolic.object} call named {@code name}
     * @throws IllegalStateException when the driver returns or throws before such a call
     */
    public static Object seed(String name, Runnable driver) {
        return Seed.of(name, driver);
    }

    /** A fresh symbolic {@code int} named {@code name}; 0 on a plain JVM (the given value in {@link Given#run}). */
    public static int integer(String name) {
        Given g = Given.CURRENT.get();
        Object v = g == null ? null : g.next(name);
        return v == null ? 0 : ((Number) v).intValue();
    }

    /** A fresh symbolic {@code long} named {@code name}; 0 on a plain JVM (the given value in {@link Given#run}). */
    public static long longInteger(String name) {
        Given g = Given.CURRENT.get();
        Object v = g == null ? null : g.next(name);
        return v == null ? 0L : ((Number) v).longValue();
    }

    /**
     * A fresh symbolic {@code boolean} named {@code name}; false on a plain JVM (the given value in
     * {@link Given#run}).
     */
    public static boolean bool(String name) {
        Given g = Given.CURRENT.get();
        Object v = g == null ? null : g.next(name);
        return v != null && (Boolean) v;
    }

    /**
     * Restricts the inputs: a path on which {@code condition} cannot hold ends here, unreported (SPF's
     * {@code Debug.assume}). On a plain JVM it does nothing; in {@link Given#run} a false condition means the given
     * values are not an input of the driver, and it throws.
     *
     * @throws IllegalStateException in {@link Given#run}, when {@code condition} is false
     */
    public static void assume(boolean condition) {
        if (!condition && Given.CURRENT.get() != null) {
            throw new IllegalStateException("Symbolic.assume: the given values violate an assumption of the driver");
        }
    }

    /**
     * Names the classes whose objects the input fields declared with a type variable hold: after
     * {@code Symbolic.typeArgument("V", Integer.class, Label.class)} a field {@code V value} of the input structure
     * is, at its first read, null, an input object of one of these classes already in the structure, or a new one
     * whose class the analysis decides when the code first needs it (a cast, an {@code instanceof}, a call). Call it
     * before {@link #object}. Without it such a field holds what docs/engine.md says (a key erased to
     * {@code Object} or {@code Comparable} is an {@code Integer}; any other type, the analysed code's classes of that
     * type). With no classes the fields of the variable are closed, as {@link #fieldClasses} says. Does nothing on a
     * plain JVM.
     *
     * @param typeVariable the name of the type variable as the class declares it ({@code "V"} for {@code V value})
     * @param classes      concrete classes; none to close the fields
     */
    public static void typeArgument(String typeVariable, Class<?>... classes) {
    }

    /**
     * Names the classes whose objects an input field declared {@code Object} (or an interface or abstract class)
     * holds where no type variable says it, or for an array field ({@code Object[] elements}) its elements: after
     * {@code Symbolic.fieldClasses("elements", Integer.class)} every field named {@code elements} of the input
     * structure, or each element of it, is at its first read null, an input object of these classes already in the
     * structure, or a new one of them (a box holding a symbolic value). The erased storage of a generic collection
     * ({@code ArrayDeque}'s and {@code PriorityQueue}'s {@code Object[]}) holds its type argument's objects; without
     * this the analysis gives them every class of the analysed code, the receiver's included, and when no class of
     * the analysed code is of the field's type (a {@code Comparator} beside no implementation) a new object is one
     * alternative that ends its path as {@code unsupported}. With no classes, {@code
     * Symbolic.fieldClasses("comparator")}, the field is closed: null or an input object of its type already in the
     * structure, never a new one (a {@code TreeMap} of natural ordering: its comparator is not a user's). Call it
     * before {@link #object}. Does nothing on a plain JVM.
     *
     * @param field   the field's simple name
     * @param classes concrete classes; none to close the field
     */
    public static void fieldClasses(String field, Class<?>... classes) {
    }

    /**
     * Names the values of the input fields of that name that hold a constant object, as {@link #fieldClasses}
     * names classes: after {@code Symbolic.fieldValues("keyType", RetentionPolicy.class)} every field named
     * {@code keyType} of the input structure (or each element of it, for an array field) is, at its first read,
     * null or one of these objects, each a path of its own where the code tells them apart; null only where the
     * class's {@code repOK} accepts it (the precondition and SymSolve decide). The values are class objects
     * (OpenJDK's {@code EnumMap.keyType}, which the analysis otherwise makes no symbolic value for) or enum constants;
     * a value that is not of the field's type is never taken. A generated test sets the field to the same object.
     * Call it before {@link #object}; the last call for a field wins. Does nothing on a plain JVM.
     *
     * @param field  the field's simple name
     * @param values class objects or enum constants, none null
     */
    public static void fieldValues(String field, Object... values) {
    }

    /**
     * A fresh symbolic {@code String} named {@code name}, never null: its characters are decided by the path
     * condition (Z3's string theory). {@code ""} on a plain JVM (the given value in {@link Given#run}).
     */
    public static String string(String name) {
        Given g = Given.CURRENT.get();
        Object v = g == null ? null : g.next(name);
        return v == null ? "" : (String) v;
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

    /** Starts the concrete mode: values for the makers, by name, to run a driver with ({@link Given#run}). */
    public static Given given() {
        return new Given();
    }

    /**
     * Concrete values for the symbolic inputs of one run of a driver on a plain JVM. Each maker ({@link #object},
     * {@link #integer}, {@link #longInteger}, {@link #bool}, {@link #string}) called with a name takes the next value given under
     * that name (a name made twice takes its values in the order given); a name without a value left gets the plain
     * fallback (the seed, 0, false), which is right for an input no path condition constrains.
     */
    public static final class Given {

        static final ThreadLocal<Given> CURRENT = new ThreadLocal<>();

        private final Map<String, ArrayDeque<Object>> values = new HashMap<>();
        /** The fields {@link Symbolic#keep} named for the next {@link Symbolic#object}. */
        private String[] kept = new String[0];

        private Given() {
        }

        private Given add(String name, Object value) {
            values.computeIfAbsent(name, n -> new ArrayDeque<>()).add(value);
            return this;
        }

        /** The object {@code Symbolic.object(name, seed)} returns (an object of the seed's class). */
        public Given object(String name, Object value) {
            if (value == null) {
                throw new IllegalArgumentException("a symbolic object is never null");
            }
            return add(name, value);
        }

        public Given integer(String name, int value) {
            return add(name, value);
        }

        public Given longInteger(String name, long value) {
            return add(name, value);
        }

        public Given bool(String name, boolean value) {
            return add(name, value);
        }

        public Given string(String name, String value) {
            return add(name, value);
        }

        /**
         * Runs {@code driver} on this thread with the given values; runs do not nest.
         *
         * @effects the values are taken as the driver makes its inputs; whatever the driver throws is thrown here
         */
        public void run(Runnable driver) {
            if (CURRENT.get() != null) {
                throw new IllegalStateException("Symbolic.given(...).run does not nest");
            }
            CURRENT.set(this);
            try {
                driver.run();
            } finally {
                CURRENT.remove();
            }
        }

        private String[] takeKept() {
            String[] k = kept;
            kept = new String[0];
            return k;
        }

        private Object next(String name) {
            ArrayDeque<Object> q = values.get(name);
            return q == null ? null : q.poll();
        }
    }
}
