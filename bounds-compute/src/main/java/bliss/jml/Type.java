package bliss.jml;

import bliss.layout.ClassShape;

/**
 * The type of an invariant expression.
 *
 * @param kind  what kind of value
 * @param shape for {@link Kind#REF} the class of the object, for {@link Kind#SET} the class of the elements
 */
public record Type(Kind kind, ClassShape shape) {

    public enum Kind { INT, BOOLEAN, NULL, REF, SET }

    public static final Type INT = new Type(Kind.INT, null);
    public static final Type BOOLEAN = new Type(Kind.BOOLEAN, null);
    public static final Type NULL = new Type(Kind.NULL, null);

    public static Type ref(ClassShape c) {
        return new Type(Kind.REF, c);
    }

    public static Type set(ClassShape c) {
        return new Type(Kind.SET, c);
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
