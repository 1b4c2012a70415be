package bliss.spf.heap;

import bliss.layout.ClassShape;

/**
 * One value lazy initialization may give an uninitialized reference field: null, an existing input object, or a
 * new input object of a class.
 *
 * @param kind     which of the three
 * @param existing the existing object, for {@link Kind#EXISTING}
 * @param fresh    the class of the new object, for {@link Kind#NEW}
 */
public record Candidate(Kind kind, InputObject existing, ClassShape fresh) {

    public enum Kind {
        NULL, EXISTING, NEW
    }

    public static final Candidate NULL = new Candidate(Kind.NULL, null, null);

    public static Candidate existing(InputObject o) {
        return new Candidate(Kind.EXISTING, o, null);
    }

    public static Candidate fresh(ClassShape cls) {
        return new Candidate(Kind.NEW, null, cls);
    }

    @Override
    public String toString() {
        return switch (kind) {
            case NULL -> "null";
            case EXISTING -> existing.name();
            case NEW -> "new " + fresh.simpleName();
        };
    }
}
