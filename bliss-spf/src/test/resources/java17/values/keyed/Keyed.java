package values.keyed;

import bliss.symbolic.Symbolic;

import java.lang.annotation.RetentionPolicy;
import java.math.RoundingMode;

/**
 * A class object and an enum constant as input fields whose values a driver names ({@code Symbolic.fieldValues}), as
 * OpenJDK's {@code EnumMap} keeps its key type: repOK wants {@code type} an enum class, so null and a class that is
 * no enum are no input; {@code mode} is free.
 */
public class Keyed {

    Class<?> type;
    RoundingMode mode;

    public boolean repOK() {
        return type != null && type.isEnum();
    }

    /** How many constants the key type has. */
    public int count() {
        return type.getEnumConstants().length;
    }

    /** 1 for an upward mode, 0 for another, -1 without one. */
    public int up() {
        if (mode == null) {
            return -1;
        }
        return mode == RoundingMode.UP ? 1 : 0;
    }

    /** count() on a receiver whose key type is one of three classes, one of them no enum. */
    public static void countNamed() {
        Symbolic.fieldValues("type", RetentionPolicy.class, RoundingMode.class, String.class);
        System.out.println(Symbolic.object("X", new Keyed()).count());
    }

    /** up() on a receiver whose mode is one of two constants (of eight), its key type RetentionPolicy. */
    public static void upNamed() {
        Symbolic.fieldValues("type", RetentionPolicy.class);
        Symbolic.fieldValues("mode", RoundingMode.UP, RoundingMode.DOWN);
        System.out.println(Symbolic.object("X", new Keyed()).up());
    }
}
