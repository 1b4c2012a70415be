package bliss.layout;

/**
 * Read access to a heap of objects laid out by a {@link ClassLayout}: real Java objects (the enumerator), the
 * symbolic JVM's input heap, a structure read from a file. Lets {@link BreadthFirstNumbering} and {@link Shape}
 * have one definition for all of them.
 *
 * @param <O> the type of objects in this heap
 */
public interface HeapAccess<O> {

    /** What {@link #read} returns for a reference field that lazy initialization has not decided yet. */
    Object UNINITIALIZED = new Object() {
        @Override
        public String toString() {
            return "UNINITIALIZED";
        }
    };

    /** The layout class of an object of this heap. */
    ClassShape classOf(O object);

    /**
     * The value of a reference field: an object of this heap, {@code null}, or {@link #UNINITIALIZED}.
     *
     * @param field a reference field of {@code classOf(object)}
     */
    Object read(O object, FieldShape field);

    /**
     * The elements of an array of nodes an object holds, as {@link #read} gives a reference field's value (objects
     * of this heap, null, {@link #UNINITIALIZED}), for as many indices as it has; or null when the field holds no
     * array (or is not decided, or this heap does not keep arrays).
     *
     * @param field an array-of-nodes field of {@code classOf(object)} ({@link FieldShape#isNodeArray})
     */
    default java.util.List<?> elements(O object, FieldShape field) {
        return null;
    }

    /**
     * The identity hash code of an object as the symbolic JVM's path decided it (its variable) when the path asked
     * for it; null otherwise, and in heaps of real objects.
     */
    default Object identityHash(O object) {
        return null;
    }
}
