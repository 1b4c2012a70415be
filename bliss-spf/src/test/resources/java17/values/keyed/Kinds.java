package values.keyed;

import bliss.symbolic.Symbolic;

import java.math.RoundingMode;

/**
 * A class-object field whose values a driver names among a primitive type's, an array type's and an enum's class
 * objects ({@code int.class}, {@code String[].class}, {@code RoundingMode.class}); repOK wants one.
 */
public class Kinds {

    Class<?> type;

    public boolean repOK() {
        return type != null;
    }

    /** 0 for a primitive type, 1 for an array type, 2 for another. */
    public int kind() {
        if (type.isPrimitive()) {
            return 0;
        }
        return type.isArray() ? 1 : 2;
    }

    /** kind() on a receiver whose type is one of three classes. */
    public static void kindNamed() {
        Symbolic.fieldValues("type", int.class, String[].class, RoundingMode.class);
        System.out.println(Symbolic.object("X", new Kinds()).kind());
    }
}
