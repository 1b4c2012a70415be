package bliss.spf.symbolic;

import java.util.Map;
import java.util.function.Consumer;

/** A constant int, long, float or double (its IEEE bits), condition (1 true, 0 false) or text (a {@link Texts} id). */
public record Const(long value, Type type) implements Expr {

    public static final Const TRUE = new Const(1, Type.BOOL);
    public static final Const FALSE = new Const(0, Type.BOOL);

    public static Const ofInt(int v) {
        return new Const(v, Type.INT);
    }

    public static Const ofLong(long v) {
        return new Const(v, Type.LONG);
    }

    public static Const ofBool(boolean b) {
        return b ? TRUE : FALSE;
    }

    /** A string literal. */
    public static Const ofText(String text) {
        return new Const(Texts.id(text), Type.STRING);
    }

    @Override
    public long eval(Map<Var, Long> env) {
        return value;
    }

    @Override
    public void forEachVar(Consumer<Var> visitor) {
    }

    @Override
    public String toString() {
        if (type == Type.STRING) {
            return Texts.literal(Texts.text(value));
        }
        if (type == Type.FLOAT) {
            return Float.intBitsToFloat((int) value) + "f";
        }
        if (type == Type.DOUBLE) {
            return Double.toString(Double.longBitsToDouble(value));
        }
        return type == Type.BOOL ? (value != 0 ? "true" : "false") : Long.toString(value);
    }
}
