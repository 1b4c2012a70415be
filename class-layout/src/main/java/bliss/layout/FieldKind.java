package bliss.layout;

/**
 * What a field holds, as far as structures, bounds and the symbolic JVM care. The first four are what structures and
 * invariants are made of; the five after them are values outside the layout, each made symbolic in its own way by
 * the symbolic JVM (docs/engine.md, "Input values of every type"); {@link #OTHER} is the rest.
 */
public enum FieldKind {
    /** A reference to an object of a concrete class of the layout (a node or the header class). */
    REFERENCE,
    /**
     * An int: {@code int}, and by the layout's convention an enum of the analysed code (its ordinal) and a type
     * variable erased to {@code Object} or {@code Comparable} (a generic key, analysed as an {@code Integer}).
     */
    INT,
    BOOLEAN,
    LONG,
    /** A {@code java.lang.String}. */
    STRING,
    /** A box of a primitive: {@code Integer}, {@code Long}, {@code Short}, {@code Byte}, {@code Character},
     * {@code Boolean}, {@code Float}, {@code Double}. */
    BOX,
    /** An enum of the JDK (the analysed code's own enums are {@link #INT}s of the layout). */
    ENUM,
    /**
     * Any other reference to an object: {@code Object}, an interface, an abstract class, a JDK class, a type
     * variable outside the key convention. Its objects' classes are decided by the symbolic JVM.
     */
    OBJECT,
    /** An array (of nodes, of primitives or of values). */
    ARRAY,
    /** byte, short, char, float, double. */
    OTHER;

    public static FieldKind ofDescriptor(String desc) {
        return switch (desc.charAt(0)) {
            case 'I' -> INT;
            case 'Z' -> BOOLEAN;
            case 'J' -> LONG;
            case '[' -> ARRAY;
            case 'L' -> REFERENCE;
            default -> OTHER;
        };
    }

    /** A value outside the layout: {@link #STRING}, {@link #BOX}, {@link #ENUM}, {@link #OBJECT}, {@link #ARRAY}. */
    public boolean isValue() {
        return this == STRING || this == BOX || this == ENUM || this == OBJECT || this == ARRAY;
    }
}
