package bliss.jml;

import bliss.layout.ClassShape;

/**
 * The type of an invariant expression.
 *
 * @param kind  what kind of value
 * @param shape for {@link Kind#REF} the class of the object, for {@link Kind#SET} the class of the elements
 */
public record JmlType(Kind kind, ClassShape shape) {

    public enum Kind { INT, BOOLEAN, NULL, REF, SET }

    public static final JmlType INT = new JmlType(Kind.INT, null);
    public static final JmlType BOOLEAN = new JmlType(Kind.BOOLEAN, null);
    public static final JmlType NULL = new JmlType(Kind.NULL, null);

    public static JmlType ref(ClassShape c) {
        return new JmlType(Kind.REF, c);
    }

    public static JmlType set(ClassShape c) {
        return new JmlType(Kind.SET, c);
    }

    /** A reference or null. */
    public boolean isReference() {
        return kind == Kind.REF || kind == Kind.NULL;
    }

    @Override
    public String toString() {
        return switch (kind) {
            case INT -> "int";
            case BOOLEAN -> "boolean";
            case NULL -> "null";
            case REF -> shape.simpleName();
            case SET -> "set of " + shape.simpleName();
        };
    }
}
