package bliss.layout;

/** What a field holds, as far as structures, bounds and the symbolic JVM care. */
public enum FieldKind {
    /** A reference to an object of a class of the layout (a node or the header class). */
    REFERENCE,
    INT,
    BOOLEAN,
    LONG,
    /** byte, short, char, float, double, or a reference to a class outside the layout (java.*, arrays). */
    OTHER;

    static FieldKind ofDescriptor(String desc) {
        return switch (desc) {
            case "I" -> INT;
            case "Z" -> BOOLEAN;
            case "J" -> LONG;
            default -> desc.startsWith("L") ? REFERENCE : OTHER;
        };
    }
}
