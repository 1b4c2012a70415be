package bliss.spf.symbolic;

import java.util.Map;
import java.util.function.Consumer;

/**
 * A symbolic input: a driver's {@code Symbolic.integer("k")}, or a primitive field of a lazily initialized object
 * ({@code N3.key}), or the text of a string ({@code N3.name}, type STRING: its value is a {@link Texts} id). Identity
 * is by {@code id}, unique within a run. {@code min} and {@code max} bound its values (a boolean is an INT variable
 * in 0..1); solvers assert them. A STRING variable has no bounds.
 */
public record Var(int id, String name, Type type, long min, long max) implements Expr {

    public Var {
        if (type == Type.BOOL) {
            throw new IllegalArgumentException("variables are INT, LONG, FLOAT, DOUBLE or STRING; a boolean is an INT in 0..1");
        }
    }

    /** An int variable over all of {@code int}. */
    public static Var ofInt(int id, String name) {
        return new Var(id, name, Type.INT, Integer.MIN_VALUE, Integer.MAX_VALUE);
    }

    /** A long variable over all of {@code long}. */
    public static Var ofLong(int id, String name) {
        return new Var(id, name, Type.LONG, Long.MIN_VALUE, Long.MAX_VALUE);
    }

    /** A float variable over every bit pattern (NaNs and infinities included). */
    public static Var ofFloat(int id, String name) {
        return new Var(id, name, Type.FLOAT, Integer.MIN_VALUE, Integer.MAX_VALUE);
    }

    /** A double variable over every bit pattern. */
    public static Var ofDouble(int id, String name) {
        return new Var(id, name, Type.DOUBLE, Long.MIN_VALUE, Long.MAX_VALUE);
    }

    /** The text of a string. */
    public static Var ofString(int id, String name) {
        return new Var(id, name, Type.STRING, 0, 0);
    }

    /** A boolean input: an int variable in 0..1. */
    public static Var ofBoolean(int id, String name) {
        return new Var(id, name, Type.INT, 0, 1);
    }

    /** True when the range is narrower than the type's (the solver must assert it). */
    public boolean bounded() {
        if (type == Type.STRING || type == Type.FLOAT || type == Type.DOUBLE) {
            return false;
        }
        return type == Type.INT ? (min > Integer.MIN_VALUE || max < Integer.MAX_VALUE)
                : (min > Long.MIN_VALUE || max < Long.MAX_VALUE);
    }

    @Override
    public long eval(Map<Var, Long> env) {
        Long v = env.get(this);
        if (v == null) {
            throw new IllegalArgumentException("no value for " + name);
        }
        return v;
    }

    @Override
    public void forEachVar(Consumer<Var> visitor) {
        visitor.accept(this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Var v && v.id == id;
    }

    @Override
    public int hashCode() {
        return Integer.hashCode(id);
    }

    @Override
    public String toString() {
        return name;
    }
}
