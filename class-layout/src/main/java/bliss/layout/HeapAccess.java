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
}
